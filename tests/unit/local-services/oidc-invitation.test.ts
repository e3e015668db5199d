import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccounts } from "../../../local-services/oidc/accounts.mjs";
import { newInvitationToken } from "../../../local-services/portal/user-admin/invitation-tokens.mjs";
import { ensurePortalTables } from "../../../local-services/portal/portal-tables.mjs";
import { createInvitations } from "../../../local-services/portal/user-admin/invitations.mjs";
import { createUserAdminRepository } from "../../../local-services/portal/user-admin/user-admin-repository.mjs";
import { seedUserAdminCompany } from "../../../local-services/portal/user-admin/user-admin-seed.mjs";
import { testStore } from "./helpers";
import { decodeJwt, signIn } from "./oidc-helpers";
import {
  data,
  graphql,
  ownCompanyAccount,
  type PortalServer,
  startPortalServer,
} from "./portal-helpers";

const PORTAL_URL = "http://127.0.0.1:3999/en/mykomax";
const PASSWORD = "invited-pass-1";
const DAY_MS = 86_400_000;

let server: PortalServer;
let repo: ReturnType<typeof createUserAdminRepository>;
let accounts: ReturnType<typeof createAccounts>;
beforeAll(async () => {
  server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
  repo = createUserAdminRepository(server.store.db);
  accounts = createAccounts(server.store);
}, 60_000);
afterAll(() => server.close());

/** The demo admin's company's first organization. */
function organization() {
  const found = repo.organizations(null).find((o) => o.company === "Admin Harness Systems Ltd.");
  if (!found) throw new Error("no organization of the demo admin's company");
  return found;
}

/**
 * An invitation as the back end writes it: a portal user listed under his e-mail and an
 * `invited` record holding the token's hash. Returns the link's secret and path.
 */
function invitation({
  email = `${randomUUID().slice(0, 8)}@invited.example.com`,
  daysAgo = 0,
} = {}) {
  const { token, hash, path } = newInvitationToken();
  const userId = `U-${randomUUID()}`;
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const org = organization();
  repo.addUser({ id: userId, companyKey: org.companyKey, name: email, email, createdAt: at });
  repo.putAccess({
    userId,
    organizationId: org.id,
    application: "serviceTickets",
    state: "invited",
    requestedBy: "Adam Admin",
    requestDate: at,
    invitedAt: at,
    tokenHash: hash,
    updatedAt: at,
  });
  return { token, hash, path, userId, email, organizationId: org.id };
}

function pageUrl(path: string, returnTo: string | null = PORTAL_URL) {
  const url = new URL(`${server.url}${path}`);
  if (returnTo !== null) url.searchParams.set("return_to", returnTo);
  return url.toString();
}

function open(path: string, init: { returnTo?: string | null; language?: string } = {}) {
  return fetch(pageUrl(path, init.returnTo), {
    headers: { "accept-language": init.language ?? "en" },
  });
}

/** The form as the page itself posts it: from the identity site's own origin. */
function submit(
  path: string,
  values: Record<string, string> = {},
  init: { returnTo?: string | null; origin?: string | null; language?: string } = {},
) {
  const origin = init.origin === undefined ? server.url : init.origin;
  return fetch(pageUrl(path, init.returnTo), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "accept-language": init.language ?? "en",
      ...(origin === null ? {} : { origin }),
    },
    body: new URLSearchParams({
      firstName: "Ida",
      lastName: "Invited",
      password: PASSWORD,
      repeatPassword: PASSWORD,
      ...values,
    }).toString(),
  });
}

