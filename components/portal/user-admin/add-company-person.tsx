"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { AccessChange } from "@/lib/portal/user-admin/access-change";
import { refusalOf, technicalDetails } from "@/lib/portal/user-admin/user-detail-view";

import { useChangeAccess } from "./use-user-admin-api";

interface AddCompanyPersonProps {
  userId: string;
  email: string;
  organization: { id: string; name: string };
  application: { id: string; name: string };
  onAdded: (change: AccessChange) => void;
}

/**
 * "User exists" for a person of the company who is in none of the administrator's organizations
 * (issue 29): the profile would only say "No permission", so the answer offers what leads
 * somewhere — adding the person to the organization and application chosen in the form, which
 * invites them by e-mail and makes them the administrator's to administer again.
 */
export function AddCompanyPerson({
  userId,
  email,
  organization,
  application,
  onAdded,
}: AddCompanyPersonProps) {
  const t = useTranslations("UserAdmin.invite");
  const tUser = useTranslations("UserAdminUser");
  const add = useChangeAccess();
  const submit = () =>
    add.mutate(
      { userId, organizationId: organization.id, application: application.id, action: "add" },
      { onSuccess: onAdded },
    );
  return (
    <div
      role="alert"
      data-testid="user-outside-organizations"
      className="space-y-3 rounded border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h3 className="font-bold">{t("userExistsTitle")}</h3>
      <p>
        {t("userOutsideText", {
          email,
          organization: organization.name,
          application: application.name,
        })}
      </p>
      {add.error ? (
        <div className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-950">
          <p>{tUser(`refusal.${refusalOf(add.error)}`)}</p>
          <p className="mt-1 font-mono text-sm break-words">
            {tUser("technicalDetails", { details: technicalDetails(add.error) })}
          </p>
        </div>
      ) : null}
      <Button loading={add.isPending} loadingLabel={t("adding")} onClick={submit}>
        {t("userOutsideAdd", { organization: organization.name })}
      </Button>
    </div>
  );
}
