"use client";

import { NextIntlClientProvider } from "next-intl";

import { ErrorPageLayout } from "@/components/layout/error-page-layout";
import { clientMessages } from "@/lib/i18n/client-messages";
import en from "@/messages/en.json";

/**
 * The page shown when the site layout itself failed (e.g. the content system is down and nothing
 * is cached). The layout's providers are gone with it, so this page brings its own, in English:
 * the visitor's site and language were the layout's to work out. app/global-error.tsx loads it
 * only when it is shown.
 */
export function GlobalErrorPage() {
  const t = en.ErrorPage;
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col" data-theme="Default">
        <title>{t.breadcrumb}</title>
        {/* A time zone of its own too: the page shows no dates, and next-intl warns without one. */}
        <NextIntlClientProvider locale="en" timeZone="UTC" messages={clientMessages(en)}>
          <main className="flex-1">
            <ErrorPageLayout
              overline={t.overline}
              title={t.title}
              notice={t.text}
              homeLinkText={t.homeLink}
            />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
