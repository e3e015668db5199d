"use client";

import { useTranslations } from "next-intl";

/** Spec 001 §8: the form's failure text and the help address; the form keeps what was typed. */
export function FormFailure({ text, details }: { text: string; details: string }) {
  const t = useTranslations("PublicForms");
  const email = t("helpEmail");
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{text}</p>
      <p className="mt-2">
        {t.rich("helpAddress", {
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
