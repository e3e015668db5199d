"use client";

import { useTranslations } from "next-intl";

import { usePortalContext } from "../session/portal-context";

/** A cloud user has nothing to install: the way to the cloud application, prominent. */
export function WireFlowCloud() {
  const t = useTranslations("WireFlow");
  const { serviceUrls } = usePortalContext();
  return (
    <section className="space-y-4">
      <p>{t("cloudText")}</p>
      {serviceUrls.wireFlowCloud === null ? (
        <p role="alert" className="rounded border-l-4 border-amber-600 bg-amber-50 p-4">
          {t("cloudUnconfigured")}
        </p>
      ) : (
        <a
          href={serviceUrls.wireFlowCloud}
          className="inline-block rounded bg-theme-accent px-6 py-3 text-lg font-semibold text-theme-on-accent hover:bg-theme-accent-hover"
        >
          {t("openCloud")}
        </a>
      )}
    </section>
  );
}
