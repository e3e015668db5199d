"use client";

import "./globals.css";

import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";

import { ErrorPageLayout } from "@/components/layout/error-page-layout";
import { logClientError } from "@/lib/client/log-client-error";
import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";
import { clientMessages } from "@/lib/i18n/client-messages";
import en from "@/messages/en.json";

/**
 * Errors of the site layout itself (e.g. the content system is down and nothing is cached). The
 * layout's providers are gone with it, so this page brings its own, in English: the visitor's
 * site and language were the layout's to work out.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A chunk missing after a deployment is healed by loading the page again (spec 000 §8).
    if (!reloadOnChunkError(error)) logClientError(error);
  }, [error]);
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
