import Provider from "oidc-provider";
import { BACKCHANNEL_LOGOUT_PATH } from "../portal/backchannel-logout.mjs";
import { isLoopbackOrigin, isLoopbackPostLogoutUri, isLoopbackRedirectUri } from "./loopback.mjs";
import { renderMessagePage } from "./pages/message-page.mjs";
import { PAGE_HEADERS } from "./pages/layout.mjs";
import { renderSignOutPage } from "./pages/sign-out-page.mjs";
import { pickLanguage, TEXTS } from "./pages/texts.mjs";
import { cookieKeys, signingKeys } from "./provider-keys.mjs";
import { createSqliteAdapter } from "./sqlite-adapter.mjs";
import { tokenRoles } from "./token-roles.mjs";

export const CLIENT_ID = "ferrion-web";
export const OIDC_MOUNT_PATH = "/oidc";
/** The identity-management scope: grants the account API. */
export const IDM_SCOPE = "idm";
const SCOPES = ["openid", "profile", "email", IDM_SCOPE];
const DAY_S = 24 * 60 * 60;

/** @param {import('oidc-provider').ProviderContext} ctx */
function pageLanguage(ctx) {
  const language = pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get("accept-language"));
  return { language, texts: TEXTS[language] };
}

/** @param {import('oidc-provider').ProviderContext} ctx @param {string} html */
function sendProviderPage(ctx, html) {
  ctx.set(PAGE_HEADERS);
  ctx.type = "html";
  ctx.body = html;
}

/**
 * The configured oidc-provider instance of the identity stand-in.
 * @param {object} options
 * @param {string} options.issuer e.g. http://127.0.0.1:4000/oidc
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {ReturnType<typeof import('./accounts.mjs').createAccounts>} options.accounts
 * @param {number} options.tokenTtlSeconds lifetime of access and ID tokens
 * @param {Pick<Console, 'warn' | 'error'>} options.log
 * @param {(accountId: string) => string[] | null} options.accessRoles the roles of the
 *   account's access in user administration, read whenever a token is issued
 */
export function createProvider({ issuer, store, accounts, tokenTtlSeconds, log, accessRoles }) {
  const backchannelLogoutUri = `${new URL(issuer).origin}${BACKCHANNEL_LOGOUT_PATH}`;
  const provider = new Provider(issuer, {
    adapter: createSqliteAdapter(store.db),
    jwks: signingKeys(store),
    cookies: { keys: cookieKeys(store) },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: "Ferrion website",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // The loopback rule below allows every local site; these are the main site's.
        redirect_uris: ["http://127.0.0.1:3000/callback"],
        post_logout_redirect_uris: ["http://127.0.0.1:3000/"],
        // The portal back end hears of every logout at once (OIDC Back-Channel Logout 1.0) and
        // refuses the session's ID tokens from then on; `sid` in every ID token names the session.
        backchannel_logout_uri: backchannelLogoutUri,
        backchannel_logout_session_required: true,
      },
    ],
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === CLIENT_ID && isLoopbackOrigin(origin),
    responseTypes: ["code"],
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: {
      // amr (how the user signed in: ["pwd"] or ["pwd", "otp"], set by the interaction's
      // login result) reaches the ID token only through a scope; oidc-provider leaves optional
      // claims such as acr and amr out otherwise.
      openid: ["sub", "amr"],
      profile: ["name", "given_name", "family_name", "locale", "country", "roles"],
      email: ["email", "email_verified"],
      [IDM_SCOPE]: [],
    },
    // The site reads roles from the ID token (spec 001 §6), not only from userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            name: `${account.firstName} ${account.lastName}`,
            given_name: account.firstName,
            family_name: account.lastName,
            email: account.email,
            email_verified: true,
            roles: tokenRoles(account.roles, accessRoles(account.id)),
            locale: account.language,
            country: account.country,
          };
        },
      };
    },
    // Consent is implicit for the first-party website: its grant always covers its scopes.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== CLIENT_ID) return existing;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(" "));
      await grant.save();
      return grant;
    },
    // Refresh tokens come with every code grant of the site (no offline_access needed); they
    // still end with the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    ttl: {
      AccessToken: tokenTtlSeconds,
      IdToken: tokenTtlSeconds,
      AuthorizationCode: 60,
      RefreshToken: DAY_S,
      Session: DAY_S,
      Grant: DAY_S,
      Interaction: 60 * 60,
    },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // The site (a public client) may revoke its own tokens, nobody else's.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          sendProviderPage(
            ctx,
            renderSignOutPage({
              ...pageLanguage(ctx),
              form,
              confirmAutomatically: Boolean(ctx.oidc.client),
            }),
          );
        },
        async postLogoutSuccessSource(ctx) {
          const { language, texts } = pageLanguage(ctx);
          sendProviderPage(
            ctx,
            renderMessagePage({
              language,
              texts,
              title: texts.signedOutTitle,
              lines: [texts.signedOut],
            }),
          );
        },
      },
    },
    // The provider's one outgoing call is that back-channel logout, to the local services
    // themselves: oidc-provider's guard against server-side request forgery refuses loopback
    // addresses, so it is lifted for this one URI, and every other URI is refused.
    async fetch(url, options) {
      if (String(url) !== backchannelLogoutUri) {
        throw new Error(`the identity stand-in calls no other URI than ${backchannelLogoutUri}`);
      }
      const init = /** @type {RequestInit & { dispatcher?: unknown }} */ ({ ...options });
      delete init.dispatcher;
      return globalThis.fetch(url, init);
    },
    async renderError(ctx, out) {
      const { language, texts } = pageLanguage(ctx);
      const details = [out.error, out.error_description].filter(Boolean).join(": ");
      sendProviderPage(
        ctx,
        renderMessagePage({
          language,
          texts,
          title: texts.errorTitle,
          lines: [texts.errorIntro],
          details,
        }),
      );
    },
  });

  // The documented extension point for redirect rules beyond exact matches (oidc-provider's
  // "redirect URI wildcards" recipe): every other check (PKCE, exact match at the token
  // endpoint, state) stays the library's.
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function loopbackRedirectUriAllowed(
    /** @type {string} */ value,
  ) {
    return (
      redirectUriAllowed.call(this, value) ||
      (this.clientId === CLIENT_ID && isLoopbackRedirectUri(value))
    );
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function loopbackPostLogoutAllowed(
    /** @type {string} */ value,
  ) {
    return (
      postLogoutRedirectUriAllowed.call(this, value) ||
      (this.clientId === CLIENT_ID && isLoopbackPostLogoutUri(value))
    );
  };

  provider.on("server_error", (_ctx, error) => log.error(`oidc: ${error.message}`));
  // The logout itself goes on; the back end then learns nothing, so say so.
  provider.on("backchannel.error", (_ctx, error) =>
    log.error(`oidc: back-channel logout failed: ${error.message}`),
  );
  return provider;
}
