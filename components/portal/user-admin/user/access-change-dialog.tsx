"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import type { Access } from "@/lib/portal/user-admin/access";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";
import { refusalOf, type RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { useChangeAccess } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";
import type { ChangeDone } from "./dialog-types";
import { OwnAccessWarning } from "./own-access-warning";

/** Confirms one action on one access record (grant, accept, decline, resend, reinvite, …). */
export function AccessChangeDialog({
  user,
  record,
  action,
  warnsOfOwnAccess,
  onDone,
  onClosed,
}: {
  user: UserAdminUser;
  record: Access;
  action: RowAction;
  /** Withdrawing the administrator's own last record in an organization (spec 001 §8). */
  warnsOfOwnAccess: boolean;
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const change = useChangeAccess();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isWarned, setWarned] = useState(warnsOfOwnAccess);
  const values = {
    name: user.name,
    email: user.email,
    application: record.application.name,
    organization: record.organization.name,
  };
  const confirm = () => {
    const acknowledged = isWarned;
    change.mutate(
      {
        userId: user.id,
        organizationId: record.organization.id,
        application: record.application.id,
        action,
        ...(acknowledged ? { acknowledgeOwnAccessLoss: true } : {}),
      },
      {
        onSuccess: (answer) => {
          dialog.current?.close();
          onDone(answer, t(`done.${action}`, values));
        },
        // Should the back end see the loss where this page did not, the warning shows then.
        onError: (error) => {
          if (!acknowledged && refusalOf(error) === "ownAccessWarning") setWarned(true);
        },
      },
    );
  };
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t(`confirmTitle.${action}`)}
      description={
        <div className="space-y-2">
          <p>{t(`confirmText.${action}`, values)}</p>
          {isWarned ? <OwnAccessWarning organization={record.organization.name} /> : null}
        </div>
      }
      confirmLabel={t(`action.${action}`)}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      // The warning that came back is shown as the warning, not as a failure.
      error={isWarned && refusalOf(change.error) === "ownAccessWarning" ? null : change.error}
    />
  );
}
