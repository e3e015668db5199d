import "../../globals.css";

import { NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";

import { messagesFor } from "@/lib/i18n/messages";

/**
 * The locked site's own root layout (proxy.ts rewrites every page here while the preview gate is
 * closed): no header, footer or navigation, so nothing of the site shows before the password.
 */
export default async function PreviewGateLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ language: string }>;
}) {
  const { language } = await params;
  const code = /^[a-z]{2}$/.test(language) ? language : "en";
  setRequestLocale(code);
  const messages = messagesFor(code);
  return (
    <html lang={code}>
      <body className="flex min-h-screen items-center justify-center bg-steel-50">
        <NextIntlClientProvider locale={code} messages={{ Ui: messages.Ui }}>
          <main id="main" className="w-full max-w-md rounded bg-white p-8 shadow">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
