"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import type { Organization } from "@/lib/portal/user-admin/organization";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";
import { refusalOf } from "@/lib/portal/user-admin/user-detail-view";

import { useRemoveOrganization } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";
import type { ChangeDone } from "./dialog-types";
import { OwnAccessWarning } from "./own-access-warning";

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
  const [isWarned, setWarned] = useState(warnsOfOwnAccess);
  const values = { name: user.name, organization: organization.name };

  const confirm = () => {
    const acknowledged = isWarned;
    remove.mutate(
      { userId: user.id, organizationId: organization.id, acknowledgeOwnAccessLoss: acknowledged },
      {
        onSuccess: (answer) => {
          dialog.current?.close();
          onDone(answer, t("organizationRemoved", values));
        },
        onError: (error) => {
          if (!acknowledged && refusalOf(error) === "ownAccessWarning") setWarned(true);
        },
      },
    );
  };
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t("removeOrganizationTitle", values)}
      description={
        <div className="space-y-2">
          <p>{t("removeOrganizationText", values)}</p>
          {isWarned ? <OwnAccessWarning organization={organization.name} /> : null}
        </div>
      }
      confirmLabel={isWarned ? t("removeOwnOrganizationConfirm") : t("removeOrganizationConfirm")}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={remove.isPending}
      // The warning that came back is shown as the warning, not as a failure.
      error={isWarned && refusalOf(remove.error) === "ownAccessWarning" ? null : remove.error}
    />
  );
}
