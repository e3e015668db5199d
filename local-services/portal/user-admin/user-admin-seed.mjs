import { companyKey } from "../company-key.mjs";
import { DEMO_ACCOUNTS } from "../../oidc/demo-accounts.mjs";
import { ACCESS_STATES } from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { APPLICATIONS } from "./user-admin-tables.mjs";
import { invitationTokenHash } from "./invitation-tokens.mjs";
import { seedOrganizationsOf } from "./company-organizations.mjs";
import { demoColleaguesOf } from "../demo/demo-colleagues.mjs";

const SEEDED = "portal:user-admin-seeded";
const DAY_MS = 86_400_000;

/**
 * The access records of a company's five colleagues (demo/demo-colleagues.mjs names them, from
 * the company's plants), by their role there: [organization 0, 1 or 2, application, state],
 * together every state; the company's own demo accounts get records of the states their roles
 * name. The outsider is only in organization 2, which the company's external administrator is
 * no member of: inviting his e-mail reaches "lost permission" (spec 001 §8).
 * @type {Record<import('../demo/demo-colleagues.mjs').ColleagueRole, [number, string, string][]>}
 */
const COLLEAGUE_ACCESS = {
  invited: [
    [0, "serviceTickets", "invited"],
    [1, "inventory", "active"],
  ],
  inviteExpired: [
    [0, "learningHub", "inviteexpired"],
    [1, "serviceTickets", "inactive"],
  ],
  pending: [
    [0, "inventory", "pending"],
    [1, "wireFlow", "declined"],
  ],
  unknown: [
    [0, "masterData", "unknown"],
    [0, "serviceTickets", "active"],
  ],
  outsider: [
    [2, "serviceTickets", "active"],
    [2, "inventory", "active"],
  ],
};

/**
 * The access records an account's roles describe (`<stem>_<state>`), in its first organization
 * (index 0): the seed's, and a user's own first action (acceptInvitation, requestAccess) when he
 * has no portal user yet, so nothing his roles gave him is lost.
 * @param {string[]} roles
 */
export function accessFromRoles(roles) {
  /** @type {[number, string, string][]} */
  const records = [];
  for (const [application, , stem] of APPLICATIONS) {
    const state = ACCESS_STATES.find((candidate) =>
      roles.some((role) => role.endsWith(`${stem}_${candidate}`)),
    );
    if (state) records.push([0, application, state]);
  }
  return records;
}

/** Whether the roles make an administrator (who is also seeded into organization 1). @param {string[]} roles */
const isAdministrator = (roles) => roles.some((role) => role.includes("kmx_delegatedadmin"));

/**
 * A demo account's records: those its roles name, in organization 0; an administrator also
 * administers organization 1 (service tickets there), and an inventory user has the inventory
 * of organization 1 too, so his inventory shows two organizations and hides the third's.
 * @param {string[]} roles
 */
function demoAccountAccess(roles) {
  const records = accessFromRoles(roles);
  const inventory = records.find(([, application]) => application === "inventory");
  /** @type {[number, string, string][]} */
  const second = [];
  if (isAdministrator(roles)) second.push([1, "serviceTickets", "active"]);
  if (inventory) second.push([1, "inventory", inventory[2]]);
  return [...records, ...second];
}

/**
 * Seeds one company's user administration (once: a company with organizations is left as it
 * is): 3 organizations, its accounts (an administrator also `serviceTickets active` in
 * organization 1) and its 5 colleagues (demo/demo-colleagues.mjs) with access records in every
 * state.
 * Deterministic but for the dates, which follow the clock so an invitation sent "yesterday"
 * is valid whenever the store is made.
 * @param {import('./user-admin-repository.mjs').UserAdminRepository} repo
 * @param {object} options
 * @param {string} options.company
 * @param {{ id: string, name: string, email: string, roles: string[] }[]} options.accounts
 * @param {Date} [options.now]
 */
export function seedUserAdminCompany(repo, { company, accounts, now = new Date() }) {
  const key = companyKey(company);
  return repo.write(() => {
    if (repo.hasOrganizations(key)) return false;
    const tag = key.slice(-8);
    const organizations = seedOrganizationsOf(company).map(
      ({ name, subRegion, country, city }, index) => {
        const organization = {
          id: `O-${tag}-${index + 1}`,
          companyKey: key,
          company,
          name,
          orgId: `ORG-${tag.toUpperCase()}-${index + 1}`,
          subRegion,
          country,
          city,
        };
        repo.addOrganization(organization);
        return organization;
      },
    );
    const admin = accounts.find((account) => isAdministrator(account.roles));
    const people = [
      ...accounts.map((account) => ({
        ...account,
        access: [...demoAccountAccess(account.roles)],
      })),
      ...demoColleaguesOf(company).map(({ role, name, email }, index) => ({
        id: `U-${tag}-${index + 1}`,
        name,
        email,
        access: COLLEAGUE_ACCESS[role],
      })),
    ];
    const at = (/** @type {number} */ daysAgo) =>
      new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
    people.forEach((person, p) => {
      repo.addUser({
        id: person.id,
        companyKey: key,
        name: person.name,
        email: person.email.toLowerCase(),
        createdAt: at(60),
      });
      person.access.forEach(([o, application, state], a) => {
        const invited = state === "invited" || state === "inviteexpired";
        repo.putAccess({
          userId: person.id,
          // Every seeded access names one of the company's seeded organizations by index.
          organizationId: /** @type {(typeof organizations)[number]} */ (
            organizations[/** @type {number} */ (o)]
          ).id,
          application: String(application),
          state: String(state),
          requestedBy: state === "pending" ? person.name : (admin?.name ?? "Ferrion service desk"),
          requestDate: at(state === "inviteexpired" ? 20 : 1 + p + a),
          invitedAt: invited ? at(state === "inviteexpired" ? 20 : 1) : null,
          // Nobody holds a seeded invitation's token: the link is made anew by resend/reinvite.
          tokenHash: invited
            ? invitationTokenHash(`seed:${person.id}:${application}:${now.toISOString()}`)
            : null,
          updatedAt: at(1),
        });
      });
    });
    return true;
  });
}

/**
 * Seeds the company of every demo account once (meta flag), like the tickets' demo data.
 * @param {import('../../store/document-store.mjs').Store} store
 * @param {import('./user-admin-repository.mjs').UserAdminRepository} repo
 */
export function seedDemoUserAdmin(store, repo) {
  if (store.getMeta(SEEDED)) return 0;
  /** @type {Map<string, { id: string, name: string, email: string, roles: string[] }[]>} */
  const companies = new Map();
  for (const account of DEMO_ACCOUNTS) {
    const people = companies.get(account.company) ?? [];
    people.push({
      id: account.id,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      roles: account.roles,
    });
    companies.set(account.company, people);
  }
  let seeded = 0;
  for (const [company, accounts] of companies) {
    if (seedUserAdminCompany(repo, { company, accounts })) seeded += 1;
  }
  store.setMeta(SEEDED, new Date().toISOString());
  return seeded;
}
