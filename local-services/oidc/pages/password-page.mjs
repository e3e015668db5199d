import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The identity site's change-password form.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action
 * @param {string} page.returnTo
 * @param {string} [page.error] already translated
 */
export function renderPasswordPage({ language, texts, action, returnTo, error }) {
  const invalid = error ? ` aria-invalid="true" aria-describedby="password-error"` : "";
  const body = `${error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label>${escapeHtml(texts.currentPassword)}
<input type="password" name="currentPassword" autocomplete="current-password" required autofocus${invalid}>
</label>
<div class="field">
<label for="new-password">${escapeHtml(texts.newPassword)}</label>
<input id="new-password" type="password" name="newPassword" autocomplete="new-password" required minlength="10" aria-describedby="password-hint">
<span class="hint" id="password-hint">${escapeHtml(texts.passwordHint)}</span>
</div>
<label>${escapeHtml(texts.repeatPassword)}
<input type="password" name="repeatPassword" autocomplete="new-password" required minlength="10">
</label>
<div class="actions">
<button type="submit">${escapeHtml(texts.changePassword)}</button>
<a class="button secondary" href="${escapeHtml(returnTo)}">${escapeHtml(texts.cancel)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.passwordTitle, body });
}
