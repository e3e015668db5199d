"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { ErrorNotice } from "@/components/ui/error-notice";
import type { InviteFailure } from "@/lib/portal/user-admin/invite-form";

import { LINK } from "./user-cells";

/**
 * Spec 001 §8 for the invite dialog: "user exists" with a link to that user's profile, and the
 * invite error with its technical details. Refusals of one field are shown at the field instead.
 */
export function InviteFailureMessage({
  failure,
  hrefOfUser,
}: {
  failure: InviteFailure;
  hrefOfUser: (id: string) => string;
}) {
  const t = useTranslations("UserAdmin.invite");
  if (failure.kind === "field") return null;
  if (failure.kind === "userExists") {
    return (
      <div
        role="alert"
        className="rounded border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
      >
        <h3 className="font-bold">{t("userExistsTitle")}</h3>
        <p>{t("userExistsText")}</p>
        <AppLink href={hrefOfUser(failure.userId)} className={`${LINK} font-semibold`}>
          {t("userExistsLink")}
        </AppLink>
      </div>
    );
  }
  return (
    <ErrorNotice technicalDetails={t("technicalDetails", { details: failure.details })}>
      <h3 className="font-bold">{t("errorTitle")}</h3>
      <p>{t("errorText")}</p>
    </ErrorNotice>
  );
}
