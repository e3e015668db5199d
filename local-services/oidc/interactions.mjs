import { sendPage } from "./pages/layout.mjs";
import { renderMessagePage } from "./pages/message-page.mjs";
import { renderSignInPage } from "./pages/sign-in-page.mjs";
import { pickLanguage, TEXTS } from "./pages/texts.mjs";
import { createPasswordThrottle } from "./password-throttle.mjs";
import { isCrossOriginPost, readForm } from "./request-body.mjs";

/** @typedef {import('oidc-provider').Interaction} Interaction */

const INTERACTION_PATH = /^\/oidc\/interaction\/([\w-]+)(?:\/(login|abort))?$/;

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
      } else if (action === "login" && req.method === "POST") {
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
        } else {
          throttle.recordSuccess(email, clientId);
          await provider().interactionFinished(
            req,
            res,
            { login: { accountId: account.id } },
            { mergeWithLastSubmission: false },
          );
        }
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
