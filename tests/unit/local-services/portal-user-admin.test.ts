import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ColleagueRole,
  demoColleagueOf,
} from "../../../local-services/portal/demo/demo-colleagues.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { createUserAdminRepository } from "../../../local-services/portal/user-admin/user-admin-repository.mjs";
import { seedUserAdminCompany } from "../../../local-services/portal/user-admin/user-admin-seed.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";
import { testStore } from "./helpers";
import { startIdentityServer } from "./oidc-helpers";
import {
  data,
  firstError,
  graphql,
  idTokenOf,
  ownCompanyAccount,
  type PortalServer,
  portalOperation,
  startPortalServer,
} from "./portal-helpers";

interface Access {
  organization: { id: string; name: string };
  application: { id: string; name: string };
  status: string;
  requestedBy: string | null;
  requestDate: string | null;
  invitedAt: string | null;
  allowedActions: string[];
}
interface AdminUser {
  id: string;
  name: string;
  email: string;
  organizations: Array<{ id: string; name: string; orgId: string }>;
  access: Access[];
}
interface UsersAnswer {
  userAdmin: {
    users: { totalCount: number; pageCount: number; items: AdminUser[] };
    organizations: Array<{ id: string; company: string; name: string; orgId: string }>;
    applications: Array<{ id: string; name: string }>;
  };
}
interface ChangeAnswer {
  status: string | null;
  invitationPath: string | null;
  invitationUrl: string | null;
  lostPermission: boolean;
  user: AdminUser;
}

/** The site's own operations, fragments and all. */
const USERS = portalOperation("queries/user-admin-users.graphql");
const INVITE = portalOperation("mutations/invite-user.graphql");
const CHANGE = portalOperation("mutations/change-access.graphql");
const USER = `query ($id: ID!) { userAdmin { user(id: $id) { id access { organization { id } application { id } status } } } }`;
const TOKEN = /^\/oidc\/invitation\/([A-Za-z0-9_-]{43})$/;

