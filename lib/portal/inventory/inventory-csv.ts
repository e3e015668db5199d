/** A byte order mark first, so Excel reads the file as UTF-8 (umlauts, "·"). */
const UTF8_BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

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
