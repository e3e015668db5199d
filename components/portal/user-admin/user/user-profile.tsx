"use client";

import { useTranslations } from "next-intl";

import type { UserAdminUser } from "@/lib/portal/user-admin/user";

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
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1" data-testid="user-profile">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
