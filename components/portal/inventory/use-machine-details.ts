"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDay } from "@/lib/format/date-time";
import type { InventoryMachine } from "@/lib/portal/inventory/inventory-machine";

/** The details a machine may lack (older records), shown as "not known" rather than blank. */
export function useMachineDetails() {
  const t = useTranslations("Inventory");
  const language = useLocale();
  return (machine: InventoryMachine) => ({
    year: machine.yearOfManufacture ?? t("notKnown"),
    softwareVersion: machine.softwareVersion ?? t("notKnown"),
    warrantyEnd: machine.warrantyEnd ? formatDay(machine.warrantyEnd, language) : t("notKnown"),
  });
}
