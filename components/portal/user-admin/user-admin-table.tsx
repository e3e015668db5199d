"use client";

import { useTranslations } from "next-intl";

import type { AdminUserFieldsFragment } from "@/graphql/generated/portal";

import { AccessList } from "./access-list";
import { OrganizationNames, UserNameLink } from "./user-cells";

interface UserAdminTableProps {
  users: readonly AdminUserFieldsFragment[];
  caption: string;
  /** An internal administrator sees users of every company: the company gets a column. */
  showsCompany: boolean;
  hrefOf: (id: string) => string;
}

const CELL = "px-1.5 py-2";

/** The users on wide screens: one row each with the labels of spec 001 §3. */
export function UserAdminTable({ users, caption, showsCompany, hrefOf }: UserAdminTableProps) {
  const t = useTranslations("UserAdmin");
  const columns = [
    "name",
    "email",
    ...(showsCompany ? (["company"] as const) : []),
    "role",
    "organizations",
    "access",
  ] as const;
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-theme-border">
            {columns.map((column) => (
              <th key={column} scope="col" className={`${CELL} align-bottom font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-theme-border align-top">
              <th scope="row" className={`${CELL} font-semibold`}>
                <UserNameLink user={user} href={hrefOf(user.id)} />
              </th>
              <td className={`${CELL} break-all`}>{user.email}</td>
              {showsCompany ? <td className={CELL}>{user.company}</td> : null}
              <td className={CELL}>{t(`role.${user.role}`)}</td>
              <td className={CELL}>
                <OrganizationNames user={user} />
              </td>
              <td className={`${CELL} min-w-72`}>
                <AccessList access={user.access} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
