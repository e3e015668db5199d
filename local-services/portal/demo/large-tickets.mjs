import path from "node:path";
import { createAccounts } from "../../oidc/accounts.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../oidc/demo-accounts.mjs";
import { companyKey } from "../company-key.mjs";
import { seedCompanyPartsOrders } from "./demo-parts-orders.mjs";
import { seedCompany } from "./demo-portal-data.mjs";
import { createPartsOrderRepository } from "../parts/parts-order-repository.mjs";
import { createPimParts } from "../parts/pim-parts.mjs";
import { createTicketRepository } from "../tickets/ticket-repository.mjs";

/**
 * The 10,000-ticket company for scale tests (spec: the list answers as fast for it as for a
 * demo company), and the account a benchmark signs in with.
 */
export const LARGE_TICKET_COUNT = 10_000;
export const LARGE_TICKETS_COMPANY = "Large Ticket Volume AG";
export const LARGE_TICKETS_EMAIL = "tickets-10k@example.com";
const LARGE_TICKETS_ACCOUNT_ID = "tickets-10k";

/**
 * Puts LARGE_TICKET_COUNT tickets (with comments and histories, in one transaction) into the
 * company, replacing what it held, and makes sure the benchmark account is in that company.
 * `remove` deletes them and the account again; a demo company gets its demo set back (with its
 * past parts orders, which went with its locations).
 * @param {import('../../store/document-store.mjs').Store} store
 * @param {{ company?: string, remove?: boolean, tickets?: number }} [options]
 */
export async function generateLargeTickets(
  store,
  { company = LARGE_TICKETS_COMPANY, remove = false, tickets = LARGE_TICKET_COUNT } = {},
) {
  const repo = createTicketRepository(store.db);
  const accounts = createAccounts(store);
  const filesDir = path.join(store.dataDir, "portal-files");
  const seedOrders = () =>
    seedCompanyPartsOrders(
      store.db,
      createPartsOrderRepository(store.db),
      createPimParts(store),
      companyKey(company),
    );
  repo.removeCompany(companyKey(company));
  const existing = accounts.findById(LARGE_TICKETS_ACCOUNT_ID);
  if (existing && (remove || existing.company !== company)) accounts.delete(existing.id);
  if (remove) {
    const demoPeople = DEMO_ACCOUNTS.filter((demo) => demo.company === company).map((demo) => ({
      name: `${demo.firstName} ${demo.lastName}`,
      email: demo.email,
    }));
    if (demoPeople.length > 0) {
      seedCompany(repo, { company, people: demoPeople, filesDir });
      seedOrders();
    }
    return { company, tickets: 0 };
  }
  if (!accounts.findById(LARGE_TICKETS_ACCOUNT_ID)) {
    const customer = DEMO_ACCOUNTS.find((demo) => demo.id === "demo-customer");
    await accounts.create(
      {
        id: LARGE_TICKETS_ACCOUNT_ID,
        email: LARGE_TICKETS_EMAIL,
        firstName: "Tara",
        lastName: "Tickets",
        company,
        country: "DE",
        language: "en",
        roles: [...(customer?.roles ?? [])],
      },
      DEMO_PASSWORD,
    );
  }
  const result = seedCompany(repo, {
    company,
    people: [{ name: "Tara Tickets", email: LARGE_TICKETS_EMAIL }],
    filesDir,
    tickets,
    lean: true,
  });
  // The planner's statistics, so it picks the selective index for a filter on 10,000 rows.
  store.db.exec("ANALYZE portal_tickets");
  return { company, tickets: result.tickets };
}
