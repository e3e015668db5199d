import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The provider's login prompt.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action where the form posts
 * @param {string} page.cancelUrl
 * @param {string} [page.email] kept after a failed attempt or from login_hint
 * @param {boolean} [page.failed]
 * @param {number} [page.waitSeconds] too many wrong passwords: how long to wait (no check made)
 */
export function renderSignInPage({
  language,
  texts,
  action,
  cancelUrl,
  email = "",
  failed = false,
  waitSeconds = 0,
}) {
  const message = waitSeconds
    ? texts.tooManyAttempts.replace("{seconds}", String(waitSeconds))
    : failed
      ? texts.wrongCredentials
      : "";
  failed ||= waitSeconds > 0;
  const error = message
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(message)}</p>`
    : "";
  const invalid = failed ? ` aria-invalid="true" aria-describedby="sign-in-error"` : "";
  const body = `<p>${escapeHtml(texts.signInIntro)}</p>
${error}<form method="post" action="${escapeHtml(action)}" novalidate>
<label>${escapeHtml(texts.email)}
<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? "" : " autofocus"}>
</label>
<label>${escapeHtml(texts.password)}
<input type="password" name="password" autocomplete="current-password" required${invalid}${email ? " autofocus" : ""}>
</label>
<div class="actions">
<button type="submit">${escapeHtml(texts.signIn)}</button>
<a class="button secondary" href="${escapeHtml(cancelUrl)}">${escapeHtml(texts.cancel)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.signInTitle, body });
}
