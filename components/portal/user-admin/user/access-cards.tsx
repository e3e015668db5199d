"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { StatusBadge } from "@/components/portal/list/status-badge";
import type { Access } from "@/lib/portal/user-admin/access";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { AccessActions } from "./access-actions";
import { useAccessFields } from "./use-access-fields";

/** One organization's access records on small screens: a card each, the table's fields. */
export function AccessCards({
  records,
  label,
  onAction,
}: {
  records: readonly Access[];
  label: string;
  onAction: (record: Access, action: RowAction) => void;
}) {
  const t = useTranslations("UserAdminUser");
  const status = useTranslations("UserAdmin.status");
  const fieldsOf = useAccessFields();
  const id = useId();
  return (
    <ul aria-label={label} className="space-y-4 lg:hidden">
      {records.map((record) => {
        const fields = fieldsOf(record);
        const headingId = `${id}-${record.application.id}`;
        return (
          <li key={record.application.id}>
            <article aria-labelledby={headingId} className="rounded border border-theme-border p-4">
              <h4 id={headingId} className="font-bold">
                {record.application.name}
              </h4>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">{t("columns.status")}</dt>
                <dd>
                  <StatusBadge status={record.status} label={status(record.status)} />
                </dd>
                <dt className="font-semibold">{t("columns.role")}</dt>
                <dd>{fields.role}</dd>
                <dt className="font-semibold">{t("columns.requestedBy")}</dt>
                <dd>{fields.requestedBy}</dd>
                <dt className="font-semibold">{t("columns.requestDate")}</dt>
                <dd>{fields.requestDate}</dd>
              </dl>
              <div className="mt-3">
                <AccessActions record={record} onAction={onAction} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
