import { escapeHtml } from "./escape-html.mjs";

/** Ferrion's look in a few rules: navy band, copper action, steel surfaces, system fonts. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f4f6f8;color:#0b1f3a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{background:#0b1f3a;color:#fff;padding:1rem 1.5rem}
header p{margin:0;color:#fff;font-weight:700;letter-spacing:.04em}
header span{color:#e0a872}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d5dae0;border-radius:4px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
p{margin:.5rem 0 1rem;color:#3d4753}
form{display:grid;gap:1rem}
label{display:grid;gap:.25rem;font-weight:600}
.field{display:grid;gap:.25rem}
.hint{font-weight:400;font-size:.875rem;color:#6b7785}
input{font:inherit;font-weight:400;padding:.625rem .75rem;border:1px solid #6b7785;border-radius:2px;color:#0b1f3a;background:#fff}
input[aria-invalid=true]{border-color:#b42318}
button,.button{font:inherit;font-weight:600;padding:.625rem 1rem;border:1px solid #9a5d27;border-radius:2px;background:#9a5d27;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#7d4a1e}
.secondary{background:#fff;color:#0b1f3a;border-color:#6b7785}
.secondary:hover{background:#e6ecf5}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
a{color:#1f6feb}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b42318;background:#fdecea;color:#7a1810}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #9a5d27;background:#f6ebe1;color:#0b1f3a}
code{font-size:1.125rem;word-break:break-all}
`;

/**
 * One identity page: a full HTML document with the Ferrion band and a card.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.title
 * @param {string} page.body already escaped HTML
 */
export function renderLayout({ language, texts, title, body }) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(texts.brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>FERRION <span>ID</span></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * Headers of every identity page: never cached; forms may only go to the provider and, through
 * its redirects, back to a loopback site (browsers apply form-action to redirects too).
 */
export const PAGE_HEADERS = Object.freeze({
  "Cache-Control": "no-store",
  "Content-Security-Policy": [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // The MFA setup's QR code is an SVG data URL.
    "img-src data:",
    "script-src 'unsafe-inline'",
    "form-action 'self' http://127.0.0.1:* http://localhost:*",
    "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
    "base-uri 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  // same-origin, not no-referrer: with no-referrer browsers send "Origin: null" on the forms' own
  // posts, and the forms check Origin.
  "Referrer-Policy": "same-origin",
});

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
export function sendPage(res, status, html) {
  res.writeHead(status, {
    ...PAGE_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
  });
  res.end(html);
}
