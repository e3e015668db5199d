"use client";

import { useTranslations } from "next-intl";

import { StatusBadge } from "@/components/portal/status-badge";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { AccessActions, type AccessRecord } from "./access-actions";
import { useAccessFields } from "./use-access-fields";

const CELL = "px-1.5 py-2";

/** One organization's access records as a table (wide screens; cards on phones). */
export function AccessTable({
  records,
  caption,
  onAction,
}: {
  records: readonly AccessRecord[];
  caption: string;
  onAction: (record: AccessRecord, action: RowAction) => void;
}) {
  const t = useTranslations("UserAdminUser");
  const status = useTranslations("UserAdmin.status");
  const fieldsOf = useAccessFields();
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-theme-border">
            {(
              ["application", "role", "status", "requestedBy", "requestDate", "actions"] as const
            ).map((column) => (
              <th key={column} scope="col" className={`${CELL} align-bottom font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const fields = fieldsOf(record);
            return (
              <tr key={record.application.id} className="border-b border-theme-border align-top">
                <th scope="row" className={`${CELL} font-semibold`}>
                  {record.application.name}
                </th>
                <td className={`${CELL} font-mono text-xs break-all`}>{fields.role}</td>
                <td className={CELL}>
                  <StatusBadge status={record.status} label={status(record.status)} />
                </td>
                <td className={CELL}>{fields.requestedBy}</td>
                <td className={`${CELL} whitespace-nowrap`}>{fields.requestDate}</td>
                <td className={CELL}>
                  <AccessActions record={record} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
