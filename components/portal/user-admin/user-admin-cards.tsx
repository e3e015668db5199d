"use client";

import { useTranslations } from "next-intl";

import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { AccessList } from "./access-list";
import { OrganizationNames, UserNameLink } from "./user-cells";

interface UserAdminCardsProps {
  users: readonly UserAdminUser[];
  label: string;
  showsCompany: boolean;
  hrefOf: (id: string) => string;
}

/** The users on small screens: a card each, the same fields as the table's row. */
export function UserAdminCards({ users, label, showsCompany, hrefOf }: UserAdminCardsProps) {
  const t = useTranslations("UserAdmin");
  return (
    <ul aria-label={label} className="space-y-4 lg:hidden" data-testid="user-admin-cards">
      {users.map((user) => (
        <li key={user.id}>
          <article
            aria-labelledby={`user-card-${user.id}`}
            className="rounded border border-theme-border p-4"
          >
            <h3 id={`user-card-${user.id}`} className="font-bold">
              <UserNameLink user={user} href={hrefOf(user.id)} />
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold">{t("columns.email")}</dt>
              <dd className="break-all">{user.email}</dd>
              {showsCompany ? (
                <>
                  <dt className="font-semibold">{t("columns.company")}</dt>
                  <dd>{user.company}</dd>
                </>
              ) : null}
              <dt className="font-semibold">{t("columns.role")}</dt>
              <dd>{t(`role.${user.role}`)}</dd>
              <dt className="font-semibold">{t("columns.organizations")}</dt>
              <dd>
                <OrganizationNames user={user} />
              </dd>
              <dt className="font-semibold">{t("columns.access")}</dt>
              <dd>
                <AccessList access={user.access} />
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
