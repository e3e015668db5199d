import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The identity site's MFA page: the state and one button (enable or reset), with what just
 * happened above it.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action
 * @param {string} page.returnTo
 * @param {boolean} page.isEnabled
 * @param {string} [page.notice] already translated: what just changed
 * @param {string} [page.error] already translated
 */
export function renderMfaPage({ language, texts, action, returnTo, isEnabled, notice, error }) {
  const said = error
    ? `<p class="error" role="alert">${escapeHtml(error)}</p>`
    : notice
      ? `<div class="notice" role="status"><p>${escapeHtml(notice)}</p></div>`
      : "";
  const body = `${said}<p>${escapeHtml(isEnabled ? texts.mfaOn : texts.mfaOff)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="action" value="${isEnabled ? "reset" : "enable"}">
<div class="actions">
<button type="submit">${escapeHtml(isEnabled ? texts.mfaReset : texts.mfaEnable)}</button>
<a class="button secondary" href="${escapeHtml(returnTo)}">${escapeHtml(texts.backToSite)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.mfaTitle, body });
}

/**
 * Setting up MFA: the QR code and the key of the pending secret, and the code that confirms it.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action
 * @param {string} page.returnTo
 * @param {string} page.secret base32
 * @param {string} page.qrCode an SVG data URL
 * @param {string} [page.error] already translated
 */
export function renderMfaSetupPage({ language, texts, action, returnTo, secret, qrCode, error }) {
  const described = error ? "code-error code-hint" : "code-hint";
  const body = `<p>${escapeHtml(texts.mfaSetupIntro)}</p>
<p><img src="${escapeHtml(qrCode)}" alt="${escapeHtml(texts.mfaQrAlt)}" width="196" height="196"></p>
<p>${escapeHtml(texts.mfaSecretLabel)}: <code>${escapeHtml(secret)}</code></p>
${error ? `<p class="error" role="alert" id="code-error">${escapeHtml(error)}</p>` : ""}<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="action" value="confirm">
<div class="field">
<label for="code">${escapeHtml(texts.mfaCode)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required aria-describedby="${described}"${error ? ` aria-invalid="true" autofocus` : ""}>
<span class="hint" id="code-hint">${escapeHtml(texts.mfaCodeHint)}</span>
</div>
<div class="actions">
<button type="submit">${escapeHtml(texts.mfaConfirm)}</button>
<a class="button secondary" href="${escapeHtml(returnTo)}">${escapeHtml(texts.cancel)}</a>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.mfaTitle, body });
}
