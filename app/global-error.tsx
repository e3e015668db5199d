"use client";

import "./globals.css";

import { useEffect } from "react";

import { logClientError } from "@/lib/client/log-client-error";
import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";
import { messagesFor } from "@/lib/i18n/messages";

/** Errors of the site layout itself (e.g. the content system is down and nothing is cached). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A chunk missing after a deployment is healed by loading the page again (spec 000 §8).
    if (!reloadOnChunkError(error)) logClientError(error);
  }, [error]);
  const language =
    typeof window === "undefined"
      ? "en"
      : (window.location.pathname.split("/")[1] ?? "en").slice(0, 2);
  const t = messagesFor(language).ErrorPage;
  return (
    <html lang={language}>
      <body>
        <main className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
          <p className="font-semibold tracking-wider text-copper-600 uppercase">{t.overline}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{t.title}</h1>
          <p className="mt-4 text-lg text-steel-700">{t.text}</p>
          {/* A full page load, not a client navigation: the app itself may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="mt-8 inline-block rounded bg-navy-900 px-5 py-3 font-semibold text-white"
          >
            {t.homeLink}
          </a>
        </main>
      </body>
    </html>
  );
}
