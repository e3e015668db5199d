import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The identity site's MFA page: the state, one button (enable or reset), and after it the new
 * secret to put into an authenticator app.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action
 * @param {string} page.returnTo
 * @param {boolean} page.isEnabled
 * @param {string} [page.newSecret] shown once, right after enabling or resetting
 */
export function renderMfaPage({ language, texts, action, returnTo, isEnabled, newSecret }) {
  const secret = newSecret
    ? `<div class="notice" role="status"><p>${escapeHtml(texts.mfaSecretIntro)}</p><p><code>${escapeHtml(newSecret)}</code></p></div>`
    : "";
  const body = `${secret}<p>${escapeHtml(isEnabled ? texts.mfaOn : texts.mfaOff)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="action" value="${isEnabled ? "reset" : "enable"}">
<div class="actions">
<button type="submit">${escapeHtml(isEnabled ? texts.mfaReset : texts.mfaEnable)}</button>
<a class="button secondary" href="${escapeHtml(returnTo)}">${escapeHtml(texts.backToSite)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.mfaTitle, body });
}
