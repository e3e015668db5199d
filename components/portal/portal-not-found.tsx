"use client";

import { useTranslations } from "next-intl";

import { PortalBackLink } from "./portal-back-link";

/** The portal's "not found" for an item of a list, with the way back to the list. */
export function PortalNotFound({
  testId,
  backPath,
  backLabel,
}: {
  testId: string;
  backPath: string;
  backLabel: string;
}) {
  const t = useTranslations("NotFound");
  return (
    <div className="space-y-4" data-testid={testId}>
      <p className="font-semibold text-theme-muted">{t("overline")}</p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p>{t("text")}</p>
      <PortalBackLink path={backPath}>{backLabel}</PortalBackLink>
    </div>
  );
}
