import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoColleagueOf } from "../../../local-services/portal/demo/demo-colleagues.mjs";
import { signIn, SITE_ORIGIN, startIdentityServer } from "./oidc-helpers";
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

/**
 * One truth for people (issue 29): what a person does to his sign-in account reaches user
 * administration; an administrator brings back a person of his company who lost every common
 * organization; no administrator grants himself access.
 */

interface Access {
  organization: { id: string; name: string };
  application: { id: string };
  status: string;
  requestedBy: string | null;
  allowedActions: string[];
}
interface AdminUser {
  id: string;
  name: string;
  email: string;
  organizations: { id: string; orgId: string; members: number }[];
  access: Access[];
}
interface Organization {
  id: string;
  company: string;
  orgId: string;
  members: number;
}
type Caller = Awaited<ReturnType<typeof ownCompanyAccount>>;

const USERS = portalOperation("queries/user-admin-users.graphql");
const USER = portalOperation("queries/user-admin-user.graphql");
const INVITE = portalOperation("mutations/invite-user.graphql");
const CHANGE = portalOperation("mutations/change-access.graphql");
const REQUEST = portalOperation("mutations/request-access.graphql");

describe("one truth for people in user administration", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let internal: string;

  const users = (idToken: string, filter: Record<string, unknown> = {}) =>
    data<{
      userAdmin: {
        users: { totalCount: number; items: AdminUser[] };
        organizations: Organization[];
      };
    }>(server, idToken, USERS, { pageSize: 100, filter }).then((answer) => answer.userAdmin);
  const user = (idToken: string, id: string) =>
    graphql<{ userAdmin: { user: AdminUser | null } }>(server, idToken, USER, { id });
  const change = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ changeAccess: { status: string | null; user: AdminUser | null } }>(
      server,
      idToken,
      CHANGE,
      { input },
    );
  /** The account API of the identity provider, with the person's own access token. */
  async function accountApi(email: string, method: "PATCH" | "DELETE", body?: unknown) {
    const { tokens } = await signIn(server.issuer, email);
    return fetch(`${server.issuer}/account`, {
      method,
      headers: {
        origin: SITE_ORIGIN,
        authorization: `Bearer ${tokens.access_token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
  const organizationsOf = async (company: string) =>
    (await users(internal)).organizations.filter((o) => o.company === company);
  /** The users of the company's organization n (1–3) as the internal administrator sees them. */
  async function membersOf(company: string, n: number) {
    const organization = (await organizationsOf(company)).find((o) => o.orgId.endsWith(`-${n}`))!;
    return (await users(internal, { organizationId: organization.id })).users.items;
  }
  /** The outsider, the colleague only in the company's third organization. */
  const outsiderOf = async (company: string) => (await membersOf(company, 3))[0]!;

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    internal = await idTokenOf(server, "internal@example.com");
  }, 60_000);
  afterAll(() => server.close());

  describe("a person deletes his account", () => {
    it("is gone from user administration with every access record; his organizations count him no more", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const before = await organizationsOf(admin.company);
      expect((await user(internal, admin.id)).data?.userAdmin.user?.access).not.toEqual([]);

      expect((await accountApi(admin.email, "DELETE")).status).toBe(204);

      expect((await user(internal, admin.id)).data?.userAdmin.user).toBeNull();
      const search = await users(internal, { text: admin.email });
      expect(search.users.totalCount).toBe(0);
      const after = await organizationsOf(admin.company);
      // He was a member of organizations 1 and 2; his colleagues stay.
      expect(after.map((o) => [o.orgId.slice(-1), o.members]).sort()).toEqual(
        before
          .map((o) => [o.orgId.slice(-1), o.orgId.endsWith("-3") ? o.members : o.members - 1])
          .sort(),
      );
      expect((await membersOf(admin.company, 1)).map((u) => u.email)).toContain(
        demoColleagueOf(admin.company, "invited").email,
      );
    });
  });

  describe("a person changes his name", () => {
    it("shows the new name in user administration at once, found by it and written as who asked", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const patched = await accountApi(admin.email, "PATCH", {
        firstName: "Adrian",
        lastName: "Adminson",
        country: "GB",
        language: "en",
      });
      expect(patched.status).toBe(200);

      expect((await user(internal, admin.id)).data?.userAdmin.user?.name).toBe("Adrian Adminson");
      const found = await users(internal, { text: "adrian adminson" });
      expect(found.users.items.map((u) => u.id)).toEqual([admin.id]);
      // His ID token still says Adam Admin until it is renewed; the back end uses the account.
      const organizationId = (await users(admin.idToken)).organizations[0]!.id;
      const invited = await data<{ inviteUser: { user: AdminUser } }>(
        server,
        admin.idToken,
        INVITE,
        {
          input: {
            email: `named.${Date.now()}@example.com`,
            organizationId,
            application: "inventory",
          },
        },
      );
      expect(invited.inviteUser.user.access[0]?.requestedBy).toBe("Adrian Adminson");
    });

    it("leaves user administration alone when only the country or language changes", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const patched = await accountApi(admin.email, "PATCH", {
        firstName: "Adam",
        lastName: "Admin",
        country: "CH",
        language: "de",
      });
      expect(patched.status).toBe(200);
      expect((await user(internal, admin.id)).data?.userAdmin.user?.name).toBe("Adam Admin");
    });
  });

  describe("a person of the company who lost every common organization", () => {
    it("answers USER_EXISTS saying whether he shares an organization with the administrator", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const listed = await users(admin.idToken);
      const organizationId = listed.organizations[0]!.id;
      const { email } = demoColleagueOf(admin.company, "invited");
      const invitee = listed.users.items.find((u) => u.email === email)!;
      const outsider = await outsiderOf(admin.company);
      for (const [person, sharesOrganization] of [
        [invitee, true],
        [outsider, false],
      ] as const) {
        const answer = await graphql(server, admin.idToken, INVITE, {
          input: { email: person.email, organizationId, application: "wireMaster" },
        });
        expect(firstError(answer).code).toBe("USER_EXISTS");
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          userId: person.id,
          sharesOrganization,
        });
      }
    });

    it("is added to one of the administrator's organizations by add, and administered again", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const organizationId = (await users(admin.idToken)).organizations[0]!.id;
      const outsider = await outsiderOf(admin.company);
      expect(firstError(await user(admin.idToken, outsider.id)).code).toBe(
        "NO_COMMON_ORGANIZATION",
      );

      // Only an invitation brings him back: nothing else reaches a person outside his organizations.
      const granted = await change(admin.idToken, {
        userId: outsider.id,
        organizationId,
        application: "wireFlow",
        action: "grant",
      });
      expect(firstError(granted)).toEqual({ code: "NOT_FOUND", message: "User not found" });

      const added = await change(admin.idToken, {
        userId: outsider.id,
        organizationId,
        application: "wireFlow",
        action: "add",
      });
      expect(added.errors).toBeUndefined();
      expect(added.data?.changeAccess.status).toBe("invited");
      expect(added.data?.changeAccess.user?.access.map((a) => a.organization.id)).toEqual([
        organizationId,
      ]);
      const seen = (await user(admin.idToken, outsider.id)).data?.userAdmin.user;
      expect(seen?.name).toBe(demoColleagueOf(admin.company, "outsider").name);
      // His record in the third organization stays, unseen by this administrator.
      const all = (await user(internal, outsider.id)).data?.userAdmin.user;
      expect(all?.access).toHaveLength(3);
      const listed = await users(admin.idToken, { text: seen?.name });
      expect(listed.users.items.map((u) => u.id)).toEqual([outsider.id]);
    });

    it("is never reached in another company, nor in an organization the administrator does not administer", async () => {
      const admin = await ownCompanyAccount(server, "admin@example.com");
      const other = await ownCompanyAccount(server, "admin@example.com");
      const foreignOutsider = await outsiderOf(other.company);
      const ownOrganization = (await users(admin.idToken)).organizations[0]!.id;
      const foreign = await change(admin.idToken, {
        userId: foreignOutsider.id,
        organizationId: ownOrganization,
        application: "wireFlow",
        action: "add",
      });
      expect(firstError(foreign)).toEqual({ code: "NOT_FOUND", message: "User not found" });

      const outsider = await outsiderOf(admin.company);
      const third = (await organizationsOf(admin.company)).find((o) => o.orgId.endsWith("-3"))!;
      const outside = await change(admin.idToken, {
        userId: outsider.id,
        organizationId: third.id,
        application: "wireFlow",
        action: "add",
      });
      expect(firstError(outside)).toEqual({ code: "NOT_FOUND", message: "Organization not found" });
      expect((await user(internal, outsider.id)).data?.userAdmin.user?.access).toHaveLength(2);
    });
  });

  describe("no administrator grants himself access", () => {
    let admin: Caller;
    let first: string;
    let second: string;
    const own = async () => (await user(admin.idToken, admin.id)).data!.userAdmin.user!;

    beforeAll(async () => {
      admin = await ownCompanyAccount(server, "admin@example.com");
      const organizations = (await users(admin.idToken)).organizations;
      first = organizations.find((o) => o.orgId.endsWith("-1"))!.id;
      second = organizations.find((o) => o.orgId.endsWith("-2"))!.id;
      // His own request (pending) and an invitation of the internal administrator (invited).
      await data(server, admin.idToken, REQUEST, { application: "inventory" });
      await data(server, internal, CHANGE, {
        input: {
          userId: admin.id,
          organizationId: first,
          application: "masterData",
          action: "add",
        },
      });
    });

    // Each is an action the state machine allows from the record's state: only the owner differs.
    it.each([
      ["add", "wireMaster", "first", "none"],
      ["grant", "inventory", "first", "pending"],
      ["accept", "inventory", "first", "pending"],
      ["update", "serviceTickets", "second", "active"],
      ["resend", "masterData", "first", "invited"],
      ["reinvite", "learningHub", "first", "inviteexpired"],
    ])(
      "refuses %s of %s on his own record (%s organization, %s) and changes nothing",
      async (action, application, which, state) => {
        const organizationId = which === "first" ? first : second;
        const record = () =>
          own().then(
            (self) =>
              self.access.find(
                (a) => a.application.id === application && a.organization.id === organizationId,
              )?.status ?? "none",
          );
        expect(await record()).toBe(state);
        const answer = await change(admin.idToken, {
          userId: admin.id,
          organizationId,
          application,
          action,
        });
        expect(answer.status).toBe(200);
        expect(firstError(answer)).toEqual({
          code: "BAD_USER_INPUT",
          message: "action: selfGrantNotAllowed",
        });
        expect(await record()).toBe(state);
      },
    );

    it("offers on his own records only what gives access up", async () => {
      const allowed = Object.fromEntries(
        (await own()).access
          .filter((a) => a.organization.id === first)
          .map((a) => [a.application.id, a.allowedActions]),
      );
      expect(allowed).toMatchObject({
        inventory: ["decline", "withdraw"],
        masterData: ["withdraw"],
        learningHub: ["withdraw"],
        serviceTickets: ["withdraw"],
      });
      // Another administrator is offered the whole state machine on the same records.
      const seen = (await user(internal, admin.id)).data!.userAdmin.user!;
      const pending = seen.access.find((a) => a.application.id === "inventory")!;
      expect(pending.allowedActions).toEqual(["grant", "accept", "decline", "withdraw"]);
    });

    it("lets another administrator grant it", async () => {
      const answer = await change(internal, {
        userId: admin.id,
        organizationId: first,
        application: "inventory",
        action: "accept",
      });
      expect(answer.data?.changeAccess.status).toBe("active");
    });
  });
});

describe("user administration takes its people's names from their accounts at start", () => {
  it("puts back an account's name a store kept differently", { timeout: 60_000 }, async () => {
    const first = await startIdentityServer({ env: {}, port: 0 });
    const { dataDir } = first;
    first.store.db
      .prepare("UPDATE portal_users SET name = 'Somebody Else' WHERE id = 'demo-admin'")
      .run();
    await first.close();
    const again = await startIdentityServer({ dataDir });
    const name = again.store.db
      .prepare("SELECT name FROM portal_users WHERE id = 'demo-admin'")
      .pluck()
      .get();
    expect(name).toBe("Adam Admin");
  });
});
