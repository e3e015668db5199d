"use client";

import { useTranslations } from "next-intl";

/** Spec 001 §8: shown before a change that ends the administrator's own administration. */
export function OwnAccessWarning({ organization }: { organization: string }) {
  const t = useTranslations("UserAdminUser");
  return (
    <p
      className="rounded border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold text-amber-950"
      data-testid="own-access-warning"
    >
      {t("ownAccessWarning", { organization })}
    </p>
  );
}
