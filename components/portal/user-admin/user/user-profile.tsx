"use client";

import { useTranslations } from "next-intl";

import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { FieldList } from "../../field-list";

/** Who the user is: name, e-mail, company, role and whether he has set a password. */
export function UserProfile({ user }: { user: UserAdminUser }) {
  const t = useTranslations("UserAdminUser");
  const rows: [string, string][] = [
    [t("fields.name"), user.name],
    [t("fields.email"), user.email],
    [t("fields.company"), user.company],
    [t("fields.role"), t(`role.${user.role}`)],
    [t("fields.account"), user.hasAccount ? t("hasAccount") : t("noAccount")],
  ];
  return (
    <FieldList
      rows={rows}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1"
      testId="user-profile"
    />
  );
}
