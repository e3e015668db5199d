import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * A page that only tells something, with an optional way back to the site.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.title
 * @param {string[]} page.lines
 * @param {string} [page.details] technical detail, e.g. an OAuth error code and description
 * @param {string} [page.backUrl]
 */
export function renderMessagePage({ language, texts, title, lines, details, backUrl }) {
  const body = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    details ? `<p class="error" role="alert"><code>${escapeHtml(details)}</code></p>` : "",
    backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(texts.backToSite)}</a></p>` : "",
  ].join("\n");
  return renderLayout({ language, texts, title, body });
}
