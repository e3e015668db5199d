"use client";

import { useTranslations } from "next-intl";

import { ErrorNotice } from "@/components/ui/error-notice";

/** Spec 001 §8 "Portal errors": an error has occurred, with technical details shown. */
export function PortalError({ details }: { details: string }) {
  const t = useTranslations("Portal");
  return (
    <ErrorNotice technicalDetails={t("technicalDetails", { details })}>
      <h2 className="font-bold">{t("errorTitle")}</h2>
      <p>{t("errorText")}</p>
    </ErrorNotice>
  );
}

/** The technical details of a failed request: the portal's screens name it by what they show. */
export { errorMessage as messageOf } from "@/lib/log/error-message";
