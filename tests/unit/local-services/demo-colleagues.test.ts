import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ACCESS_STATES } from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { DEMO_ACCOUNTS } from "../../../local-services/oidc/demo-accounts.mjs";
import { companyKey } from "../../../local-services/portal/company-key.mjs";
import {
  demoColleagueOf,
  demoColleaguesOf,
} from "../../../local-services/portal/demo/demo-colleagues.mjs";
import { seedDemoCompanies } from "../../../local-services/portal/demo/demo-companies.mjs";
import { locationSetOf } from "../../../local-services/portal/demo/demo-locations.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { createUserAdminRepository } from "../../../local-services/portal/user-admin/user-admin-repository.mjs";
import { seedDemoUserAdmin } from "../../../local-services/portal/user-admin/user-admin-seed.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";

const COMPANIES = [...new Set(DEMO_ACCOUNTS.map((account) => account.company))];

/** Every demo company's user administration and tickets, seeded into one store. */
function seededStore() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-colleagues-"));
  const store = openStore({ dataDir });
  afterAll(() => {
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  seedDemoCompanies(store, createTicketRepository(store.db), path.join(dataDir, "files"));
  seedDemoUserAdmin(store, createUserAdminRepository(store.db));
  return store;
}

describe("the demo companies' colleagues (issue 29 item 5)", () => {
  const store = seededStore();
  const users = store.db
    .prepare("SELECT company_key AS company, name, email FROM portal_users")
    .all() as Array<{ company: string; name: string; email: string }>;

  it("gives every company colleagues of its own: no name or e-mail in two companies", () => {
    expect(new Set(users.map((user) => user.company)).size).toBe(COMPANIES.length);
    for (const field of ["name", "email"] as const) {
      const companiesOf = new Map<string, Set<string>>();
      for (const user of users) {
        companiesOf.set(user[field], (companiesOf.get(user[field]) ?? new Set()).add(user.company));
      }
      const shared = [...companiesOf].filter(([, companies]) => companies.size > 1);
      expect(shared, field).toEqual([]);
    }
    // Nobody of the machine maker works at a customer, nor the other way round.
    const ferrion = demoColleaguesOf("Ferrion AG").map((colleague) => colleague.name);
    const customers = COMPANIES.filter((company) => company !== "Ferrion AG").flatMap((company) =>
      demoColleaguesOf(company).map((colleague) => colleague.name),
    );
    expect(ferrion.filter((name) => customers.includes(name))).toEqual([]);
  });

  it("names each colleague as a person of one of the company's own plants", () => {
    for (const company of COMPANIES) {
      const plants = locationSetOf(company).map(([name]) => name);
      const colleagues = demoColleaguesOf(company);
      expect(new Set(colleagues.map((colleague) => colleague.name)).size).toBe(5);
      for (const colleague of colleagues) expect(plants).toContain(colleague.plant);
      expect(demoColleaguesOf(company)).toEqual(colleagues);
    }
    expect(new Set(demoColleaguesOf("Ferrion AG").map((colleague) => colleague.plant))).toEqual(
      new Set(["Werk Dierikon", "Plant Porto", "Assembly Suzhou"]),
    );
  });

  it("still seeds every access state in every company, and the outsider only in the third organization", () => {
    for (const company of COMPANIES) {
      const key = companyKey(company);
      const states = store.db
        .prepare(
          `SELECT DISTINCT a.state FROM portal_access a JOIN portal_users u ON u.id = a.user_id
           WHERE u.company_key = ?`,
        )
        .all(key)
        .map((row) => (row as { state: string }).state);
      expect(new Set(states), company).toEqual(new Set(ACCESS_STATES));
      const outsider = demoColleagueOf(company, "outsider");
      const organizations = store.db
        .prepare(
          `SELECT DISTINCT o.org_id AS orgId FROM portal_access a
           JOIN portal_users u ON u.id = a.user_id
           JOIN portal_organizations o ON o.id = a.organization_id WHERE u.email = ?`,
        )
        .all(outsider.email)
        .map((row) => (row as { orgId: string }).orgId.slice(-2));
      expect(organizations, company).toEqual(["-3"]);
    }
  });

  it("has the tickets written by the company's own people, whom user administration knows", () => {
    for (const company of COMPANIES) {
      const key = companyKey(company);
      const contacts = store.db
        .prepare("SELECT DISTINCT contact_email AS email FROM portal_tickets WHERE company_key = ?")
        .all(key)
        .map((row) => (row as { email: string }).email);
      const own = users.filter((user) => user.company === key).map((user) => user.email);
      expect(contacts.length, company).toBeGreaterThan(1);
      for (const email of contacts) expect(own, company).toContain(email);
    }
  });
});
