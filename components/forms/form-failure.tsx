"use client";

import { useTranslations } from "next-intl";

import { ErrorNotice } from "@/components/ui/error-notice";
import { MailtoLink } from "@/components/ui/mailto-link";

/** Spec 001 §8: the form's failure text and the help address; the form keeps what was typed. */
export function FormFailure({ text, details }: { text: string; details: string }) {
  const t = useTranslations("PublicForms");
  const email = t("helpEmail");
  return (
    <ErrorNotice technicalDetails={t("technicalDetails", { details })}>
      <p className="font-semibold">{text}</p>
      <p className="mt-2">
        {t.rich("helpAddress", {
          email,
          link: (chunks) => <MailtoLink email={email}>{chunks}</MailtoLink>,
        })}
      </p>
    </ErrorNotice>
  );
}
