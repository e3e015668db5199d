"use client";

import { useTranslations } from "next-intl";

import { whitepaperDownloadSchema } from "@/contracts/forms/whitepaper-download-rules.mjs";

import { COMPANY_ROW, type LeadField, LeadForm, NAME_ROW } from "./lead-form";
import type { BotProtectionSettings } from "./load-bot-script";

const ROWS: readonly (LeadField | readonly LeadField[])[] = [
  NAME_ROW,
  { name: "email", kind: "email", autoComplete: "email" },
  COMPANY_ROW,
  { name: "consent", kind: "checkbox" },
];

/** Spec 001 §2 whitepaper download: a lead, answered with the whitepaper's PDF. */
export function WhitepaperDownloadForm({
  botProtection,
  whitepaper,
}: {
  botProtection: BotProtectionSettings;
  whitepaper: { slug: string; name: string };
}) {
  const t = useTranslations("WhitepaperDownload");
  return (
    <LeadForm
      form="whitepaper-download"
      schema={whitepaperDownloadSchema}
      namespace="WhitepaperDownload"
      rows={ROWS}
      fixed={{ whitepaper: whitepaper.slug }}
      botProtection={botProtection}
      submitLabel={t("submit")}
      downloadLabel={t("downloadLink", { name: whitepaper.name })}
    />
  );
}
