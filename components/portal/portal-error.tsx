"use client";

import { useTranslations } from "next-intl";

/** Spec 001 §8 "Portal errors": an error has occurred, with technical details shown. */
export function PortalError({ details }: { details: string }) {
  const t = useTranslations("Portal");
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      <h2 className="font-bold">{t("errorTitle")}</h2>
      <p>{t("errorText")}</p>
      <p className="mt-2 font-mono text-sm break-words">{t("technicalDetails", { details })}</p>
    </div>
  );
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
