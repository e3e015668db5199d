import { z } from "zod";
import { ACCOUNT_LANGUAGE_CODES } from "../../contracts/identity/account-languages.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { mfaThrottle, withFailure } from "./mfa-throttle.mjs";
import { hashPassword, verifyPassword } from "./password-hash.mjs";
import { checkTotpCode, newTotpSecret } from "./totp.mjs";

const SYSTEM = "oidc";
const MODEL = "Account";
const STAGE = "CURRENT";
const SEEDED = "oidc:accounts-seeded";
/** Marks an internal employee (portal contract; matched by substring like every role). */
const INTERNAL_EMPLOYEE_ROLE = "kmx_internal_employee";

/**
 * An account as stored. The MFA fields: `mfaSecret` is the confirmed TOTP secret (MFA is on while
 * `mfaEnabled`), `mfaPendingSecret` one shown for setting up and not yet confirmed with a code,
 * `mfaLastStep` the time step of the last code accepted (each code counts once),
 * `mfaFailures` when codes were refused lately (the throttle). Accounts stored before these
 * fields existed lack the last three (and count as without MFA, see fromDocument).
 * @typedef {import('./demo-accounts.mjs').DemoAccount & {
 *   passwordHash: string, mfaEnabled: boolean, mfaSecret: string | null,
 *   mfaPendingSecret?: string | null, mfaLastStep?: number | null, mfaFailures?: number[]
 * }} Account
 */

/**
 * What became of a code: accepted, refused (why), or not checked (the throttle, or no secret).
 * @typedef {{ ok: true, account: Account }
 *   | { ok: false, reason: "format" | "wrong" | "expired" | "used" }
 *   | { ok: false, reason: "throttled", retryAfterS: number }
 *   | { ok: false, reason: "no-setup" }} MfaCodeResult
 */

const NO_MFA = Object.freeze({
  mfaEnabled: false,
  mfaSecret: null,
  mfaPendingSecret: null,
  mfaLastStep: null,
  mfaFailures: [],
});

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** @param {string} code */
function isRegionCode(code) {
  const name = regionNames.of(code);
  return name !== undefined && name !== code && name !== "Unknown Region";
}

const requiredName = (/** @type {string} */ label) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** The profile fields a customer may change (PATCH /oidc/account). */
export const profileSchema = z.object({
  firstName: requiredName("firstName"),
  lastName: requiredName("lastName"),
  country: z
    .string({ error: "country must be an ISO 3166 alpha-2 code" })
    .refine((code) => /^[A-Z]{2}$/.test(code) && isRegionCode(code), {
      error: "country must be an ISO 3166 alpha-2 code",
    }),
  language: z.enum(ACCOUNT_LANGUAGE_CODES, {
    error: "language must be one of the account languages",
  }),
});

/** @param {Account} account */
export function isInternalEmployee(account) {
  return account.roles.some((role) => role.includes(INTERNAL_EMPLOYEE_ROLE));
}

/** What the account API shows of an account (never the password hash). */
export function publicAccount(/** @type {Account} */ account) {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country,
    language: account.language,
    mfaEnabled: account.mfaEnabled,
    internal: isInternalEmployee(account),
  };
}

/**
 * The identity stand-in's accounts, kept in the local services' store.
 * @param {import('../store/document-store.mjs').Store} store
 */
