import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";

import { config } from "@/lib/config";
import { messagesFor } from "@/lib/i18n/messages";

import { LazyStoryFeedback } from "./lazy-story-feedback";

/**
 * Spec 001 §2: the editorial feedback form under every story. The story page ships only a small
 * loader; the form's code follows when the reader scrolls near it.
 */
export async function StoryFeedbackSection({
  story,
  language,
}: {
  story: string;
  language: string;
}) {
  const t = await getTranslations("StoryFeedback");
  const messages = messagesFor(language);
  const { siteKey, scriptUrl, action } = config.botProtection;
  return (
    <section
      aria-labelledby="story-feedback"
      className="mx-auto max-w-7xl border-t border-steel-200 px-4 py-12 sm:px-6"
    >
      <h2 id="story-feedback" className="text-2xl font-bold">
        {t("title")}
      </h2>
      <p className="mt-3 mb-8 max-w-2xl text-lg">{t("intro")}</p>
      <NextIntlClientProvider
        locale={language}
        messages={{
          PublicForms: messages.PublicForms,
          StoryFeedback: messages.StoryFeedback,
          BotProtection: messages.BotProtection,
          Ui: messages.Ui,
        }}
      >
        <LazyStoryFeedback
          story={story}
          botProtection={{ siteKey, scriptUrl, action }}
          loadingText={t("loading")}
        />
      </NextIntlClientProvider>
    </section>
  );
}
