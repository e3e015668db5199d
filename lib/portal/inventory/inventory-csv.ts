/** A byte order mark first, so Excel reads the file as UTF-8 (umlauts, "·"). */
const UTF8_BOM = "\uFEFF";

type CsvValue = string | number | null | undefined;

/**
 * One field as RFC 4180 wants it: quoted when it holds the separator, a quote or a line break
 * (quotes doubled). A field that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * the start) gets a leading apostrophe, so an exported name cannot become a formula.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: BOM, header row, one line per row, CRLF line ends (RFC 4180). */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** `inventory-2026-11-24.csv`, the day in UTC. */
export function inventoryCsvFileName(now: Date): string {
  return `inventory-${now.toISOString().slice(0, 10)}.csv`;
}

/** The inventory's columns, in the order of the screen's table and of the CSV file. */
export const INVENTORY_COLUMNS = [
  "model",
  "serialNumber",
  "name",
  "plant",
  "organization",
  "yearOfManufacture",
  "softwareVersion",
  "warrantyEnd",
  "location",
  "openTickets",
] as const;
export type InventoryColumn = (typeof INVENTORY_COLUMNS)[number];

interface InventoryCsvMachine {
  model: string;
  serialNumber: string;
  name: string;
  plant: string;
  organization: string;
  yearOfManufacture?: number | null;
  softwareVersion?: string | null;
  /** YYYY-MM-DD: a day every spreadsheet reads, whatever the reader's language. */
  warrantyEnd?: string | null;
  openTickets: number;
  location: { name: string };
}

/** A machine's CSV line, in INVENTORY_COLUMNS order; an unknown detail is an empty field. */
export function inventoryCsvRow(machine: InventoryCsvMachine): CsvValue[] {
  return [
    machine.model,
    machine.serialNumber,
    machine.name,
    machine.plant,
    machine.organization,
    machine.yearOfManufacture,
    machine.softwareVersion,
    machine.warrantyEnd,
    machine.location.name,
    machine.openTickets,
  ];
}
