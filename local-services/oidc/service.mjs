import { createAccountApi } from "./account-api.mjs";
import { createAccounts } from "./accounts.mjs";
import { createIdentityPages } from "./identity-pages.mjs";
import { createInteractions } from "./interactions.mjs";
import { createInvitationPages } from "./invitation-pages.mjs";
import { createProvider, OIDC_MOUNT_PATH } from "./provider.mjs";
import { cookieKeys, signingKeys } from "./provider-keys.mjs";
import { forgetAccountArtifacts } from "./sqlite-adapter.mjs";

/**
 * What user administration is told of its people's accounts (one truth for people, issue 29;
 * `portal/user-admin/people-sync.mjs`).
 * @typedef {object} PeopleEvents
 * @property {(accountId: string) => void} accountDeleted
 * @property {(accountId: string, name: string) => void} accountRenamed
 */

/** A person's name as user administration shows it (the invitation page writes it so too). */
const fullNameOf = (/** @type {{ firstName: string, lastName: string }} */ account) =>
  `${account.firstName} ${account.lastName}`;

/**
 * The identity provider stand-in (OpenID Connect, oidc-provider) as one mountable service:
 * the provider's endpoints, its sign-in pages, the account API and the identity site's pages.
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {() => string} options.origin public origin of the local services; the issuer is this
 *   plus /oidc, read on the first request (the port is known only after listening)
 * @param {number} options.tokenTtlSeconds lifetime of access and ID tokens
 * @param {Pick<Console, 'warn' | 'error'>} [options.log]
 * @param {(accountId: string) => string[] | null} [options.accessRoles] the roles of an
 *   account's access in user administration (the portal); null or absent: its stored roles
 * @param {() => import('../portal/user-admin/invitations.mjs').Invitations | null} [options.invitations]
 *   the portal's invitation links, which the invitation page redeems
 * @param {() => PeopleEvents | null} [options.people] user administration, told when a person
 *   deletes his account or changes his name
 */
export function createOidcService({
  store,
  origin,
  tokenTtlSeconds,
  log = console,
  accessRoles = () => null,
  invitations = () => null,
  people = () => null,
}) {
  const accounts = createAccounts(store);
  /** @type {import('oidc-provider').default | undefined} */
  let provider;
  /**
   * @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse)
   *   => Promise<void>) | undefined}
   */
  let callback;

  function getProvider() {
    if (!provider) {
      provider = createProvider({
        issuer: issuer(),
        store,
        accounts,
        tokenTtlSeconds,
        log,
        accessRoles,
      });
      callback = provider.callback();
    }
    return provider;
  }
  function issuer() {
    return `${origin()}${OIDC_MOUNT_PATH}`;
  }

  const routes = [
    createInteractions({ provider: getProvider, accounts }),
    createAccountApi({
      provider: getProvider,
      accounts,
      // One transaction with user administration's side (the stand-ins share the store): a
      // deleted account's person never stays with active access, a new name never waits.
      deleteAccount: store.db.transaction((/** @type {string} */ accountId) => {
        accounts.delete(accountId);
        forgetAccountArtifacts(store.db, accountId);
        people()?.accountDeleted(accountId);
      }),
      updateProfile: store.db.transaction(
        (
          /** @type {string} */ accountId,
          /** @type {import('zod').infer<typeof import('./accounts.mjs').profileSchema>} */ profile,
        ) => {
          const before = accounts.findById(accountId);
          const after = accounts.updateProfile(accountId, profile);
          if (before && after && fullNameOf(before) !== fullNameOf(after)) {
            people()?.accountRenamed(accountId, fullNameOf(after));
          }
          return after;
        },
      ),
    }),
    createIdentityPages({ provider: getProvider, accounts }),
    createInvitationPages({ accounts, invitations }),
  ];

  return {
    mountPath: OIDC_MOUNT_PATH,
    summary: `oidc: ${OIDC_MOUNT_PATH}/.well-known/openid-configuration`,
    accounts,
    issuer,
    provider: getProvider,

    /** Makes the signing key and puts the demo accounts in, on the first start. */
    seed() {
      signingKeys(store);
      cookieKeys(store);
      return accounts.seed();
    },

    /**
     * @param {import('node:http').IncomingMessage & { originalUrl?: string }} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      for (const route of routes) if (await route.handle(req, res, pathname)) return true;
      getProvider();
      // The provider's routes are relative to the issuer's path; it reads the mount path back
      // from originalUrl when it builds its URLs.
      req.originalUrl = req.url;
      req.url = (req.url ?? "/").slice(OIDC_MOUNT_PATH.length) || "/";
      await /** @type {NonNullable<typeof callback>} */ (callback)(req, res);
      return true;
    },
  };
}
