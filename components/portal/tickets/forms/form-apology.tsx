"use client";

import { useTranslations } from "next-intl";

import { ErrorNotice } from "@/components/ui/error-notice";
import { MailtoLink } from "@/components/ui/mailto-link";

/**
 * Spec 001 §8 "Ticket, comment and close forms": an apology with the contact to support; the
 * form keeps what was typed.
 */
export function FormApology({
  text,
  details,
}: {
  text: "apologyTicket" | "apologyComment" | "apologyClosure";
  details: string;
}) {
  const t = useTranslations("TicketForms");
  const email = t("supportEmail");
  return (
    <ErrorNotice technicalDetails={t("technicalDetails", { details })}>
      <h2 className="font-bold">{t("apologyTitle")}</h2>
      <p>
        {t.rich(text, { email, link: (chunks) => <MailtoLink email={email}>{chunks}</MailtoLink> })}
      </p>
    </ErrorNotice>
  );
}
