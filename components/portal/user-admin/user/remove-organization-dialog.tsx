"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import type { Organization } from "@/lib/portal/user-admin/organization";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { useRemoveOrganization } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";
import type { ChangeDone } from "./dialog-types";
import { TextWithOwnAccessWarning } from "./own-access-warning";
import { useOwnAccessWarning } from "./use-own-access-warning";

/**
 * Withdraws all of the user's access in one organization. On his own profile an external
 * administrator first reads the spec 001 §8 warning that this ends his administration of it;
 * only confirming that sends acknowledgeOwnAccessLoss. Should the back end ask for it anyway
 * (ownAccessWarning), the warning appears then, before anything changes.
 */
export function RemoveOrganizationDialog({
  user,
  organization,
  warnsOfOwnAccess,
  onDone,
  onClosed,
}: {
  user: UserAdminUser;
  organization: Organization;
  warnsOfOwnAccess: boolean;
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const remove = useRemoveOrganization();
  const dialog = useRef<HTMLDialogElement>(null);
  const warning = useOwnAccessWarning(warnsOfOwnAccess);
  const values = { name: user.name, organization: organization.name };

  const confirm = () => {
    const { acknowledged, onError } = warning.attempt();
    remove.mutate(
      { userId: user.id, organizationId: organization.id, acknowledgeOwnAccessLoss: acknowledged },
      {
        onSuccess: (answer) => {
          dialog.current?.close();
          onDone(answer, t("organizationRemoved", values));
        },
        onError,
      },
    );
  };
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t("removeOrganizationTitle", values)}
      description={
        <TextWithOwnAccessWarning
          text={t("removeOrganizationText", values)}
          organization={organization.name}
          isWarned={warning.isWarned}
        />
      }
      confirmLabel={
        warning.isWarned ? t("removeOwnOrganizationConfirm") : t("removeOrganizationConfirm")
      }
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={remove.isPending}
      error={warning.failureOf(remove.error)}
    />
  );
}
