import { createTranslator } from "next-intl";

import { messagesFor, textLanguage } from "@/lib/i18n/messages";

/** The brand before the content system could name it (the layout's default title says the same). */
const FALLBACK_BRAND = "Ferrion";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface MaintenancePageInput {
  language: string;
  /** The visitor's locale prefix (`/de-ch`), or `/` when the request named none. */
  homeHref: string;
  /** The path the visitor asked for: the error crumb leads back to it (spec 000 §2). */
  path: string;
  brand?: string;
}

// The info icon of components/ui/icon (spec 000 §3 flash message type info), inlined: no React here.
const INFO_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/></svg>';

const STYLE = [
  "body{font-family:system-ui,sans-serif;color:#0b1f3a;margin:0}",
  ".skip{position:absolute;left:-10000px}.skip:focus{left:.5rem;top:.5rem;background:#0b1f3a;color:#fff;padding:.5rem 1rem}",
  "header{border-bottom:1px solid #d4d9e0}header div,nav,main{max-width:80rem;margin:0 auto;padding:0 1rem}",
  "header div{padding:.75rem 1rem}header a{font-size:1.5rem;font-weight:800;color:#0b1f3a;text-decoration:none}header a span{color:#9a5d27}",
  "nav{padding-top:1.5rem;font-size:.875rem}nav ol{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}",
  ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}nav a{color:#0b1f3a;font-weight:600}",
  "main{max-width:48rem;padding:5rem 1rem}p.o{color:#7a4a1f;text-transform:uppercase;font-weight:600}",
  ".info{display:flex;gap:.75rem;border-left:4px solid #1a5fc7;background:#eef4fc;padding:1rem;border-radius:.25rem}.info svg{color:#1a5fc7;flex:none}",
  "a.home{display:inline-block;margin-top:2rem;background:#0b1f3a;color:#fff;padding:.75rem 1.25rem;border-radius:.25rem;text-decoration:none;font-weight:600}",
].join("");

/**
 * The maintenance page as a complete document, for answers given before any React renders
 * (proxy.ts, when the content system is down and nothing of the site is cached). It looks like
 * the error page of spec 000 §2: the site's header (brand and home link; the navigation is the
 * content system's), the trail Home > Error, the static info notice and a link home.
 */
export function maintenancePage({
  language,
  homeHref,
  path,
  brand = FALLBACK_BRAND,
}: MaintenancePageInput): string {
  // A language without texts of its own reads English, and says so.
  const lang = textLanguage(language);
  const messages = messagesFor(lang);
  // Through a translator: the messages are compiled at build time (next.config.ts), so one with
  // arguments is no longer a string to fill in.
  const translate = createTranslator({ locale: lang, messages });
  const t = createTranslator({ locale: lang, messages, namespace: "ErrorPage" });
  const e = escapeHtml;
  const title = translate("Layout.brandSuffix", { title: t("breadcrumb"), brand });
  return `<!doctype html>
<html lang="${e(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">${e(translate("Layout.skipToContent"))}</a>
<header><div><a href="${e(homeHref)}" aria-label="${e(translate("Layout.homeLinkLabel", { brand }))}">${e(brand)}<span>.</span></a></div></header>
<nav aria-label="${e(translate("Breadcrumbs.label"))}"><ol><li class="sr-only"><a href="${e(homeHref)}">${e(t("homeCrumb"))}</a></li><li><a href="${e(path)}" aria-current="page">${e(t("breadcrumb"))}</a></li></ol></nav>
<main id="main"><p class="o">${e(t("overline"))}</p><h1>${e(t("title"))}</h1>
<div class="info" role="status" data-type="info">${INFO_ICON}<span class="sr-only">${e(translate("Ui.flashType.info"))}</span><p style="margin:0">${e(t("text"))}</p></div>
<a class="home" href="${e(homeHref)}">${e(t("homeLink"))}</a></main>
</body>
</html>`;
}
