"use client";

import { useTranslations } from "next-intl";

import type { Application } from "@/lib/portal/user-admin/access";
import type { Organization } from "@/lib/portal/user-admin/organization";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { AddAccessDialog } from "./add-access-dialog";
import type { ChangeDone } from "./dialog-types";

/** Invites the user to an application he has no record of in this organization (action add). */
export function AddApplicationDialog({
  user,
  organization,
  applications,
  onDone,
  onClosed,
}: {
  user: UserAdminUser;
  organization: Organization;
  /** Only those he has no record of here. */
  applications: readonly Application[];
  onDone: ChangeDone;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  return (
    <AddAccessDialog
      user={user}
      organizationId={organization.id}
      applications={applications}
      title={t("addApplicationTitle", { organization: organization.name })}
      description={<p>{t("addApplicationText", { name: user.name })}</p>}
      confirmLabel={t("addApplicationConfirm")}
      onDone={onDone}
      onClosed={onClosed}
    />
  );
}
