import { randomUUID } from "node:crypto";
import path from "node:path";
import { sendJson } from "../http-json.mjs";
import { createAccounts } from "../oidc/accounts.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../oidc/demo-accounts.mjs";
import { BodyError, readJsonObject } from "../oidc/request-body.mjs";
import { companyKey } from "../portal/company-key.mjs";
import { seedCompanyPartsOrders } from "../portal/demo/demo-parts-orders.mjs";
import { seedCompany } from "../portal/demo/demo-portal-data.mjs";
import { createPartsOrderRepository } from "../portal/parts/parts-order-repository.mjs";
import { createPimParts } from "../portal/parts/pim-parts.mjs";
import { createTicketRepository } from "../portal/tickets/ticket-repository.mjs";
import { createUserAdminRepository } from "../portal/user-admin/user-admin-repository.mjs";
import { seedUserAdminCompany } from "../portal/user-admin/user-admin-seed.mjs";

export const TEST_FIXTURES_MOUNT_PATH = "/test-fixtures";

/**
 * Data a browser journey owns, so no journey reads what another one writes. Mounted only when
 * the stand-ins run for tests (LOCAL_SERVICES_TEST_FIXTURES=on): a real back end has no such door.
 *
 *   POST /test-fixtures/accounts {"like": "admin@example.com"}
 *     → 201 a new account with that demo account's names, company, country, language and roles,
 *       a unique e-mail and the demo password: { id, email, password, firstName, lastName, company }
 *   POST /test-fixtures/accounts {"like": "customer@example.com", "ownCompany": true}
 *     → the same in a company of its own ("E2E Company <unique>"), seeded with the demo
 *       user administration (organizations, colleagues, access records) and the demo
 *       locations, machines and tickets (fresh ticket numbers) and past parts orders: journeys
 *       that write tickets or orders read nobody else's and disturb nobody.
 *
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 */
export function createTestFixturesService({ store }) {
  const accounts = createAccounts(store);
  const tickets = createTicketRepository(store.db);
  const userAdmin = createUserAdminRepository(store.db);
  const partsOrders = createPartsOrderRepository(store.db);
  const pimParts = createPimParts(store);
  const filesDir = path.join(store.dataDir, "portal-files");

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function createAccount(req, res) {
    const body = await readJsonObject(req);
    const like = DEMO_ACCOUNTS.find((demo) => demo.email === body.like);
    if (!like) {
      const emails = DEMO_ACCOUNTS.map((demo) => demo.email).join(", ");
      sendJson(res, 400, { error: `like must be one of the demo accounts: ${emails}` });
      return;
    }
    if (body.ownCompany !== undefined && typeof body.ownCompany !== "boolean") {
      sendJson(res, 400, { error: "ownCompany must be true or false" });
      return;
    }
    const unique = randomUUID().slice(0, 8);
    const [localPart] = like.email.split("@");
    const company = body.ownCompany ? `E2E Company ${unique}` : like.company;
    const account = await accounts.create(
      { ...like, id: `e2e-${unique}`, email: `${localPart}+${unique}@example.com`, company },
      DEMO_PASSWORD,
    );
    if (!account) {
      sendJson(res, 409, { error: "The generated account exists already; try again" });
      return;
    }
    const { id, email, firstName, lastName } = account;
    if (body.ownCompany) {
      seedCompany(tickets, {
        company,
        people: [{ name: `${firstName} ${lastName}`, email }],
        filesDir,
      });
      const name = `${firstName} ${lastName}`;
      seedUserAdminCompany(userAdmin, {
        company,
        accounts: [{ id, name, email, roles: like.roles }],
      });
      seedCompanyPartsOrders(store.db, partsOrders, pimParts, companyKey(company));
    }
    sendJson(res, 201, { id, email, password: DEMO_PASSWORD, firstName, lastName, company });
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
