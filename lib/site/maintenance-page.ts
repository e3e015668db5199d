import { messagesFor } from "@/lib/i18n/messages";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The maintenance page as a complete document, for answers given before any React renders
 * (proxy.ts, when the content system cannot tell which site a request is for).
 */
export function maintenancePage(language: string): string {
  const t = messagesFor(language).ErrorPage;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;color:#0b1f3a;max-width:40rem;margin:5rem auto;padding:0 1rem}p.o{color:#9a5d27;text-transform:uppercase;font-weight:600}a{display:inline-block;margin-top:1.5rem;background:#0b1f3a;color:#fff;padding:.75rem 1.25rem;border-radius:.25rem;text-decoration:none;font-weight:600}</style>
</head>
<body><main><p class="o">${escapeHtml(t.overline)}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><a href="/">${escapeHtml(t.homeLink)}</a></main></body>
</html>`;
}
