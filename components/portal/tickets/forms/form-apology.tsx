"use client";

import { useTranslations } from "next-intl";

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
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      <h2 className="font-bold">{t("apologyTitle")}</h2>
      <p>
        {t.rich(text, {
          email,
          link: (chunks) => (
            <a href={`mailto:${email}`} className="font-semibold underline">
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className="mt-2 font-mono text-sm break-words">{t("technicalDetails", { details })}</p>
    </div>
  );
}
