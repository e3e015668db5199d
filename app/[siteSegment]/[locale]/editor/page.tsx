import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { EditorNavigationTree } from "@/components/editor/editor-navigation-tree";
import { LogOutButton } from "@/components/editor/log-out-button";
import { PasswordForm } from "@/components/editor/password-form";
import { passwordFormTexts } from "@/components/editor/password-form-texts";
import { createLogger } from "@/lib/log/logger";
import { getEditorNavigation } from "@/lib/navigation/get-editor-navigation";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

const log = createLogger("editor-area");

export async function generateMetadata({
  params,
}: {
  params: Promise<{ siteSegment: string; locale: string }>;
}): Promise<Metadata> {
  const { siteSegment, locale } = await params;
  const context = await getSiteContextForSegment(siteSegment, locale);
  const t = await getTranslations({ locale: context?.locale.language ?? "en" });
  return {
    title: t("Layout.brandSuffix", { title: t("Editor.metaTitle"), brand: context?.brand ?? "" }),
    robots: { index: false },
  };
}

/** Spec 000 §2: the editor area — the password form, or the signed-in editor's overview. */
export default async function EditorAreaPage({
  params,
}: {
  params: Promise<{ siteSegment: string; locale: string }>;
}) {
  const { siteSegment, locale } = await params;
  const context = await getSiteContextForSegment(siteSegment, locale);
  if (!context) notFound();
  const t = await getTranslations({ locale: context.locale.language, namespace: "Editor" });
  const { variant } = context;

  if (!variant.isEditor) {
    return (
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{t("title")}</h1>
        <p className="max-w-2xl">{t("intro")}</p>
        <PasswordForm
          endpoint="/api/editor-area-autentication"
          field="input"
          autoFocus
          texts={passwordFormTexts(t, { submit: t("signIn"), submitting: t("signingIn") })}
        />
      </div>
    );
  }

  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  const stageName = t(`stage${variant.stage}`);
  const navigation = await getEditorNavigation({
    siteId: context.site.id,
    language: context.locale.language,
    stage: variant.stage,
    cache: context.request.cache,
  }).catch((error: unknown) => {
    log.error(
      `Editor navigation failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("title")}</h1>
      <p className="max-w-2xl">{t("signedIn")}</p>
      <p>
        {t("stage")}: <strong data-testid="editor-area-stage">{stageName}</strong>{" "}
        <a
          href={`?stage=${variant.stage === "DRAFT" ? "PUBLISHED" : "DRAFT"}`}
          className="ml-4 font-semibold underline underline-offset-4 hover:no-underline"
        >
          {variant.stage === "DRAFT" ? t("showPublished") : t("showDraft")}
        </a>
      </p>
      <div>
        <LogOutButton label={t("logOut")} loadingLabel={t("loggingOut")} />
      </div>
      {navigation?.found ? (
        <section aria-labelledby="editor-navigation" className="grid gap-3">
          <h2 id="editor-navigation" className="text-2xl font-bold">
            {t("navigationHeading")}
          </h2>
          <p>{t("navigationIntro", { stage: stageName })}</p>
          <h3 className="font-semibold">{t("header")}</h3>
          <EditorNavigationTree items={navigation.header.items} prefix={prefix} />
          <h3 className="font-semibold">{t("footer")}</h3>
          <EditorNavigationTree items={navigation.footer.items} prefix={prefix} />
        </section>
      ) : null}
    </div>
  );
}
