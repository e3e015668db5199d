"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDay } from "@/lib/format/date-time";
import type { Access } from "@/lib/portal/user-admin/access";

/**
 * A record's shown values, the same in the table and on the cards. The role reads as the
 * application and its status (`Inventory · Access requested`): its code
 * (`kmx_int_assetdb_pending`) says nothing to a customer's administrator.
 */
export function useAccessFields() {
  const t = useTranslations("UserAdminUser");
  const status = useTranslations("UserAdmin.status");
  const language = useLocale();
  return (record: Access) => ({
    role: record.role
      ? t("roleOf", { application: record.application.name, status: status(record.status) })
      : t("noRole"),
    requestedBy: record.requestedBy ?? t("notGiven"),
    requestDate: record.requestDate ? formatDay(record.requestDate, language) : t("notGiven"),
  });
}
