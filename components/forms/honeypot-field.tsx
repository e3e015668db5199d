"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

/**
 * A field people never see or reach, which bots fill in: a submission with it filled is answered
 * like any other and thrown away.
 */
export function HoneypotField({ formId, ...input }: { formId: string } & ComponentProps<"input">) {
  const t = useTranslations("PublicForms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-website`}>{t("honeypotLabel")}</label>
      <input id={`${formId}-website`} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