export function createAccounts(store) {
  const remove = store.db.prepare(
    "DELETE FROM documents WHERE system = ? AND model = ? AND id = ? AND stage = ?",
  );

  /** @param {Account} account */
  function save(account) {
    store.putDocuments(SYSTEM, [{ model: MODEL, id: account.id, stage: STAGE, data: account }]);
    return account;
  }

  /**
   * An account as stored, with MFA off if it was stored before MFA asked for a code: "Enable
   * MFA" then stored a secret nobody ever confirmed (or saw, in the portal), and no code of it
   * could sign in. Every account stored since has `mfaLastStep`.
   * @param {{ data: unknown } | null | undefined} doc
   * @returns {Account | null}
   */
  function fromDocument(doc) {
    if (!doc) return null;
    const account = /** @type {Account} */ (doc.data);
    return account.mfaLastStep === undefined ? { ...account, ...NO_MFA } : account;
  }

  /** @param {string} id @returns {Account | null} */
  function findById(id) {
    return fromDocument(store.getDocument(SYSTEM, MODEL, id, STAGE));
  }

  /** @param {string} email @returns {Account | null} */
  function findByEmail(email) {
    const wanted = email.trim().toLowerCase();
    const doc = store
      .listDocuments(SYSTEM, MODEL, STAGE)
      .find((candidate) => candidate.data.email.toLowerCase() === wanted);
    return fromDocument(doc);
  }

  /**
   * One code against one secret, behind the throttle: a refusal (not a malformed code, which is
   * no guess) counts towards it; an acceptance clears it, remembers the step and saves `changes`.
   * @param {Account} account @param {string} secret @param {string} code @param {number} now
   * @param {Partial<Account>} changes
   * @returns {MfaCodeResult}
   */
  function tryCode(account, secret, code, now, changes) {
    const throttle = mfaThrottle(account.mfaFailures, now);
    if (throttle.locked)
      return { ok: false, reason: "throttled", retryAfterS: throttle.retryAfterS };
    const check = checkTotpCode({ secret, code, now, lastUsedStep: account.mfaLastStep ?? null });
    if (check.ok) {
      const saved = save({ ...account, ...changes, mfaLastStep: check.step, mfaFailures: [] });
      return { ok: true, account: saved };
    }
    if (check.reason !== "format") {
      save({ ...account, mfaFailures: withFailure(account.mfaFailures, now) });
    }
    return check;
  }

  return {
    findById,
    findByEmail,

    /** Every account (user administration takes its people's names from them at start). */
    list() {
      return store
        .listDocuments(SYSTEM, MODEL, STAGE)
        .map((doc) => /** @type {Account} */ (doc.data));
    },

    /** Puts the demo accounts in once; later changes and deletions are the user's and stay. */
    async seed() {
      if (store.getMeta(SEEDED)) return 0;
      for (const demo of DEMO_ACCOUNTS) {
        save({
          ...demo,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          ...NO_MFA,
        });
      }
      store.setMeta(SEEDED, new Date().toISOString());
      return DEMO_ACCOUNTS.length;
    },

    /** @param {string} email @param {string} password @returns {Promise<Account | null>} */
    async authenticate(email, password) {
      const account = findByEmail(email);
      if (!account) return null;
      return (await verifyPassword(password, account.passwordHash)) ? account : null;
    },

    /** @param {string} id @param {z.infer<typeof profileSchema>} profile */
    updateProfile(id, profile) {
      const account = findById(id);
      return account ? save({ ...account, ...profile }) : null;
    },

    /** @param {string} id @param {string} password */
    async setPassword(id, password) {
      const account = findById(id);
      return account ? save({ ...account, passwordHash: await hashPassword(password) }) : null;
    },

    /**
     * Starts setting up MFA: a new secret, kept pending (not asked for at sign-in) until a code
     * confirms it; a second start replaces the first. Null for an unknown account or one with
     * MFA on (reset it first).
     * @param {string} id
     */
    startMfa(id) {
      const account = findById(id);
      if (!account || account.mfaEnabled) return null;
      return save({ ...account, mfaPendingSecret: newTotpSecret() });
    },

    /**
     * Confirms the pending secret with a code of it: MFA is on from then on.
     * @param {string} id @param {string} code @param {number} [now]
     * @returns {MfaCodeResult | null} null for an unknown account
     */
    confirmMfa(id, code, now = Date.now()) {
      const account = findById(id);
      if (!account) return null;
      if (!account.mfaPendingSecret) return { ok: false, reason: "no-setup" };
      const secret = account.mfaPendingSecret;
      return tryCode(account, secret, code, now, {
        mfaEnabled: true,
        mfaSecret: secret,
        mfaPendingSecret: null,
      });
    },

    /**
     * Checks the code of the sign-in's second step against the account's secret.
     * @param {string} id @param {string} code @param {number} [now]
     * @returns {MfaCodeResult | null} null for an unknown account
     */
    verifyMfa(id, code, now = Date.now()) {
      const account = findById(id);
      if (!account) return null;
      if (!account.mfaEnabled || !account.mfaSecret) return { ok: false, reason: "no-setup" };
      return tryCode(account, account.mfaSecret, code, now, {});
    },

    /** Removes MFA (and a pending setup): sign-in asks for the password alone. @param {string} id */
    resetMfa(id) {
      const account = findById(id);
      return account ? save({ ...account, ...NO_MFA }) : null;
    },

    /**
     * A new account with a password of its own (the test fixtures' accounts, invited people);
     * null when the e-mail or id is taken.
     * @param {import('./demo-accounts.mjs').DemoAccount} profile @param {string} password
     */
    async create(profile, password) {
      const passwordHash = await hashPassword(password);
      // Checked after the slow hash, right before the write: of two creations racing for one
      // id or e-mail, the second sees the first.
      if (findById(profile.id) || findByEmail(profile.email)) return null;
      return save({ ...profile, passwordHash, ...NO_MFA });
    },

    /** @param {string} id */
    delete(id) {
      remove.run(SYSTEM, MODEL, id, STAGE);
    },
  };
}
