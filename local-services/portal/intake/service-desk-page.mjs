import { escapeHtml } from "../../oidc/pages/escape-html.mjs";
import { SERVICE_DESK_FILES_PATH } from "./form-uploads.mjs";

/** The demo mailbox's look (mailbox/mailbox-page.mjs). */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f4f6f8;color:#0b1f3a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{background:#0b1f3a;color:#fff;padding:1rem 1.5rem}
header p{margin:0;color:#fff;font-weight:700;letter-spacing:.04em}
header span{color:#e0a872}
main{max-width:56rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
h3{font-size:1.125rem;margin:0 0 .5rem}
p{margin:.5rem 0 1rem;color:#3d4753}
ol{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
article{background:#fff;border:1px solid #d5dae0;border-radius:4px;padding:1.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.flag{margin:0 0 .75rem;padding:.5rem .75rem;border-left:4px solid #9a5d27;background:#f6ebe1;color:#0b1f3a}
`;

const KIND_NAMES = /** @type {Record<string, string>} */ ({
  SUPPORT_REQUEST: "Support request",
  SERVICE_REQUEST: "Service request",
  WHITEPAPER_DOWNLOAD: "Whitepaper download",
  STORY_FEEDBACK: "Story feedback",
  CONTACT: "Contact",
});

/** @typedef {(reference: string, ids: string[]) => import('./form-uploads.mjs').FormAttachment[]} AttachmentsOf */

/** @param {number} bytes */
function sizeText(bytes) {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1000)} kB`;
}

/** The case's files, each a download through the service desk (never a public address). */
function attachmentsHtml(/** @type {import('./form-uploads.mjs').FormAttachment[]} */ files) {
  if (files.length === 0) return "none";
  return files
    .map(
      (file) =>
        `<a href="${SERVICE_DESK_FILES_PATH}/${encodeURIComponent(file.id)}" download>${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType ?? "unknown type")}, ${sizeText(file.length)})`,
    )
    .join("<br>");
}

/** @param {import('./intake-repository.mjs').IntakeRecord} record @param {AttachmentsOf} attachmentsOf */
function recordHtml(record, attachmentsOf) {
  const id = `record-${escapeHtml(record.reference)}`;
  const fields = Object.entries(record.fields)
    .map(([name, value]) => {
      const shown =
        name === "attachments" && typeof value === "string"
          ? attachmentsHtml(attachmentsOf(record.reference, value.split(" ")))
          : escapeHtml(String(value));
      return `<dt>${escapeHtml(name)}</dt><dd>${shown}</dd>`;
    })
    .join("");
  return `<li><article aria-labelledby="${id}">
<h3 id="${id}">${escapeHtml(record.reference)} · ${escapeHtml(KIND_NAMES[record.kind] ?? record.kind)}</h3>
${record.flag ? `<p class="flag">Flagged: ${escapeHtml(record.flag)}</p>` : ""}
<dl><dt>Received</dt><dd><time datetime="${escapeHtml(record.receivedAt)}">${escapeHtml(record.receivedAt)}</time></dd><dt>Language</dt><dd>${escapeHtml(record.locale)}</dd>${fields}</dl>
</article></li>`;
}

/** @param {string} title @param {import('./intake-repository.mjs').IntakeRecord[]} records @param {string} none @param {AttachmentsOf} attachmentsOf */
function sectionHtml(title, records, none, attachmentsOf) {
  return `<h2>${escapeHtml(title)}</h2>
${records.length === 0 ? `<p>${escapeHtml(none)}</p>` : `<ol>\n${records.map((record) => recordHtml(record, attachmentsOf)).join("\n")}\n</ol>`}`;
}

/**
 * The service desk's page: the cases the public forms opened and the leads they collected,
 * newest first. Every value is escaped: what a visitor typed is shown as text, never as HTML.
 * @param {{ cases: import('./intake-repository.mjs').IntakeRecord[], leads: import('./intake-repository.mjs').IntakeRecord[], attachmentsOf?: AttachmentsOf }} page
 */
export function renderServiceDeskPage({ cases, leads, attachmentsOf = () => [] }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Service desk – Ferrion</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>FERRION <span>Service desk</span></p></header>
<main>
<h1>Service desk</h1>
<p>What the site's public forms handed in (the demo's ticketing back end), newest first.</p>
${sectionHtml("Cases", cases, "No cases yet.", attachmentsOf)}
${sectionHtml("Leads", leads, "No leads yet.", attachmentsOf)}
</main>
</body>
</html>`;
}
