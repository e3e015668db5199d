import { sendPage } from "./pages/layout.mjs";
import { renderMessagePage } from "./pages/message-page.mjs";
import { mfaRefusalText, renderMfaCodePage } from "./pages/mfa-code-page.mjs";
import { renderSignInPage } from "./pages/sign-in-page.mjs";
import { pickLanguage, TEXTS } from "./pages/texts.mjs";
import { createPasswordThrottle } from "./password-throttle.mjs";
import { isCrossOriginPost, readForm } from "./request-body.mjs";

/** @typedef {import('oidc-provider').Interaction} Interaction */

const INTERACTION_PATH = /^\/oidc\/interaction\/([\w-]+)(?:\/(login|code|abort))?$/;

/** Authentication method references (RFC 8176) of the ID token's `amr`. */
const AMR_PASSWORD = ["pwd"];
const AMR_PASSWORD_AND_CODE = ["pwd", "otp"];

/**
 * The account whose password was right and whose code is asked for next. Kept in the
 * interaction's result (saved with the interaction, bound to this browser's interaction cookie)
 * under a key of its own: the provider reads only `login`, `consent` and `error` from it, so the
 * first step alone signs nobody in.
 * @param {Interaction} details
 * @returns {string | undefined}
 */
function passwordVerifiedAccount(details) {
  const verified = /** @type {{ accountId?: unknown } | undefined} */ (
    details.result?.passwordVerified
  );
  return typeof verified?.accountId === "string" ? verified.accountId : undefined;
}

/** @param {import('node:http').IncomingMessage} req @param {Interaction} details */
function pageTexts(req, details) {
  const language = pickLanguage(details.params.ui_locales, req.headers["accept-language"]);
  return { language, texts: TEXTS[language] };
}

/**
 * The provider's interaction pages: the sign-in form (consent is implicit for the website).
 * @param {object} options
 * @param {() => import('oidc-provider').default} options.provider
 * @param {ReturnType<typeof import('./accounts.mjs').createAccounts>} options.accounts
 */
export function createInteractions({ provider, accounts }) {
  const throttle = createPasswordThrottle();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Interaction} details
   * @param {{ email?: string, failed?: boolean, waitSeconds?: number }} [state]
   */
  function showSignIn(req, res, details, state = {}) {
    const language = pickLanguage(details.params.ui_locales, req.headers["accept-language"]);
    const html = renderSignInPage({
      language,
      texts: TEXTS[language],
      action: `/oidc/interaction/${details.uid}/login`,
      cancelUrl: `/oidc/interaction/${details.uid}/abort`,
      email: state.email ?? details.params.login_hint ?? "",
      failed: state.failed,
      waitSeconds: state.waitSeconds,
    });
    if (state.waitSeconds) res.setHeader("Retry-After", String(state.waitSeconds));
    sendPage(res, state.waitSeconds ? 429 : state.failed ? 401 : 200, html);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Interaction} details
   * @param {{ status: number, error: string }} [state]
   */
  function showCode(req, res, details, state) {
    const { language, texts } = pageTexts(req, details);
    const html = renderMfaCodePage({
      language,
      texts,
      action: `/oidc/interaction/${details.uid}/code`,
      cancelUrl: `/oidc/interaction/${details.uid}/abort`,
      error: state?.error,
    });
    sendPage(res, state?.status ?? 200, html);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} accountId
   * @param {string[]} amr
   */
  async function finishLogin(req, res, accountId, amr) {
    await provider().interactionFinished(
      req,
      res,
      { login: { accountId, amr } },
      { mergeWithLastSubmission: false },
    );
  }

  /**
   * Grants what the site asked for, for the rare consent prompt (a grant lost meanwhile).
   * @param {Interaction} details
   */
  async function grantConsent(details) {
    const { Grant } = provider();
    // A grant that expired since the interaction began is replaced, not a crash.
    const existing = details.grantId ? await Grant.find(details.grantId) : undefined;
    const grant =
      existing ??
      new Grant({ accountId: details.session?.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    return grant.save();
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      const match = INTERACTION_PATH.exec(pathname);
      if (!match) return false;
      const [, uid, action] = match;
      /** @type {Interaction | null} */
      let details;
      try {
        details = await provider().interactionDetails(req, res);
      } catch {
        details = null;
      }
      if (!details || details.uid !== uid) {
        const language = pickLanguage(undefined, req.headers["accept-language"]);
        const texts = TEXTS[language];
        const html = renderMessagePage({
          language,
          texts,
          title: texts.sessionEndedTitle,
          lines: [texts.sessionEnded],
        });
        sendPage(res, 400, html);
        return true;
      }

      if (action === "abort") {
        await provider().interactionFinished(
          req,
          res,
          { error: "access_denied", error_description: "The user cancelled the sign-in" },
          { mergeWithLastSubmission: false },
        );
      } else if ((action === "login" || action === "code") && req.method === "POST") {
        if (isCrossOriginPost(req)) {
          const { language, texts } = pageTexts(req, details);
          const lines = [texts.crossOriginForm];
          sendPage(
            res,
            403,
            renderMessagePage({ language, texts, title: texts.errorTitle, lines }),
          );
          return true;
        }
        const form = await readForm(req);
        if (action === "login") {
          const email = form.get("email") ?? "";
          const clientId = details.params.client_id;
          const waitSeconds = throttle.waitSeconds(email, clientId);
          if (waitSeconds > 0) {
            showSignIn(req, res, details, { email, waitSeconds });
            return true;
          }
          const account = await accounts.authenticate(email, form.get("password") ?? "");
          if (!account) {
            throttle.recordFailure(email, clientId);
            showSignIn(req, res, details, { email, failed: true });
            return true;
          }
          throttle.recordSuccess(email, clientId);
          if (!account.mfaEnabled) await finishLogin(req, res, account.id, AMR_PASSWORD);
          else {
            // The password was right; the code is asked for on the interaction's own page
            // (post, redirect, get: a reload does not send the password again).
            details.result = { passwordVerified: { accountId: account.id } };
            await details.persist();
            res.writeHead(303, {
              Location: `/oidc/interaction/${details.uid}`,
              "Cache-Control": "no-store",
            });
            res.end();
          }
        } else {
          const accountId = passwordVerifiedAccount(details);
          const result = accountId ? accounts.verifyMfa(accountId, form.get("code") ?? "") : null;
          if (!result || (!result.ok && result.reason === "no-setup")) {
            // No password step behind this interaction, or the account lost its MFA meanwhile.
            showSignIn(req, res, details);
          } else if (result.ok) {
            await finishLogin(req, res, result.account.id, AMR_PASSWORD_AND_CODE);
          } else {
            const { texts } = pageTexts(req, details);
            const status = result.reason === "throttled" ? 429 : 401;
            showCode(req, res, details, { status, error: mfaRefusalText(texts, result) });
          }
        }
      } else if (details.prompt.name === "login" && passwordVerifiedAccount(details)) {
        showCode(req, res, details);
      } else if (details.prompt.name === "login") {
        showSignIn(req, res, details);
      } else {
        const grantId = await grantConsent(details);
        await provider().interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
      return true;
    },
  };
}