describe("portal user administration over GraphQL", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let demoAdmin: string;
  let internal: string;
  /** An external administrator of a company of his own, so these writes disturb nobody. */
  let admin: { idToken: string; company: string; id: string };
  /** Another external administrator's company, the target of the cross-company attacks. */
  let other: { idToken: string; company: string; id: string };

  const users = (idToken: string, variables: Record<string, unknown> = {}) =>
    data<UsersAnswer>(server, idToken, USERS, { pageSize: 100, ...variables }).then(
      (answer) => answer.userAdmin,
    );
  const userById = (idToken: string, id: string) =>
    data<{ userAdmin: { user: Pick<AdminUser, "id" | "access"> | null } }>(server, idToken, USER, {
      id,
    }).then((answer) => answer.userAdmin.user);
  const change = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ changeAccess: ChangeAnswer }>(server, idToken, CHANGE, { input });
  const invite = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ inviteUser: ChangeAnswer }>(server, idToken, INVITE, { input });

  /** The seeded colleague of a role in the caller's company, and one of its records. */
  async function colleague(
    caller: { idToken: string; company: string },
    role: ColleagueRole,
    application: string,
  ) {
    const { email } = demoColleagueOf(caller.company, role);
    const { users: page } = await users(caller.idToken, { filter: { text: email } });
    const user = page.items.find((candidate) => candidate.email === email)!;
    const access = user.access.find((record) => record.application.id === application)!;
    return {
      user,
      access,
      key: { userId: user.id, organizationId: access.organization.id, application },
    };
  }

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    [customer, demoAdmin, internal, admin, other] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "admin@example.com"),
      idTokenOf(server, "internal@example.com"),
      ownCompanyAccount(server, "admin@example.com"),
      ownCompanyAccount(server, "admin@example.com"),
    ]);
  }, 60_000);
  afterAll(() => server.close());

  describe("who may administer", () => {
    it("refuses a caller without a delegated-admin role, for reads and writes", async () => {
      const read = await graphql(server, customer, USERS);
      expect(firstError(read).code).toBe("FORBIDDEN");
      const target = await colleague(admin, "pending", "inventory");
      const write = await change(customer, { ...target.key, action: "accept" });
      expect(firstError(write).code).toBe("FORBIDDEN");
      const invited = await invite(customer, {
        email: "someone@example.com",
        organizationId: target.key.organizationId,
        application: "inventory",
      });
      expect(firstError(invited).code).toBe("FORBIDDEN");
      expect((await colleague(admin, "pending", "inventory")).access.status).toBe("pending");
    });

    it("shows an external admin only his own company's organizations and users", async () => {
      const own = await users(admin.idToken);
      expect(own.organizations).toHaveLength(2);
      expect(new Set(own.organizations.map((organization) => organization.company))).toEqual(
        new Set([admin.company]),
      );
      const ownOrganizations = new Set(own.organizations.map((organization) => organization.id));
      // The admin himself and four colleagues, each with access only in those organizations.
      expect(own.users.totalCount).toBe(5);
      for (const user of own.users.items) {
        for (const record of user.access)
          expect(ownOrganizations.has(record.organization.id)).toBe(true);
      }
    });

    it("seeds the demo admin's company with an invited, an expired and a pending record, and every state over its users", async () => {
      const { users: page } = await users(demoAdmin);
      const statuses = new Set(page.items.flatMap((user) => user.access.map((a) => a.status)));
      expect([...statuses].sort()).toEqual(
        ["active", "declined", "inactive", "invited", "inviteexpired", "pending", "unknown"].sort(),
      );
      for (const status of ["invited", "inviteexpired", "pending"]) {
        const filtered = await users(demoAdmin, { filter: { status } });
        expect(filtered.users.totalCount).toBeGreaterThan(0);
      }
    });

    it("lets an internal admin see and act on every company's users", async () => {
      const everyone = await users(internal);
      const companies = new Set(everyone.organizations.map((organization) => organization.company));
      expect(companies.has(admin.company)).toBe(true);
      expect(companies.has("Kunde Kabelkonfektion GmbH")).toBe(true);
      const target = await colleague(other, "pending", "inventory");
      const answer = await change(internal, { ...target.key, action: "decline" });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.changeAccess.status).toBe("declined");
      expect((await colleague(other, "pending", "inventory")).access.status).toBe("declined");
    });
  });

  describe("an external admin attacking another company", () => {
    it("gets NOT_FOUND for another company's user, and nothing changes", async () => {
      const target = await colleague(other, "unknown", "serviceTickets");
      expect(target.access.status).toBe("active");
      for (const action of ["withdraw", "update", "grant"]) {
        const answer = await change(admin.idToken, { ...target.key, action });
        expect(firstError(answer)).toEqual({ code: "NOT_FOUND", message: "User not found" });
        expect(answer.data ?? null).toBeNull();
      }
      expect(await userById(admin.idToken, target.user.id)).toBeNull();
      expect((await colleague(other, "unknown", "serviceTickets")).access.status).toBe("active");
    });

    it("cannot move his own user into another company's organization, nor invite into one", async () => {
      const own = await colleague(admin, "invited", "serviceTickets");
      const foreign = await colleague(other, "invited", "serviceTickets");
      const moved = await change(admin.idToken, {
        ...own.key,
        organizationId: foreign.key.organizationId,
        action: "add",
      });
      expect(firstError(moved).code).toBe("NOT_FOUND");
      const invited = await invite(admin.idToken, {
        email: "intruder@example.com",
        organizationId: foreign.key.organizationId,
        application: "serviceTickets",
      });
      expect(firstError(invited).code).toBe("NOT_FOUND");
      const search = await users(internal, { filter: { text: "intruder@example.com" } });
      expect(search.users.totalCount).toBe(0);
    });
  });

  describe("actions follow the state machine", () => {
    it("accepts a request, refuses a replayed accept, and withdraws", async () => {
      const target = await colleague(admin, "pending", "inventory");
      expect(target.access.status).toBe("pending");
      expect(target.access.allowedActions).toEqual(["grant", "accept", "decline", "withdraw"]);
      const accepted = await change(admin.idToken, { ...target.key, action: "accept" });
      expect(accepted.data?.changeAccess.status).toBe("active");
      expect(accepted.data?.changeAccess.invitationPath).toBeNull();

      const replayed = await change(admin.idToken, { ...target.key, action: "accept" });
      expect(firstError(replayed)).toEqual({
        code: "BAD_USER_INPUT",
        message: "action: actionNotAllowed",
      });
      expect((await colleague(admin, "pending", "inventory")).access.status).toBe("active");

      const withdrawn = await change(admin.idToken, { ...target.key, action: "withdraw" });
      expect(withdrawn.data?.changeAccess.status).toBeNull();
      const after = await userById(admin.idToken, target.user.id);
      expect(after?.access.map((record) => record.application.id)).not.toContain("inventory");

      const added = await change(admin.idToken, { ...target.key, action: "add" });
      expect(added.data?.changeAccess.status).toBe("invited");
      expect(added.data?.changeAccess.invitationPath).toMatch(TOKEN);
    });

    it("reinvites after expiry and resends a valid invitation with a new link", async () => {
      const expired = await colleague(admin, "inviteExpired", "learningHub");
      expect(expired.access.status).toBe("inviteexpired");
      const resendExpired = await change(admin.idToken, { ...expired.key, action: "resend" });
      expect(firstError(resendExpired).message).toBe("action: actionNotAllowed");
      const reinvited = await change(admin.idToken, { ...expired.key, action: "reinvite" });
      expect(reinvited.data?.changeAccess.status).toBe("invited");
      const first = reinvited.data?.changeAccess.invitationPath;
      const resent = await change(admin.idToken, { ...expired.key, action: "resend" });
      expect(resent.data?.changeAccess.status).toBe("invited");
      expect(resent.data?.changeAccess.invitationPath).toMatch(TOKEN);
      expect(resent.data?.changeAccess.invitationPath).not.toBe(first);
    });

    it("grants an inactive record and refuses to decline an active one", async () => {
      const inactive = await colleague(admin, "inviteExpired", "serviceTickets");
      expect(inactive.access.status).toBe("inactive");
      const granted = await change(admin.idToken, { ...inactive.key, action: "grant" });
      expect(granted.data?.changeAccess.status).toBe("active");
      const declined = await change(admin.idToken, { ...inactive.key, action: "decline" });
      expect(firstError(declined).code).toBe("BAD_USER_INPUT");
      expect((await colleague(admin, "inviteExpired", "serviceTickets")).access.status).toBe(
        "active",
      );
    });

    it("refuses an action on a record that does not exist (only add may create one)", async () => {
      const target = await colleague(admin, "unknown", "serviceTickets");
      const answer = await change(admin.idToken, {
        ...target.key,
        application: "wireMaster",
        action: "grant",
      });
      expect(firstError(answer).message).toBe("action: actionNotAllowed");
      const bad = await change(admin.idToken, {
        ...target.key,
        application: "teleport",
        action: "add",
      });
      expect(firstError(bad).message).toBe("application: applicationInvalid");
    });
  });

  describe("invite user", () => {
    it.each([
      "",
      "plain",
      "a@b",
      "two@@example.com",
      "with space@example.com",
      `${"x".repeat(250)}@example.com`,
    ])("refuses %j as emailInvalid", async (email) => {
      const { organizations } = await users(admin.idToken);
      const answer = await invite(admin.idToken, {
        email,
        organizationId: organizations[0]!.id,
        application: "serviceTickets",
      });
      expect(firstError(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "email: emailInvalid",
      });
    });

    it("answers USER_EXISTS with the existing user's id, whatever the case of the e-mail", async () => {
      const existing = await colleague(admin, "invited", "serviceTickets");
      const answer = await invite(admin.idToken, {
        email: `  ${existing.user.email.toUpperCase()} `,
        organizationId: existing.key.organizationId,
        application: "inventory",
      });
      expect(firstError(answer).code).toBe("USER_EXISTS");
      expect(answer.errors?.[0]?.extensions?.userId).toBe(existing.user.id);
    });

    it("invites with a random 256-bit link whose token only the answer holds", async () => {
      const { organizations } = await users(admin.idToken);
      const paths: string[] = [];
      for (const email of ["new.one@example.com", "new.two@example.com"]) {
        const answer = await invite(admin.idToken, {
          email,
          organizationId: organizations[1]!.id,
          application: "wireFlow",
        });
        expect(answer.errors).toBeUndefined();
        const result = answer.data!.inviteUser;
        expect(result.status).toBe("invited");
        expect(result.user.email).toBe(email);
        expect(result.user.access).toMatchObject([
          {
            status: "invited",
            application: { id: "wireFlow" },
            allowedActions: ["resend", "withdraw"],
          },
        ]);
        expect(result.invitationUrl).toBe(`${server.url}${result.invitationPath}`);
        expect(result.lostPermission).toBe(false);
        paths.push(result.invitationPath!);
      }
      const tokens = paths.map((value) => TOKEN.exec(value)?.[1]);
      expect(tokens.every(Boolean)).toBe(true);
      expect(tokens[0]).not.toBe(tokens[1]);
      expect(Buffer.from(tokens[0]!, "base64url")).toHaveLength(32);

      const store = openStore({ dataDir: server.dataDir });
      try {
        const rows = store.db
          .prepare("SELECT * FROM portal_access WHERE token_hash IS NOT NULL")
          .all() as Array<Record<string, unknown>>;
        const dump = JSON.stringify(store.db.prepare("SELECT * FROM portal_access").all());
        // The identity site's invitation page finds the invitation by the hash of the link's token.
        const repo = createUserAdminRepository(store.db);
        for (const [index, token] of tokens.entries()) {
          expect(dump).not.toContain(token!);
          const hash = createHash("sha256").update(token!).digest("hex");
          expect(rows.filter((row) => row.token_hash === hash)).toHaveLength(1);
          const found = repo.invitationByTokenHash(hash);
          expect(found?.access).toMatchObject({ status: "invited", application: "wireFlow" });
          expect(found?.user.email).toBe(["new.one@example.com", "new.two@example.com"][index]);
          expect(found?.organization.id).toBe(organizations[1]!.id);
        }
        expect(repo.invitationByTokenHash(createHash("sha256").update("guess").digest("hex"))).toBe(
          null,
        );
      } finally {
        store.close();
      }
    });
  });
});

