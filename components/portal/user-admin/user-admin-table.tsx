"use client";

import { useTranslations } from "next-intl";

import type { UserAdminUser } from "@/lib/portal/user-admin/user";

import { PortalTable, TABLE_CELL } from "../list/portal-table";
import { AccessList } from "./access-list";
import { OrganizationNames, UserNameLink } from "./user-cells";

interface UserAdminTableProps {
  users: readonly UserAdminUser[];
  caption: string;
  /** An internal administrator sees users of every company: the company gets a column. */
  showsCompany: boolean;
  hrefOf: (id: string) => string;
}

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
    <PortalTable caption={caption} columns={columns} headerOf={(column) => t(`columns.${column}`)}>
      {users.map((user) => (
        <tr key={user.id} className="border-b border-theme-border align-top">
          <th scope="row" className={`${TABLE_CELL} font-semibold`}>
            <UserNameLink user={user} href={hrefOf(user.id)} />
          </th>
          <td className={`${TABLE_CELL} break-all`}>{user.email}</td>
          {showsCompany ? <td className={TABLE_CELL}>{user.company}</td> : null}
          <td className={TABLE_CELL}>{t(`role.${user.role}`)}</td>
          <td className={TABLE_CELL}>
            <OrganizationNames user={user} />
          </td>
          <td className={`${TABLE_CELL} min-w-72`}>
            <AccessList access={user.access} />
          </td>
        </tr>
      ))}
    </PortalTable>
  );
}
