"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import type { BotProtectionSettings } from "@/components/forms/load-bot-script";
import { SidePanel } from "@/components/panels/side-panel";
import { useOpenPanel } from "@/stores/open-panel";

// The form, react-hook-form and the rules load when a visitor opens the panel, not before.
const ContactForm = dynamic(
  () => import("@/components/forms/contact-form").then((module) => module.ContactForm),
  { ssr: false },
);

/**
 * Spec 001 §2 "Talk to an expert": the contact panel with its promise (spec 001 §9: a reply
 * within 24 hours) and a short contact form; opened from its side button or an
 * `action:open-contact-panel` link.
 */
export function ContactPanel({ botProtection }: { botProtection: BotProtectionSettings }) {
  const t = useTranslations("ContactPanel");
  const isOpen = useOpenPanel((state) => state.open === "contact");
  const close = useOpenPanel((state) => state.close);
  return (
    <SidePanel isOpen={isOpen} onClose={close} title={t("title")} testId="contact-panel">
      <p className="text-lg font-semibold text-copper-600">{t("promise")}</p>
      <p className="mt-2 mb-6">{t("intro")}</p>
      <ContactForm botProtection={botProtection} />
    </SidePanel>
  );
}
