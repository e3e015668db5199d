import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";

import type { ModuleContext } from "@/components/content/module-context";
import { ModuleHeading } from "@/components/content/module-heading";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { config } from "@/lib/config";
import { messagesFor } from "@/lib/i18n/messages";
import { warnOnce } from "@/lib/log/logger";

import { isBuiltForm } from "./built-forms";
import { LazyPublicForm } from "./lazy-public-form";

type FormModuleProps = Extract<ModuleFieldsFragment, { __typename: "FormModule" }>;

/**
 * A public form placed by an editor (issue 15). Its code, its texts and the bot protection's
 * script reach only the pages that place one.
 */
export async function FormModule({
  module,
  context,
}: {
  module: FormModuleProps;
  context: ModuleContext;
}) {
  // The kinds still to come are not shown (and warned about once).
  if (!isBuiltForm(module.form)) {
    warnOnce("forms", module.form, `No form component for ${module.form} yet; it is not shown`);
    return null;
  }
  const messages = messagesFor(await getLocale());
  const { siteKey, scriptUrl, action } = config.botProtection;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {module.title ? (
        <ModuleHeading isFirst={context.isFirst} className="text-3xl font-bold tracking-tight">
          {module.title}
        </ModuleHeading>
      ) : null}
      {module.intro ? <p className="mt-3 mb-8 max-w-2xl text-lg">{module.intro}</p> : null}
      <NextIntlClientProvider
        messages={{
          PublicForms: messages.PublicForms,
          SupportRequest: messages.SupportRequest,
          BotProtection: messages.BotProtection,
        }}
      >
        <LazyPublicForm kind={module.form} botProtection={{ siteKey, scriptUrl, action }} />
      </NextIntlClientProvider>
    </section>
  );
}