describe("user administration in the store", { timeout: 60_000 }, () => {
  it("seeds a company once, the same rows in two stores made apart at the same clock", () => {
    const now = new Date("2026-11-20T10:00:00.000Z");
    const accounts = [
      {
        id: "seed-1",
        name: "Sam Seed",
        email: "sam@seed.example",
        roles: ["kmx_delegatedadmin_extern", "kmx_int_assetdb_pending"],
      },
    ];
    const dumps = [testStore(), testStore()].map((store) => {
      createTicketRepository(store.db);
      const repo = createUserAdminRepository(store.db, { now: () => now });
      expect(seedUserAdminCompany(repo, { company: "Seed Once AG", accounts, now })).toBe(true);
      expect(seedUserAdminCompany(repo, { company: "Seed Once AG", accounts, now })).toBe(false);
      // From his roles in organization 1; as an administrator service tickets in organization 2,
      // and his inventory there too.
      const records = repo
        .accessOfUser("seed-1")
        .map((record) => [record.organizationId.slice(-1), record.application, record.status]);
      expect(records).toEqual([
        ["1", "inventory", "pending"],
        ["2", "serviceTickets", "active"],
        ["2", "inventory", "pending"],
      ]);
      return ["portal_organizations", "portal_users", "portal_access"].map((table) =>
        store.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all(),
      );
    });
    expect(dumps[0]).toEqual(dumps[1]);
    expect(dumps[0]![1]).toHaveLength(6);
  });

  it("keeps an action across a restart, and does not seed again", async () => {
    const first = await startIdentityServer();
    let idToken = await idTokenOf(first, "admin@example.com");
    const listed = await data<UsersAnswer>(first, idToken, USERS, {
      filter: { status: "pending" },
    });
    const target = listed.userAdmin.users.items[0]!;
    const record = target.access.find((access) => access.status === "pending")!;
    const key = {
      userId: target.id,
      organizationId: record.organization.id,
      application: record.application.id,
    };
    await data(first, idToken, CHANGE, { input: { ...key, action: "decline" } });
    await first.close();

    const second = await startIdentityServer({ dataDir: first.dataDir });
    idToken = await idTokenOf(second, "admin@example.com");
    const after = await data<{ userAdmin: { user: AdminUser } }>(second, idToken, USER, {
      id: target.id,
    });
    expect(after.userAdmin.user.access).toContainEqual({
      organization: { id: key.organizationId },
      application: { id: key.application },
      status: "declined",
    });
    const again = await data<UsersAnswer>(second, idToken, USERS);
    // The demo admin and his four colleagues, not a second seeded set.
    expect(again.userAdmin.users.totalCount).toBe(5);
  });
});
