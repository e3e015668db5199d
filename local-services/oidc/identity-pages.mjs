import { isInternalEmployee } from "./accounts.mjs";
import { isLoopbackReturnTo } from "./loopback.mjs";
import { sendPage } from "./pages/layout.mjs";
import { renderMessagePage } from "./pages/message-page.mjs";
import { mfaRefusalText } from "./pages/mfa-code-page.mjs";
import { renderMfaPage, renderMfaSetupPage } from "./pages/mfa-page.mjs";
import { renderPasswordPage } from "./pages/password-page.mjs";
import { pickLanguage, TEXTS } from "./pages/texts.mjs";
import { isCrossOriginPost, readForm } from "./request-body.mjs";
import { verifyPassword } from "./password-hash.mjs";
import { totpQrCode, totpUri } from "./totp.mjs";

export const PASSWORD_PAGE_PATH = "/oidc/account/password";
export const MFA_PAGE_PATH = "/oidc/account/mfa";
const MIN_PASSWORD_LENGTH = 10;

/**
 * The identity site's own pages for the signed-in user (password change, MFA), reached from the
 * portal's account settings with `?return_to=<page of the site>`. They use the provider's
 * session cookie, which is SameSite=Lax, so a form post from another site carries no session.
 * @param {object} options
 * @param {() => import('oidc-provider').default} options.provider
 * @param {ReturnType<typeof import('./accounts.mjs').createAccounts>} options.accounts
 */
export function createIdentityPages({ provider, accounts }) {
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function sessionAccount(req, res) {
    const oidc = provider();
    const ctx = oidc.createContext(req, res);
    const sessionId = ctx.cookies.get(oidc.cookieName("session"));
    const session = sessionId ? await oidc.Session.find(sessionId) : undefined;
    return session?.accountId ? accounts.findById(session.accountId) : null;
  }

  /**
   * The MFA page (internal employees too): enable shows the QR code and key of a pending secret
   * and asks for a code of it; only a right code turns MFA on. Reset removes it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ language: import('./pages/texts.mjs').PageLanguage,
   *   texts: import('./pages/texts.mjs').PageTexts, action: string, returnTo: string }} page
   * @param {import('./accounts.mjs').Account} account
   */
  async function mfaPage(req, res, page, account) {
    const { texts } = page;
    /** @param {import('./accounts.mjs').Account} pending @param {number} status @param {string} [error] */
    const showSetup = async (pending, status, error) => {
      const secret = /** @type {string} */ (pending.mfaPendingSecret);
      const qrCode = await totpQrCode(totpUri(secret, pending.email));
      sendPage(res, status, renderMfaSetupPage({ ...page, secret, qrCode, error }));
    };
    if (req.method !== "POST") {
      sendPage(res, 200, renderMfaPage({ ...page, isEnabled: account.mfaEnabled }));
      return;
    }
    const form = await readForm(req);
    const action = form.get("action");
    if (action === "enable" && !account.mfaEnabled) {
      const pending = accounts.startMfa(account.id);
      if (pending) await showSetup(pending, 200);
    } else if (action === "confirm" && !account.mfaEnabled) {
      const result = accounts.confirmMfa(account.id, form.get("code") ?? "");
      if (result?.ok) {
        sendPage(res, 200, renderMfaPage({ ...page, isEnabled: true, notice: texts.mfaNowOn }));
      } else if (result && result.reason !== "no-setup") {
        const status = result.reason === "throttled" ? 429 : 400;
        await showSetup(account, status, mfaRefusalText(texts, result));
      } else {
        const error = texts.mfaNoSetup;
        sendPage(res, 409, renderMfaPage({ ...page, isEnabled: false, error }));
      }
    } else if (action === "reset") {
      accounts.resetMfa(account.id);
      sendPage(res, 200, renderMfaPage({ ...page, isEnabled: false, notice: texts.mfaNowOff }));
    } else sendPage(res, 200, renderMfaPage({ ...page, isEnabled: account.mfaEnabled }));
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      if (pathname !== PASSWORD_PAGE_PATH && pathname !== MFA_PAGE_PATH) return false;
      if (req.method !== "GET" && req.method !== "POST") return false;
      const url = new URL(req.url ?? "/", "http://identity.local");
      const language = pickLanguage(
        url.searchParams.get("ui_locales") ?? undefined,
        req.headers["accept-language"],
      );
      const texts = TEXTS[language];
      const returnTo = url.searchParams.get("return_to");
      const action = `${pathname}${url.search}`;
      /** @param {number} status @param {string} title @param {string[]} lines @param {string} [backUrl] */
      const message = (status, title, lines, backUrl) =>
        sendPage(res, status, renderMessagePage({ language, texts, title, lines, backUrl }));

      if (!isLoopbackReturnTo(returnTo)) {
        message(400, texts.errorTitle, [texts.invalidReturnTo]);
        return true;
      }
      const back = /** @type {string} */ (returnTo);
      if (req.method === "POST" && isCrossOriginPost(req)) {
        message(403, texts.errorTitle, [texts.crossOriginForm], back);
        return true;
      }
      const account = await sessionAccount(req, res);
      if (!account) {
        message(401, texts.sessionEndedTitle, [texts.sessionEnded], back);
        return true;
      }

      if (pathname === MFA_PAGE_PATH) {
        await mfaPage(req, res, { language, texts, action, returnTo: back }, account);
        return true;
      }

      if (isInternalEmployee(account)) {
        message(403, texts.passwordTitle, [texts.internalPassword], back);
        return true;
      }
      const page = { language, texts, action, returnTo: back };
      if (req.method === "GET") {
        sendPage(res, 200, renderPasswordPage(page));
        return true;
      }
      const form = await readForm(req);
      const next = form.get("newPassword") ?? "";
      let error;
      if (!(await verifyPassword(form.get("currentPassword") ?? "", account.passwordHash))) {
        error = texts.wrongCurrentPassword;
      } else if (next.length < MIN_PASSWORD_LENGTH) error = texts.passwordTooShort;
      else if (next !== form.get("repeatPassword")) error = texts.passwordsDiffer;
      if (error) {
        sendPage(res, 400, renderPasswordPage({ ...page, error }));
        return true;
      }
      await accounts.setPassword(account.id, next);
      res.writeHead(303, { Location: back, "Cache-Control": "no-store" });
      res.end();
      return true;
    },
  };
}
