"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  buildCsv,
  INVENTORY_COLUMNS,
  inventoryCsvFileName,
  inventoryCsvRow,
} from "@/lib/portal/inventory/inventory-csv";
import type { InventoryFilter } from "@/lib/portal/inventory/inventory-query";

import { messageOf } from "../portal-error";
import { useAllInventoryMachines } from "./use-inventory-api";

type ExportState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; file: string; count: number }
  | { kind: "failed"; details: string };

/** Hands the browser a file made here, as a download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports every machine the filter matches (all pages, not only the shown one) as a CSV file
 * built in the browser, with the table's column names as its header.
 */
export function CsvExportButton({ filter }: { filter: InventoryFilter }) {
  const t = useTranslations("Inventory");
  const allMachines = useAllInventoryMachines();
  const [state, setState] = useState<ExportState>({ kind: "idle" });

  const exportCsv = async () => {
    setState({ kind: "busy" });
    try {
      const machines = await allMachines(filter);
      const header = INVENTORY_COLUMNS.map((column) => t(`columns.${column}`));
      const file = inventoryCsvFileName(new Date());
      download(buildCsv(header, machines.map(inventoryCsvRow)), file);
      setState({ kind: "done", file, count: machines.length });
    } catch (error) {
      setState({ kind: "failed", details: messageOf(error) });
    }
  };

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={exportCsv}
        loading={state.kind === "busy"}
        loadingLabel={t("export.busy")}
      >
        {t("export.button")}
      </Button>
      <p aria-live="polite" className="text-sm">
        {state.kind === "done" ? t("export.done", { file: state.file, count: state.count }) : null}
      </p>
      {state.kind === "failed" ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-950">
          {t("export.failed", { details: state.details })}
        </p>
      ) : null}
    </div>
  );
}
