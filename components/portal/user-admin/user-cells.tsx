"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { UserAdminUser } from "@/lib/portal/user-admin/user";

export const LINK =
  "text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent";

/** A user's name, linking to his page; a person who has not set a password yet is marked so. */
export function UserNameLink({ user, href }: { user: UserAdminUser; href: string }) {
  const t = useTranslations("UserAdmin");
  return (
    <>
      <AppLink href={href} className={LINK}>
        {user.name}
      </AppLink>
      {user.hasAccount ? null : (
        <span className="block text-xs font-normal text-theme-muted">{t("noAccountYet")}</span>
      )}
    </>
  );
}

/** The organizations a user has access records in, one per line. */
export function OrganizationNames({ user }: { user: UserAdminUser }) {
  return (
    <ul>
      {user.organizations.map((organization) => (
        <li key={organization.id}>
          {organization.name}{" "}
          <span className="text-xs text-theme-muted sm:whitespace-nowrap">
            ({organization.orgId})
          </span>
        </li>
      ))}
    </ul>
  );
}
