"use client";

import { useTranslations } from "next-intl";

import { StatusBadge } from "@/components/portal/list/status-badge";
import type { Access } from "@/lib/portal/user-admin/access";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { PortalTable, TABLE_CELL } from "../../list/portal-table";
import { AccessActions } from "./access-actions";
import { useAccessFields } from "./use-access-fields";

const COLUMNS = ["application", "role", "status", "requestedBy", "requestDate", "actions"] as const;

/** One organization's access records as a table (wide screens; cards on phones). */
export function AccessTable({
  records,
  caption,
  onAction,
}: {
  records: readonly Access[];
  caption: string;
  onAction: (record: Access, action: RowAction) => void;
}) {
  const t = useTranslations("UserAdminUser");
  const status = useTranslations("UserAdmin.status");
  const fieldsOf = useAccessFields();
  return (
    <PortalTable caption={caption} columns={COLUMNS} headerOf={(column) => t(`columns.${column}`)}>
      {records.map((record) => {
        const fields = fieldsOf(record);
        return (
          <tr key={record.application.id} className="border-b border-theme-border align-top">
            <th scope="row" className={`${TABLE_CELL} font-semibold`}>
              {record.application.name}
            </th>
            <td className={TABLE_CELL}>{fields.role}</td>
            <td className={TABLE_CELL}>
              <StatusBadge status={record.status} label={status(record.status)} />
            </td>
            <td className={TABLE_CELL}>{fields.requestedBy}</td>
            <td className={`${TABLE_CELL} whitespace-nowrap`}>{fields.requestDate}</td>
            <td className={TABLE_CELL}>
              <AccessActions record={record} onAction={onAction} />
            </td>
          </tr>
        );
      })}
    </PortalTable>
  );
}
