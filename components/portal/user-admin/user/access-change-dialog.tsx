"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import type { Access } from "@/lib/portal/user-admin/access";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { useChangeAccess } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";
import type { ChangeDone } from "./dialog-types";
import { TextWithOwnAccessWarning } from "./own-access-warning";
import { useOwnAccessWarning } from "./use-own-access-warning";

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
  const warning = useOwnAccessWarning(warnsOfOwnAccess);
  const values = {
    name: user.name,
    email: user.email,
    application: record.application.name,
    organization: record.organization.name,
  };
  const confirm = () => {
    const { acknowledged, onError } = warning.attempt();
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
        onError,
      },
    );
  };
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t(`confirmTitle.${action}`)}
      description={
        <TextWithOwnAccessWarning
          text={t(`confirmText.${action}`, values)}
          organization={record.organization.name}
          isWarned={warning.isWarned}
        />
      }
      confirmLabel={t(`action.${action}`)}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      error={warning.failureOf(change.error)}
    />
  );
}
