"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { StatusPageBreadcrumbs } from "@/components/layout/status-page-breadcrumbs";
import { logClientError } from "@/lib/client/log-client-error";
import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";

/** Unexpected errors: the maintenance notice of spec 000 §2, never the error itself. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("ErrorPage");
  useEffect(() => {
    // A chunk missing after a deployment is healed by loading the page again (spec 000 §8).
    if (!reloadOnChunkError(error)) logClientError(error);
  }, [error]);
  return (
    <>
      <StatusPageBreadcrumbs status="error" />
      <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <p className="font-semibold tracking-wider text-copper-600 uppercase">{t("overline")}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{t("title")}</h1>
        <p role="status" className="mt-4 text-lg text-steel-700">
          {t("text")}
        </p>
        {/* A full page load, not a client navigation: the app itself may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="mt-8 inline-block rounded bg-navy-900 px-5 py-3 font-semibold text-white"
        >
          {t("homeLink")}
        </a>
      </section>
    </>
  );
}
