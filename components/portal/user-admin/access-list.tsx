"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDay } from "@/lib/format/date-time";
import type { Access, AccessStatus } from "@/lib/portal/user-admin/access";

import { StatusBadge } from "../list/status-badge";

/** Statuses that wait for someone: who asked and when matters for them. */
const AWAITING = new Set<AccessStatus>(["invited", "inviteexpired", "pending"]);

/**
 * A user's access, one line per application and organization: the status as a word on its
 * colour, and for an open invitation or request who asked for it and when (spec 001 §3).
 */
export function AccessList({ access }: { access: readonly Access[] }) {
  const t = useTranslations("UserAdmin");
  const language = useLocale();
  if (access.length === 0) return <p className="text-theme-muted">{t("noAccess")}</p>;
  return (
    <ul className="space-y-2">
      {access.map((record) => (
        <li key={`${record.organization.id}:${record.application.id}`}>
          <span className="font-semibold">{record.application.name}</span>
          <span className="text-theme-muted"> · {record.organization.name} </span>
          <StatusBadge
            status={record.status}
            label={t(`status.${record.status}`)}
            className="ml-1"
          />
          {AWAITING.has(record.status) && record.requestedBy ? (
            <p className="text-xs text-theme-muted">
              {record.requestDate
                ? t("requestedByOn", {
                    name: record.requestedBy,
                    date: formatDay(record.requestDate, language),
                  })
                : t("requestedBy", { name: record.requestedBy })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
