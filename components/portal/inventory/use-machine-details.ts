"use client";

import { useLocale, useTranslations } from "next-intl";

import type { InventoryMachineFragment } from "@/graphql/generated/portal";
import { formatDay } from "@/lib/format/date-time";

/** The details a machine may lack (older records), shown as "not known" rather than blank. */
export function useMachineDetails() {
  const t = useTranslations("Inventory");
  const language = useLocale();
  return (machine: InventoryMachineFragment) => ({
    year: machine.yearOfManufacture ?? t("notKnown"),
    softwareVersion: machine.softwareVersion ?? t("notKnown"),
    warrantyEnd: machine.warrantyEnd ? formatDay(machine.warrantyEnd, language) : t("notKnown"),
  });
}