describe("invitation page: a valid link", { timeout: 30_000 }, () => {
  it("says who invited whom to what, with a form for name and password", async () => {
    const invited = invitation();
    const response = await open(invited.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(
      `You are invited to Service tickets at ${organization().name} (Admin Harness Systems Ltd.) by Adam Admin.`,
    );
    expect(html).toContain(`value="${invited.email}"`);
    for (const name of ["firstName", "lastName", "password", "repeatPassword"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('autocomplete="new-password"');
  });

  it("speaks German to a German browser", async () => {
    const html = await (await open(invitation().path, { language: "de-CH,de;q=0.9" })).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`Adam Admin hat Sie zu Service tickets bei ${organization().name}`);
    expect(html).toContain("Passwort festlegen");
  });

  it("makes the account with the portal user's id, renames him and returns to the portal", async () => {
    const invited = invitation();
    const response = await submit(invited.path, {}, { language: "de" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(PORTAL_URL);

    expect(accounts.findById(invited.userId)).toMatchObject({
      id: invited.userId,
      email: invited.email,
      firstName: "Ida",
      lastName: "Invited",
      company: "Admin Harness Systems Ltd.",
      country: organization().country,
      language: "de",
      roles: [],
    });
    expect(repo.userById(invited.userId)?.name).toBe("Ida Invited");
    // He accepts on the dashboard: the record stays an invitation.
    expect(repo.access(invited.userId, invited.organizationId, "serviceTickets")?.status).toBe(
      "invited",
    );
    const { tokens } = await signIn(server.issuer, invited.email, PASSWORD);
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({ sub: invited.userId, name: "Ida Invited" });
    expect(claims.roles).toEqual(["kmx_int_serviceticketing_invited"]);
  });

  it("says 'Your account is ready' when no portal address came with the link", async () => {
    const invited = invitation();
    const response = await submit(invited.path, {}, { returnTo: null });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your account is ready");
    expect(html).toContain("Sign in to mykomax");
    expect(accounts.findById(invited.userId)).not.toBeNull();
  });

  it.each<[Record<string, string>, string, string]>([
    [{ firstName: " " }, "Please enter your first name", 'value="Kept"'],
    [{ lastName: "" }, "Please enter your last name", 'value="Ida"'],
    [{ firstName: "x".repeat(101) }, "A name can have at most 100 characters.", 'value="Kept"'],
    [
      { password: "short-9ch", repeatPassword: "short-9ch" },
      "at least 10 characters",
      'value="Kept"',
    ],
    [{ repeatPassword: `${PASSWORD}x` }, "do not match", 'value="Kept"'],
  ])("refuses %o with its message, keeps the names and the link", async (values, text, kept) => {
    const invited = invitation();
    const response = await submit(invited.path, { lastName: "Kept", ...values });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(text);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(kept);
    expect(accounts.findById(invited.userId)).toBeNull();
    expect((await open(invited.path)).status).toBe(200);
  });
});

describe("invitation page: links that open nothing", { timeout: 30_000 }, () => {
  it("is single use: the same link again says it has been used, on GET and POST", async () => {
    const invited = invitation();
    expect((await submit(invited.path)).status).toBe(303);

    const again = await open(invited.path);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This invitation link has already been used.");
    const replay = await submit(invited.path, {
      password: "attacker-pass",
      repeatPassword: "attacker-pass",
    });
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain("already been used");
    // The replay set nothing: the first password still signs in.
    expect(await accounts.authenticate(invited.email, "attacker-pass")).toBeNull();
    expect(await accounts.authenticate(invited.email, PASSWORD)).not.toBeNull();
  });

  it("stays used after the user accepted (the record no longer holds the hash)", async () => {
    const invited = invitation();
    expect((await submit(invited.path)).status).toBe(303);
    const now = new Date().toISOString();
    const record = repo.access(invited.userId, invited.organizationId, "serviceTickets")!;
    repo.putAccess({ ...record, state: "active", tokenHash: null, updatedAt: now });
    const again = await open(invited.path);
    expect(again.status).toBe(410);
  });

  it("lets only one of two simultaneous posts of one link through", async () => {
    const invited = invitation();
    const answers = await Promise.all([
      submit(invited.path, { firstName: "First" }),
      submit(invited.path, {
        firstName: "Second",
        password: "second-pass",
        repeatPassword: "second-pass",
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410]);
    const winner = answers[0]!.status === 303 ? "First" : "Second";
    expect(accounts.findById(invited.userId)?.firstName).toBe(winner);
    expect(repo.userById(invited.userId)?.name).toBe(`${winner} Invited`);
  });

  it("says an expired invitation has expired and makes no account", async () => {
    const invited = invitation({ daysAgo: 8 });
    const response = await open(invited.path);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain(
      "This invitation has expired. Ask your administrator to invite you again.",
    );
    expect(html).toContain(`href="${PORTAL_URL}"`);
    expect((await submit(invited.path)).status).toBe(410);
    expect(accounts.findById(invited.userId)).toBeNull();
  });

  it("sends a person with an account to the dashboard and leaves the link unused", async () => {
    const invited = invitation({ email: "customer@example.com" });
    const response = await open(invited.path);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      "Sign in to the portal and accept the invitation on your dashboard.",
    );
    const post = await submit(invited.path);
    expect(post.status).toBe(409);
    expect((await open(invited.path)).status).toBe(409);
    expect(await accounts.authenticate("customer@example.com", PASSWORD)).toBeNull();
  });

  it("refuses a return_to that is no loopback page, before anything else", async () => {
    const invited = invitation();
    for (const returnTo of [
      "https://evil.example/",
      "javascript:alert(1)",
      "//evil.example/x",
      "http://127.0.0.1.evil.example/",
    ]) {
      const response = await open(invited.path, { returnTo });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("The page to return to is not allowed.");
      expect(html).not.toContain("evil.example");
      expect((await submit(invited.path, {}, { returnTo })).status).toBe(400);
    }
    expect(accounts.findById(invited.userId)).toBeNull();
  });

  it("answers another method with 405", async () => {
    const response = await fetch(pageUrl(invitation().path), { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });
});

describe("invitation page: attacks", { timeout: 30_000 }, () => {
  it("does not open on a guessed token", async () => {
    for (const guess of [
      randomBytes(32).toString("base64url"),
      "a".repeat(43),
      "not-a-token",
      "%00",
      `${"A".repeat(43)}%2F..%2F..%2Faccount`,
    ]) {
      const response = await open(`/oidc/invitation/${guess}`);
      expect(response.status).toBe(404);
    }
    const response = await open(`/oidc/invitation/${randomBytes(32).toString("base64url")}`);
    expect(await response.text()).toContain("This invitation link is not valid.");
  });

  it("does not open on a real token with one character changed", async () => {
    const invited = invitation();
    const last = invited.token.at(-1)!;
    const changed = `${invited.token.slice(0, -1)}${last === "A" ? "B" : "A"}`;
    const response = await submit(`/oidc/invitation/${changed}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This invitation link is not valid.");
    expect(accounts.findById(invited.userId)).toBeNull();
  });

  it("does not open on a link the administrator has replaced by a new one", async () => {
    const invited = invitation();
    const record = repo.access(invited.userId, invited.organizationId, "serviceTickets")!;
    const renewed = newInvitationToken();
    repo.putAccess({
      ...record,
      state: "invited",
      tokenHash: renewed.hash,
      updatedAt: new Date().toISOString(),
    });
    expect((await submit(invited.path)).status).toBe(404);
    expect((await open(renewed.path)).status).toBe(200);
  });

  it.each([
    ["another local site", "http://127.0.0.1:3999"],
    ["a privacy-stripped origin", "null"],
    ["a foreign site", "https://evil.example"],
  ])("refuses the form posted from %s and keeps the link", async (_name, origin) => {
    const invited = invitation();
    const response = await submit(invited.path, {}, { origin });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form was sent from another site");
    expect(accounts.findById(invited.userId)).toBeNull();
    expect(repo.userById(invited.userId)?.name).toBe(invited.email);
    expect((await open(invited.path)).status).toBe(200);
  });

  it("ignores an e-mail address posted with the form", async () => {
    const invited = invitation();
    expect((await submit(invited.path, { email: "attacker@evil.example" })).status).toBe(303);
    expect(accounts.findById(invited.userId)?.email).toBe(invited.email);
    expect(accounts.findByEmail("attacker@evil.example")).toBeNull();
  });
});

describe("invitation links and the clock", () => {
  /** A store of its own with one seeded company and one invitation sent at `sentAt`. */
  function setup(invitationDays: number | undefined, clock: { now: Date }) {
    const store = testStore();
    ensurePortalTables(store.db);
    const now = () => clock.now;
    const userAdmin = createUserAdminRepository(store.db, { invitationDays, now });
    seedUserAdminCompany(userAdmin, {
      company: "Clock Test AG",
      accounts: [
        {
          id: "clock-admin",
          name: "Clara Clock",
          email: "clara@clock.example.com",
          roles: ["kmx_delegatedadmin_extern"],
        },
      ],
      now: clock.now,
    });
    const [org] = userAdmin.organizations(null);
    const { token, hash } = newInvitationToken();
    const sentAt = clock.now.toISOString();
    userAdmin.addUser({
      id: "U-clock",
      companyKey: org!.companyKey,
      name: "tim@clock.example.com",
      email: "tim@clock.example.com",
      createdAt: sentAt,
    });
    userAdmin.putAccess({
      userId: "U-clock",
      organizationId: org!.id,
      application: "inventory",
      state: "invited",
      requestedBy: "Clara Clock",
      requestDate: sentAt,
      invitedAt: sentAt,
      tokenHash: hash,
      updatedAt: sentAt,
    });
    return { token, invitations: createInvitations(store.db, userAdmin, { now }) };
  }

  it.each([
    { days: undefined, after: 7 * DAY_MS - 1000, outcome: "valid" },
    { days: undefined, after: 7 * DAY_MS, outcome: "expired" },
    { days: 1, after: DAY_MS - 1000, outcome: "valid" },
    { days: 1, after: DAY_MS + 1000, outcome: "expired" },
    { days: 30, after: 29 * DAY_MS, outcome: "valid" },
  ])("INVITATION_VALID_DAYS $days, $after ms later: $outcome", ({ days, after, outcome }) => {
    const clock = { now: new Date("2026-03-01T12:00:00Z") };
    const { token, invitations } = setup(days, clock);
    expect(invitations.find(token).outcome).toBe("valid");
    clock.now = new Date(clock.now.getTime() + after);
    expect(invitations.find(token).outcome).toBe(outcome);
    expect(invitations.claim(token).outcome).toBe(outcome);
  });

  it("claims a link once", () => {
    const { token, invitations } = setup(undefined, { now: new Date() });
    expect(invitations.claim(token).outcome).toBe("valid");
    expect(invitations.claim(token).outcome).toBe("used");
    expect(invitations.find(token).outcome).toBe("used");
  });
});

describe("invitation end to end with the portal back end", { timeout: 60_000 }, () => {
  it("invite, follow the mailed link, set the password, accept; withdrawn, the role is gone", async () => {
    const admin = await ownCompanyAccount(server, "admin@example.com");
    const { userAdmin } = await data<{ userAdmin: { organizations: Array<{ id: string }> } }>(
      server,
      admin.idToken,
      "{ userAdmin { organizations { id } } }",
    );
    const organizationId = userAdmin.organizations[0]!.id;
    const email = `new.${randomUUID().slice(0, 8)}@invited.example.com`;
    const invited = await data<{ inviteUser: { user: { id: string } } }>(
      server,
      admin.idToken,
      "mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { id } } }",
      { input: { email, organizationId, application: "serviceTickets", portalUrl: PORTAL_URL } },
    );
    const userId = invited.inviteUser.user.id;

    const mailbox = await fetch(`${server.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
    const { messages } = (await mailbox.json()) as { messages: Array<{ link: string }> };
    const link = new URL(messages[0]!.link);
    expect(link.searchParams.get("return_to")).toBe(PORTAL_URL);
    expect((await fetch(link)).status).toBe(200);
    const set = await submit(link.pathname, { firstName: "Nina", lastName: "Neu" });
    expect(set.headers.get("location")).toBe(PORTAL_URL);

    const signedIn = await signIn(server.issuer, email, PASSWORD);
    expect(decodeJwt(signedIn.tokens.id_token)).toMatchObject({
      sub: userId,
      roles: ["kmx_int_serviceticketing_invited"],
    });
    const accepted = await graphql(
      server,
      signedIn.tokens.id_token,
      'mutation { acceptInvitation(application: "serviceTickets") { status } }',
    );
    expect(accepted.errors).toBeUndefined();
    const afterAccept = decodeJwt((await signIn(server.issuer, email, PASSWORD)).tokens.id_token);
    expect(afterAccept.roles).toEqual(["kmx_int_serviceticketing_active"]);

    const withdrawn = await graphql(
      server,
      admin.idToken,
      "mutation ($input: ChangeAccessInput!) { changeAccess(input: $input) { status } }",
      {
        input: { userId, organizationId, application: "serviceTickets", action: "withdraw" },
      },
    );
    expect(withdrawn.errors).toBeUndefined();
    const next = decodeJwt((await signIn(server.issuer, email, PASSWORD)).tokens.id_token);
    expect(next.roles).toEqual([]);
  });
});
