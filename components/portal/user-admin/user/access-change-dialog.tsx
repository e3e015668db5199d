"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import type { AdminUserFieldsFragment } from "@/graphql/generated/portal";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import type { AccessRecord } from "./access-actions";
import { ActionDialog } from "./action-dialog";
import type { ChangeDone } from "./dialog-types";
import { useChangeAccess } from "./use-user-admin-user";

/** Confirms one action on one access record (grant, accept, decline, resend, reinvite, …). */
export function AccessChangeDialog({
  user,
  record,
  action,
  onDone,
  onClosed,
}: {
  user: AdminUserFieldsFragment;
  record: AccessRecord;
  action: RowAction;
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const change = useChangeAccess();
  const dialog = useRef<HTMLDialogElement>(null);
  const values = {
    name: user.name,
    email: user.email,
    application: record.application.name,
    organization: record.organization.name,
  };
  const confirm = () =>
    change.mutate(
      {
        userId: user.id,
        organizationId: record.organization.id,
        application: record.application.id,
        action,
      },
      {
        onSuccess: (answer) => {
          dialog.current?.close();
          onDone(answer, t(`done.${action}`, values));
        },
      },
    );
  return (
    <ActionDialog
      dialogRef={dialog}
      title={t(`confirmTitle.${action}`)}
      description={<p>{t(`confirmText.${action}`, values)}</p>}
      confirmLabel={t(`action.${action}`)}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      error={change.error}
    />
  );
}
