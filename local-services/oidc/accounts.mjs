import { z } from "zod";
import { ACCOUNT_LANGUAGE_CODES } from "../../contracts/identity/account-languages.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { hashPassword, verifyPassword } from "./password-hash.mjs";

const SYSTEM = "oidc";
const MODEL = "Account";
const STAGE = "CURRENT";
const SEEDED = "oidc:accounts-seeded";
/** Marks an internal employee (portal contract; matched by substring like every role). */
const INTERNAL_EMPLOYEE_ROLE = "kmx_internal_employee";

/**
 * @typedef {import('./demo-accounts.mjs').DemoAccount & {
 *   passwordHash: string, mfaEnabled: boolean, mfaSecret: string | null
 * }} Account
 */

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

  /** @param {string} id @returns {Account | null} */
  function findById(id) {
    const doc = store.getDocument(SYSTEM, MODEL, id, STAGE);
    return doc ? /** @type {Account} */ (doc.data) : null;
  }

  /** @param {string} email @returns {Account | null} */
  function findByEmail(email) {
    const wanted = email.trim().toLowerCase();
    const doc = store
      .listDocuments(SYSTEM, MODEL, STAGE)
      .find((candidate) => candidate.data.email.toLowerCase() === wanted);
    return doc ? /** @type {Account} */ (doc.data) : null;
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
          mfaEnabled: false,
          mfaSecret: null,
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

    /** @param {string} id @param {string} secret a new MFA secret (enable and reset alike) */
    setMfa(id, secret) {
      const account = findById(id);
      return account ? save({ ...account, mfaEnabled: true, mfaSecret: secret }) : null;
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
      return save({ ...profile, passwordHash, mfaEnabled: false, mfaSecret: null });
    },

    /** @param {string} id */
    delete(id) {
      remove.run(SYSTEM, MODEL, id, STAGE);
    },
  };
}
