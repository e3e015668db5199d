import { escapeHtml } from "./escape-html.mjs";
import { renderLayout } from "./layout.mjs";

/** @typedef {"firstName" | "lastName" | "password" | "repeatPassword"} InvitationField */

/**
 * "You are invited to …", with the admin's name when the invitation has one.
 * @param {import('./texts.mjs').PageTexts} texts
 * @param {import('../../portal/user-admin/invitations.mjs').Invitation} invitation
 */
export function invitationIntro(texts, invitation) {
  const values = /** @type {Record<string, string>} */ ({
    application: invitation.application,
    organization: invitation.organization.name,
    company: invitation.organization.company,
    admin: invitation.invitedBy ?? "",
  });
  const template = invitation.invitedBy ? texts.invitationIntro : texts.invitationIntroNoAdmin;
  return template.replace(/\{(\w+)\}/g, (_match, name) => values[name] ?? "");
}

/**
 * The invitation page's form: the invited person's name and first password.
 * @param {object} page
 * @param {import('./texts.mjs').PageLanguage} page.language
 * @param {import('./texts.mjs').PageTexts} page.texts
 * @param {string} page.action
 * @param {import('../../portal/user-admin/invitations.mjs').Invitation} page.invitation
 * @param {{ firstName?: string, lastName?: string }} [page.values] kept after a refusal
 * @param {{ field: InvitationField, message: string }} [page.error] already translated
 */
export function renderInvitationPage({ language, texts, action, invitation, values = {}, error }) {
  /** @param {InvitationField} field @param {string} [hintId] */
  const described = (field, hintId) => {
    const ids = [error?.field === field ? "invitation-error" : "", hintId ?? ""].filter(Boolean);
    return `${error?.field === field ? ` aria-invalid="true"` : ""}${ids.length > 0 ? ` aria-describedby="${ids.join(" ")}"` : ""}`;
  };
  const body = `<p>${escapeHtml(invitationIntro(texts, invitation))}</p>
${error ? `<p class="error" role="alert" id="invitation-error">${escapeHtml(error.message)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="invitation-email">${escapeHtml(texts.email)}</label>
<input id="invitation-email" type="email" name="email" autocomplete="username" value="${escapeHtml(invitation.email)}" readonly aria-describedby="email-hint">
<span class="hint" id="email-hint">${escapeHtml(texts.invitationEmailHint)}</span>
</div>
<label>${escapeHtml(texts.firstName)}
<input type="text" name="firstName" autocomplete="given-name" required maxlength="100" value="${escapeHtml(values.firstName ?? "")}"${described("firstName")}${error ? "" : " autofocus"}>
</label>
<label>${escapeHtml(texts.lastName)}
<input type="text" name="lastName" autocomplete="family-name" required maxlength="100" value="${escapeHtml(values.lastName ?? "")}"${described("lastName")}>
</label>
<div class="field">
<label for="invitation-password">${escapeHtml(texts.password)}</label>
<input id="invitation-password" type="password" name="password" autocomplete="new-password" required minlength="10"${described("password", "password-hint")}>
<span class="hint" id="password-hint">${escapeHtml(texts.passwordHint)}</span>
</div>
<label>${escapeHtml(texts.repeatPasswordPlain)}
<input type="password" name="repeatPassword" autocomplete="new-password" required minlength="10"${described("repeatPassword")}>
</label>
<div class="actions">
<button type="submit">${escapeHtml(texts.createAccount)}</button>
</div>
</form>`;
  return renderLayout({ language, texts, title: texts.invitationTitle, body });
}
