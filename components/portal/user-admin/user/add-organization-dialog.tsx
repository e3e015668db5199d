"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { Application } from "@/lib/portal/user-admin/access";
import type { Organization } from "@/lib/portal/user-admin/organization";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { AddAccessDialog } from "./add-access-dialog";
import { ChoiceSelect } from "./choice-select";
import type { ChangeDone } from "./dialog-types";

/**
 * Adds the user to another organization the administrator administers, with a first application
 * (action add: an invitation, the way every access begins).
 */
export function AddOrganizationDialog({
  user,
  organizations,
  applications,
  onDone,
  onClosed,
}: {
  user: UserAdminUser;
  /** Only those of his company he is not in. */
  organizations: readonly Organization[];
  applications: readonly Application[];
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const [organizationId, setOrganizationId] = useState("");
  const organization = organizations.find((candidate) => candidate.id === organizationId);
  return (
    <AddAccessDialog
      user={user}
      organizationId={organization?.id}
      applications={applications}
      title={t("addOrganizationTitle", { name: user.name })}
      description={<p>{t("addOrganizationText", { name: user.name })}</p>}
      confirmLabel={t("addOrganizationConfirm")}
      onDone={onDone}
      onClosed={onClosed}
    >
      {(isTried) => (
        <ChoiceSelect
          label={t("organizationField")}
          placeholder={t("chooseOrganization")}
          choices={organizations.map((candidate) => ({
            id: candidate.id,
            name: `${candidate.name} (${candidate.orgId}, ${candidate.city})`,
          }))}
          value={organizationId}
          onChange={setOrganizationId}
          isMissing={isTried && organizationId === ""}
        />
      )}
    </AddAccessDialog>
  );
}
