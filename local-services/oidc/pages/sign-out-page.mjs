import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/**
 * The end-session confirmation. When the site asked for the sign-out (a client is known from
 * id_token_hint or client_id), the page confirms by itself: the visitor already chose "log out"
 * on the site. Without script it is one button.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.form the provider's hidden form (carries the xsrf token)
 * @param {boolean} page.confirmAutomatically
 */
export function renderSignOutPage({ language, texts, form, confirmAutomatically }) {
  const script = confirmAutomatically
    ? `<script>document.getElementById("sign-out-yes").click();</script>`
    : "";
  const body = `<p>${escapeHtml(texts.signOutQuestion)}</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="sign-out-yes" autofocus>${escapeHtml(texts.signOutYes)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(texts.signOutNo)}</button>
</div>
${script}`;
  return renderLayout({ language, texts, title: texts.signOutTitle, body });
}
