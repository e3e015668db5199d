"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDay } from "@/lib/format/date-time";

import type { AccessRecord } from "./access-actions";

/** A record's shown values, the same in the table and on the cards. */
export function useAccessFields() {
  const t = useTranslations("UserAdminUser");
  const language = useLocale();
  return (record: AccessRecord) => ({
    role: record.role ?? t("noRole"),
    requestedBy: record.requestedBy ?? t("notGiven"),
    requestDate: record.requestDate ? formatDay(record.requestDate, language) : t("notGiven"),
  });
}
