"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import type {
  AdminUserFieldsFragment,
  OrganizationFieldsFragment,
} from "@/graphql/generated/portal";

import { ActionDialog } from "./action-dialog";
import { ChoiceSelect } from "./choice-select";
import type { ChangeDone } from "./dialog-types";
import { useChangeAccess } from "./use-user-admin-user";

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
  user: AdminUserFieldsFragment;
  /** Only those of his company he is not in. */
  organizations: readonly OrganizationFieldsFragment[];
  applications: readonly { id: string; name: string }[];
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const change = useChangeAccess();
  const dialog = useRef<HTMLDialogElement>(null);
  const [organizationId, setOrganizationId] = useState("");
  const [application, setApplication] = useState("");
  const [isTried, setTried] = useState(false);

  const confirm = () => {
    setTried(true);
    const organization = organizations.find((candidate) => candidate.id === organizationId);
    const chosen = applications.find((candidate) => candidate.id === application);
    if (!organization || !chosen) return;
    change.mutate(
      { userId: user.id, organizationId: organization.id, application: chosen.id, action: "add" },
      {
        onSuccess: (answer) => {
          dialog.current?.close();
          onDone(answer, t("done.add", { application: chosen.name, email: user.email }));
        },
      },
    );
  };
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t("addOrganizationTitle", { name: user.name })}
      description={<p>{t("addOrganizationText", { name: user.name })}</p>}
      confirmLabel={t("addOrganizationConfirm")}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      error={change.error}
    >
      <ChoiceSelect
        label={t("organizationField")}
        placeholder={t("chooseOrganization")}
        choices={organizations.map((organization) => ({
          id: organization.id,
          name: `${organization.name} (${organization.orgId}, ${organization.city})`,
        }))}
        value={organizationId}
        onChange={setOrganizationId}
        isMissing={isTried && organizationId === ""}
      />
      <ChoiceSelect
        label={t("application")}
        placeholder={t("chooseApplication")}
        choices={applications}
        value={application}
        onChange={setApplication}
        isMissing={isTried && application === ""}
      />
    </ActionDialog>
  );
}
