"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";

import { USER_ADMIN_PATH } from "@/lib/portal/portal-routes";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { portalLink, usePortalContext } from "../../session/portal-context";
import { USER_DELETED_FLAG } from "../user-deleted-flash";
import { useDeleteUser } from "../use-user-admin-api";
import { ActionDialog } from "./action-dialog";

/** Deletes the user after a confirmation naming him; then back to the list, which says so. */
export function DeleteUserDialog({
  user,
  onClosed,
}: {
  user: UserAdminUser;
  onClosed: () => void;
}) {
  const t = useTranslations("UserAdminUser");
  const context = usePortalContext();
  const router = useRouter();
  const remove = useDeleteUser();
  const values = { name: user.name, email: user.email };
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () =>
        router.push(portalLink(context, `${USER_ADMIN_PATH}?${USER_DELETED_FLAG}=1`)),
    });
  return (
    <ActionDialog
      title={t("deleteUserTitle", values)}
      description={<p>{t("deleteUserText", values)}</p>}
      confirmLabel={t("deleteUserConfirm", values)}
      onConfirm={confirm}
      onClosed={onClosed}
      // Still busy while the list loads: nothing to press twice.
      isPending={remove.isPending || remove.isSuccess}
      error={remove.error}
    />
  );
}
