"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useRef, useState } from "react";

import type { Application } from "@/lib/portal/user-admin/access";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { useChangeAccess } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";
import { ChoiceSelect } from "./choice-select";
import type { ChangeDone } from "./dialog-types";

/**
 * A dialog that invites the user to an application in an organization (action add, the way every
 * access begins): the application is chosen here; confirming without every choice says what is
 * missing; after success the dialog closes and says what was done.
 */
export function AddAccessDialog({
  user,
  organizationId,
  applications,
  title,
  description,
  confirmLabel,
  onDone,
  onClosed,
  children,
}: {
  user: UserAdminUser;
  /** The organization to add him in; `undefined` while none is chosen. */
  organizationId: string | undefined;
  applications: readonly Application[];
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onDone: ChangeDone;
  onClosed: () => void;
  /** A choice of the caller's before the application's, told whether confirming was tried. */
  children?: (isTried: boolean) => ReactNode;
}) {
  const t = useTranslations("UserAdminUser");
  const change = useChangeAccess();
  const dialog = useRef<HTMLDialogElement>(null);
  const [application, setApplication] = useState("");
  const [isTried, setTried] = useState(false);

  const confirm = () => {
    setTried(true);
    const chosen = applications.find((candidate) => candidate.id === application);
    if (!organizationId || !chosen) return;
    change.mutate(
      { userId: user.id, organizationId, application: chosen.id, action: "add" },
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
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      error={change.error}
    >
      {children?.(isTried)}
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
