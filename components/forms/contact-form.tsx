"use client";

import { contactSchema } from "@/contracts/forms/contact-rules.mjs";

import { type LeadField, LeadForm } from "./lead-form";
import type { BotProtectionSettings } from "./load-bot-script";

const ROWS: readonly LeadField[] = [
  { name: "name", kind: "text", autoComplete: "name" },
  { name: "email", kind: "email", autoComplete: "email" },
  { name: "phone", kind: "tel", autoComplete: "tel", optional: true },
  { name: "company", kind: "text", autoComplete: "organization" },
  { name: "country", kind: "text", autoComplete: "country-name" },
  { name: "message", kind: "textarea" },
];

/** The contact panel's short form (spec 001 §2 "Talk to an expert"): a lead. */
export function ContactForm({ botProtection }: { botProtection: BotProtectionSettings }) {
  return (
    <LeadForm
      form="contact"
      schema={contactSchema}
      namespace="ContactPanel"
      rows={ROWS}
      botProtection={botProtection}
    />
  );
}
