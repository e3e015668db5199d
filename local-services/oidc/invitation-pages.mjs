import { INVITATION_PATH } from "../portal/user-admin/invitation-tokens.mjs";
import { isLoopbackReturnTo } from "./loopback.mjs";
import { sendPage } from "./pages/layout.mjs";
import { renderInvitationPage } from "./pages/invitation-page.mjs";
import { renderMessagePage } from "./pages/message-page.mjs";
import { pickLanguage, TEXTS } from "./pages/texts.mjs";
import { BodyError, isCrossOriginPost, readForm } from "./request-body.mjs";

const MIN_PASSWORD_LENGTH = 10;
const MAX_NAME_LENGTH = 100;

/**
 * Why a link opens no form, as the invited person reads it (title, line) and as a status.
 * @type {Record<"used" | "expired" | "invalid" | "accountExists", { status: number, title: keyof import('./pages/texts.mjs').PageTexts, line: keyof import('./pages/texts.mjs').PageTexts }>}
 */
const REFUSALS = {
  used: { status: 410, title: "invitationUsedTitle", line: "invitationUsed" },
  expired: { status: 410, title: "invitationExpiredTitle", line: "invitationExpired" },
  invalid: { status: 404, title: "invitationInvalidTitle", line: "invitationInvalid" },
  // The token is not used up: the person accepts on the dashboard once signed in.
  accountExists: {
    status: 409,
    title: "invitationAccountExistsTitle",
    line: "invitationAccountExists",
  },
};

/**
 * The first of the form's problems, or null.
 * @param {URLSearchParams} form @param {import('./pages/texts.mjs').PageTexts} texts
 * @returns {{ field: import('./pages/invitation-page.mjs').InvitationField, message: string } | null}
 */
function formError(form, texts) {
  for (const field of /** @type {const} */ (["firstName", "lastName"])) {
    const value = (form.get(field) ?? "").trim();
    if (value === "") {
      return {
        field,
        message: field === "firstName" ? texts.firstNameMissing : texts.lastNameMissing,
      };
    }
    if (value.length > MAX_NAME_LENGTH) return { field, message: texts.nameTooLong };
  }
  const password = form.get("password") ?? "";
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { field: "password", message: texts.passwordTooShort };
  }
  if (password !== form.get("repeatPassword")) {
    return { field: "repeatPassword", message: texts.passwordsDiffer };
  }
  return null;
}

/**
 * The invitation page `GET|POST /oidc/invitation/{token}?return_to=…` (issue 13): the person an
 * administrator invited sets his name and password here; that makes his sign-in account, with
 * his portal user's id, and uses the link up. His access stays `invited` until he accepts it on
 * the dashboard.
 * @param {object} options
 * @param {ReturnType<typeof import('./accounts.mjs').createAccounts>} options.accounts
 * @param {() => import('../portal/user-admin/invitations.mjs').Invitations | null} options.invitations
 *   the portal's invitations; null when the stand-ins run without the portal
 */
export function createInvitationPages({ accounts, invitations }) {
  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      if (!pathname.startsWith(`${INVITATION_PATH}/`)) return false;
      const links = invitations();
      if (!links) return false;
      const url = new URL(req.url ?? "/", "http://identity.local");
      const language = pickLanguage(
        url.searchParams.get("ui_locales") ?? undefined,
        req.headers["accept-language"],
      );
      const texts = TEXTS[language];
      const returnTo = url.searchParams.get("return_to");
      /** @param {number} status @param {string} title @param {string[]} lines @param {string | null} [backUrl] */
      const message = (status, title, lines, backUrl = returnTo) =>
        sendPage(
          res,
          status,
          renderMessagePage({ language, texts, title, lines, backUrl: backUrl ?? undefined }),
        );
      /** @param {keyof typeof REFUSALS} reason */
      const refuse = (reason) => {
        const { status, title, line } = REFUSALS[reason];
        message(status, texts[title], [texts[line]]);
        return true;
      };

      if (req.method !== "GET" && req.method !== "POST") {
        res.writeHead(405, { Allow: "GET, POST", "Content-Type": "text/plain; charset=utf-8" });
        res.end("Use GET or POST");
        return true;
      }
      if (returnTo !== null && !isLoopbackReturnTo(returnTo)) {
        // No way back: the address given is the one not allowed.
        message(400, texts.errorTitle, [texts.invalidReturnTo], null);
        return true;
      }
      if (req.method === "POST" && isCrossOriginPost(req)) {
        message(403, texts.errorTitle, [texts.crossOriginForm]);
        return true;
      }
      const token = pathname.slice(INVITATION_PATH.length + 1);
      const found = links.find(token);
      if (found.outcome !== "valid") return refuse(found.outcome);
      const { invitation } = found;
      if (accounts.findById(invitation.userId) || accounts.findByEmail(invitation.email)) {
        return refuse("accountExists");
      }
      const page = { language, texts, action: `${pathname}${url.search}`, invitation };
      if (req.method === "GET") {
        sendPage(res, 200, renderInvitationPage(page));
        return true;
      }

      /** @type {URLSearchParams} */
      let form;
      try {
        form = await readForm(req);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        message(413, texts.errorTitle, [error.message]);
        return true;
      }
      const values = {
        firstName: (form.get("firstName") ?? "").trim(),
        lastName: (form.get("lastName") ?? "").trim(),
      };
      const error = formError(form, texts);
      if (error) {
        sendPage(res, 400, renderInvitationPage({ ...page, values, error }));
        return true;
      }

      const claimed = links.claim(token);
      if (claimed.outcome !== "valid") return refuse(claimed.outcome);
      const account = await accounts.create(
        {
          id: invitation.userId,
          email: invitation.email,
          ...values,
          company: invitation.organization.company,
          country: invitation.organization.country,
          language,
          roles: [],
        },
        form.get("password") ?? "",
      );
      if (!account) {
        links.release(invitation);
        return refuse("accountExists");
      }
      links.rename(invitation, `${values.firstName} ${values.lastName}`);
      if (returnTo !== null) {
        res.writeHead(303, { Location: returnTo, "Cache-Control": "no-store" });
        res.end();
        return true;
      }
      message(200, texts.accountReadyTitle, [texts.accountReady]);
      return true;
    },
  };
}
