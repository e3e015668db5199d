import { renderDemoPdf } from "../content/demo-pdf.mjs";
import { manualDocument } from "./demo-manual.mjs";

/**
 * Small one-page PDFs for the catalogue's files (datasheets, declarations, …), rendered from the
 * catalogue itself, so the seed commits no binaries and the 10,000-product catalogue has real
 * downloads too. Deterministic: the seeder measures size_bytes with the same function. Manuals
 * (the catalogue's and the knowledge hub's) are multi-page PDFs: productFileBytes.
 */

/** @param {string} text */
function escapePdfText(text) {
  // The standard fonts speak WinAnsi; anything outside Latin-1 becomes "?".
  return text
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/([\\()])/g, "\\$1");
}

/**
 * @param {{ title: string, lines: string[] }} content
 * @returns {Buffer}
 */
export function renderPdf({ title, lines }) {
  const text = [
    "BT /F1 20 Tf 56 780 Td",
    `(${escapePdfText(title)}) Tj`,
    "/F1 11 Tf 0 -30 Td 16 TL",
    ...lines.map((line) => `(${escapePdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escapePdfText(title)}) /Producer (Ferrion PIM stand-in) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * The PDF served for one file of a stored product.
 * @param {{ id: string, name: import('./locale.mjs').LocalizedText }} product
 * @param {{ id: string, type: string, content_language: string, name: import('./locale.mjs').LocalizedText }} file
 */
export function renderProductFile(product, file) {
  const pick = (/** @type {import('./locale.mjs').LocalizedText} */ value) =>
    typeof value === "string" ? value : (value[file.content_language] ?? value.en ?? "");
  return renderPdf({
    title: pick(product.name),
    lines: [
      pick(file.name),
      `Document ${file.id} - ${file.type} - language ${file.content_language}`,
      `Product ${product.id}`,
      "Ferrion AG - demo document of the local product information system.",
    ],
  });
}

const MANUAL_CACHE_SIZE = 200;
/** @type {Map<string, Promise<Buffer>>} */
const manuals = new Map();

/**
 * The bytes served for a catalogue file, knowledge hub document or software package: a manual is a multi-page
 * PDF with a table of contents (pdf-lib, rendered once per file and kept while it is among the
 * last 200 asked for), every other file the small one-page PDF above.
 * @param {{ id: string, name: import('./locale.mjs').LocalizedText }} product
 * @param {{ id: string, type: string, content_language: string, name: import('./locale.mjs').LocalizedText, date?: string }} file
 * @returns {Promise<Buffer>}
 */
export function productFileBytes(product, file) {
  if (file.type !== "manual") return Promise.resolve(renderProductFile(product, file));
  const key = `${product.id}/${file.id}`;
  let bytes = manuals.get(key);
  if (!bytes) {
    const pick = (/** @type {import('./locale.mjs').LocalizedText} */ value) =>
      typeof value === "string" ? value : (value[file.content_language] ?? value.en ?? "");
    bytes = renderDemoPdf(
      manualDocument({
        productName: pick(product.name),
        productId: product.id,
        title: pick(file.name),
        date: file.date ?? "2024-01-01",
      }),
    ).then((pdf) => Buffer.from(pdf));
    manuals.set(key, bytes);
    if (manuals.size > MANUAL_CACHE_SIZE) manuals.delete(manuals.keys().next().value ?? "");
  }
  return bytes;
}
