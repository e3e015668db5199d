import "../globals.css";

import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { AppLinkNavigation } from "@/components/runtime/app-link-navigation";
import { EarlyClickRecorder } from "@/components/runtime/early-click-recorder";
import { EarlyClickReplay } from "@/components/runtime/early-click-replay";
import { StyleGuideNav } from "@/components/style-guide/style-guide-nav";
import { AppLink } from "@/components/ui/app-link";
import { messagesFor } from "@/lib/i18n/messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "en", namespace: "StyleGuide" });
  return {
    title: { default: t("metaTitle"), template: t("metaTitleTemplate") },
    robots: { index: false },
  };
}

/** The style guide has its own root layout: no site, no locale prefix, English (spec 000 §2). */
export default async function StyleGuideLayout({ children }: LayoutProps<"/style-guide">) {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  const tLayout = await getTranslations("Layout");
  return (
    <html lang="en">
      <body className="min-h-screen">
        <EarlyClickRecorder />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
        >
          {tLayout("skipToContent")}
        </a>
        <NextIntlClientProvider locale="en" messages={messagesFor("en")}>
          <AppLinkNavigation />
          <EarlyClickReplay />
          <header className="border-b border-steel-200">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <AppLink href="/style-guide" className="text-xl font-extrabold tracking-tight">
                {t("title")}
              </AppLink>
              <StyleGuideNav />
            </div>
          </header>
          <main id="main">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
