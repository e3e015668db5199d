import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The sign-in's second step for an account with MFA: the 6-digit code of the authenticator app.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action where the form posts
 * @param {string} page.cancelUrl
 * @param {string} [page.error] already translated
 */
export function renderMfaCodePage({ language, texts, action, cancelUrl, error }) {
  const described = error ? "code-error code-hint" : "code-hint";
  const invalid = error ? ` aria-invalid="true"` : "";
  const body = `<p>${escapeHtml(texts.mfaCodeIntro)}</p>
${error ? `<p class="error" role="alert" id="code-error">${escapeHtml(error)}</p>` : ""}<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="field">
<label for="code">${escapeHtml(texts.mfaCode)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required autofocus aria-describedby="${described}"${invalid}>
<span class="hint" id="code-hint">${escapeHtml(texts.mfaCodeHint)}</span>
</div>
<div class="actions">
<button type="submit">${escapeHtml(texts.mfaVerify)}</button>
<a class="button secondary" href="${escapeHtml(cancelUrl)}">${escapeHtml(texts.cancel)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.mfaCodeTitle, body });
}

/**
 * What to tell the user about a code that was not accepted.
 * @param {import('./texts.mjs').PageTexts} texts
 * @param {Exclude<import('../accounts.mjs').MfaCodeResult, { ok: true }>} refusal
 */
export function mfaRefusalText(texts, refusal) {
  switch (refusal.reason) {
    case "throttled": {
      const minutes = Math.ceil(refusal.retryAfterS / 60);
      return (minutes === 1 ? texts.mfaThrottledOne : texts.mfaThrottled).replace(
        "{minutes}",
        String(minutes),
      );
    }
    case "format":
      return texts.mfaCodeFormat;
    case "expired":
      return texts.mfaCodeExpired;
    case "used":
      return texts.mfaCodeUsed;
    case "no-setup":
      return texts.mfaNoSetup;
    default:
      return texts.mfaCodeWrong;
  }
}
