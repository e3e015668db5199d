"use client";

import { useTranslations } from "next-intl";

/**
 * A confirmation's text, and below it, while `isWarned`, the spec 001 §8 warning that the change
 * ends the administrator's own administration of the organization.
 */
export function TextWithOwnAccessWarning({
  text,
  organization,
  isWarned,
}: {
  text: string;
  organization: string;
  isWarned: boolean;
}) {
  const t = useTranslations("UserAdminUser");
  return (
    <div className="space-y-2">
      <p>{text}</p>
      {isWarned ? (
        <p
          className="rounded border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold text-amber-950"
          data-testid="own-access-warning"
        >
          {t("ownAccessWarning", { organization })}
        </p>
      ) : null}
    </div>
  );
}
