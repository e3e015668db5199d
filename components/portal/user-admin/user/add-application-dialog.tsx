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

/** Invites the user to an application he has no record of in this organization (action add). */
export function AddApplicationDialog({
  user,
  organization,
  applications,
  onDone,
  onClosed,
}: {
  user: AdminUserFieldsFragment;
  organization: OrganizationFieldsFragment;
  /** Only those he has no record of here. */
  applications: readonly { id: string; name: string }[];
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const change = useChangeAccess();
  const dialog = useRef<HTMLDialogElement>(null);
  const [application, setApplication] = useState("");
  const [isTried, setTried] = useState(false);

  const confirm = () => {
    setTried(true);
    const chosen = applications.find((candidate) => candidate.id === application);
    if (!chosen) return;
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
      title={t("addApplicationTitle", { organization: organization.name })}
      description={<p>{t("addApplicationText", { name: user.name })}</p>}
      confirmLabel={t("addApplicationConfirm")}
      onConfirm={confirm}
      onClosed={onClosed}
      isPending={change.isPending}
      error={change.error}
    >
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
