import { DEMO_ACCOUNTS } from "../../oidc/demo-accounts.mjs";
import { seedCompany } from "./demo-portal-data.mjs";

const SEEDED = "portal:demo-companies-seeded";

/**
 * Seeds the company of every demo account on the first start (the meta flag keeps later
 * starts, and whatever customers wrote, as they are).
 * @param {import('../../store/document-store.mjs').Store} store
 * @param {import('../tickets/ticket-repository.mjs').TicketRepository} repo
 * @param {string} filesDir
 * @returns {number} the companies seeded
 */
export function seedDemoCompanies(store, repo, filesDir) {
  if (store.getMeta(SEEDED)) return 0;
  /** @type {Map<string, { name: string, email: string }[]>} */
  const companies = new Map();
  for (const account of DEMO_ACCOUNTS) {
    const people = companies.get(account.company) ?? [];
    people.push({ name: `${account.firstName} ${account.lastName}`, email: account.email });
    companies.set(account.company, people);
  }
  let seeded = 0;
  for (const [company, people] of companies) {
    if (seedCompany(repo, { company, people, filesDir }).seeded) seeded += 1;
  }
  store.setMeta(SEEDED, new Date().toISOString());
  return seeded;
}
