"use client";

import { useTranslations } from "next-intl";

import { whitepaperDownloadSchema } from "@/contracts/forms/whitepaper-download-rules.mjs";

import { type LeadField, LeadForm } from "./lead-form";
import type { BotProtectionSettings } from "./load-bot-script";

const ROWS: readonly (LeadField | readonly LeadField[])[] = [
  [
    { name: "firstName", kind: "text", autoComplete: "given-name" },
    { name: "lastName", kind: "text", autoComplete: "family-name" },
  ],
  { name: "email", kind: "email", autoComplete: "email" },
  [
    { name: "company", kind: "text", autoComplete: "organization" },
    { name: "country", kind: "text", autoComplete: "country-name" },
  ],
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
