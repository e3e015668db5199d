import { randomUUID } from "node:crypto";
import { sendJson } from "../http-json.mjs";
import { createAccounts } from "../oidc/accounts.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../oidc/demo-accounts.mjs";
import { BodyError, readJsonObject } from "../oidc/request-body.mjs";

export const TEST_FIXTURES_MOUNT_PATH = "/test-fixtures";

/**
 * Data a browser journey owns, so no journey reads what another one writes. Mounted only when
 * the stand-ins run for tests (LOCAL_SERVICES_TEST_FIXTURES=on): a real back end has no such door.
 *
 *   POST /test-fixtures/accounts {"like": "admin@example.com"}
 *     → 201 a new account with that demo account's names, company, country, language and roles,
 *       a unique e-mail and the demo password: { id, email, password, firstName, lastName }
 *
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 */
export function createTestFixturesService({ store }) {
  const accounts = createAccounts(store);

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function createAccount(req, res) {
    const body = await readJsonObject(req);
    const like = DEMO_ACCOUNTS.find((demo) => demo.email === body.like);
    if (!like) {
      const emails = DEMO_ACCOUNTS.map((demo) => demo.email).join(", ");
      sendJson(res, 400, { error: `like must be one of the demo accounts: ${emails}` });
      return;
    }
    const unique = randomUUID().slice(0, 8);
    const [localPart] = like.email.split("@");
    const account = await accounts.create(
      { ...like, id: `e2e-${unique}`, email: `${localPart}+${unique}@example.com` },
      DEMO_PASSWORD,
    );
    if (!account) {
      sendJson(res, 409, { error: "The generated account exists already; try again" });
      return;
    }
    const { id, email, firstName, lastName } = account;
    sendJson(res, 201, { id, email, password: DEMO_PASSWORD, firstName, lastName });
  }

  return {
    mountPath: TEST_FIXTURES_MOUNT_PATH,
    summary: "test fixtures at /test-fixtures",
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
    async handle(req, res, pathname) {
      if (pathname !== `${TEST_FIXTURES_MOUNT_PATH}/accounts`) return false;
      if (req.method !== "POST") {
        sendJson(res, 405, { error: "Use POST" }, { Allow: "POST" });
        return true;
      }
      try {
        await createAccount(req, res);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        sendJson(res, 400, { error: error.message });
      }
      return true;
    },
  };
}
