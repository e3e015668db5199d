import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../../local-services/config.mjs";
import {
  type ColleagueRole,
  demoColleagueOf,
} from "../../../local-services/portal/demo/demo-colleagues.mjs";
import { signIn } from "./oidc-helpers";
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

interface Organization {
  id: string;
  company: string;
  name: string;
  orgId: string;
  members: number;
}
interface Access {
  organization: { id: string; name: string };
  application: { id: string; name: string };
  status: string;
  role: string | null;
  requestedBy: string | null;
}
interface AdminUser {
  id: string;
  name: string;
  email: string;
  company: string;
  role: string;
  hasAccount: boolean;
  organizations: Organization[];
  access: Access[];
}
interface ChangeAnswer {
  status: string | null;
  invitationPath: string | null;
  invitationUrl: string | null;
  lostPermission: boolean;
  user: AdminUser | null;
}
interface Message {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}
type Caller = { idToken: string; company: string; id: string; email: string };

const USERS = portalOperation("queries/user-admin-users.graphql");
const USER = portalOperation("queries/user-admin-user.graphql");
const INVITE = portalOperation("mutations/invite-user.graphql");
const CHANGE = portalOperation("mutations/change-access.graphql");
const REMOVE = portalOperation("mutations/remove-organization.graphql");
const DELETE = portalOperation("mutations/delete-user.graphql");
const ACCEPT = portalOperation("mutations/accept-invitation.graphql");
const REQUEST = portalOperation("mutations/request-access.graphql");
const PORTAL = "http://127.0.0.1:3611/en/mykomax";

describe("user administration actions over GraphQL", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let internal: string;

  const users = (idToken: string, variables: Record<string, unknown> = {}) =>
    data<{
      userAdmin: {
        isInternal: boolean;
        users: { totalCount: number; items: AdminUser[] };
        organizations: Organization[];
      };
    }>(server, idToken, USERS, { pageSize: 100, ...variables }).then((answer) => answer.userAdmin);
  const user = (idToken: string, id: string) =>
    graphql<{ userAdmin: { user: AdminUser | null } }>(server, idToken, USER, { id });
  const invite = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ inviteUser: ChangeAnswer }>(server, idToken, INVITE, { input });
  const change = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ changeAccess: ChangeAnswer }>(server, idToken, CHANGE, { input });
  const remove = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ removeOrganization: ChangeAnswer }>(server, idToken, REMOVE, { input });
  const deleteUser = (idToken: string, userId: string) =>
    graphql<{ deleteUser: { id: string } }>(server, idToken, DELETE, { input: { userId } });
  const accept = (idToken: string, application: string) =>
    graphql<{ acceptInvitation: { application: { id: string }; status: string } }>(
      server,
      idToken,
      ACCEPT,
      { application },
    );
  const request = (idToken: string, application: string) =>
    graphql<{ requestAccess: { application: { id: string }; status: string } }>(
      server,
      idToken,
      REQUEST,
      { application },
    );
  const mails = async (to: string) => {
    const response = await fetch(`${server.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: Message[] }).messages;
  };
  /** A test-fixtures account like a demo one; in the demo company unless ownCompany. */
  async function account(like: string, ownCompany = false): Promise<Caller> {
    if (ownCompany) return ownCompanyAccount(server, like);
    const response = await fetch(`${server.url}/test-fixtures/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ like }),
    });
    const created = (await response.json()) as Omit<Caller, "idToken">;
    return { ...created, idToken: await idTokenOf(server, created.email) };
  }
  /** A company's seeded colleague of a role, as the caller's list shows him (by his e-mail). */
  async function find(idToken: string, role: ColleagueRole, company: string) {
    const { email } = demoColleagueOf(company, role);
    const { users: page } = await users(idToken, { filter: { text: email } });
    return page.items.find((candidate) => candidate.email === email)!;
  }
  /** The outsider, the colleague only in organization 3, as the internal admin sees him. */
  const outsiderOf = (company: string) => find(internal, "outsider", company);

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    [customer, internal] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "internal@example.com"),
    ]);
  }, 60_000);
  afterAll(() => server.close());

  describe("scope: the organizations an external administrator is a member of", () => {
    it("shows his two organizations of three, their members, and not the colleague only in the third", async () => {
      const admin = await account("admin@example.com", true);
      const own = await users(admin.idToken);
      expect(own.isInternal).toBe(false);
      expect(own.organizations.map((o) => o.orgId.slice(-1))).toEqual(
        expect.arrayContaining(["1", "2"]),
      );
      expect(own.organizations).toHaveLength(2);
      expect(own.users.items.map((u) => u.email)).not.toContain(
        demoColleagueOf(admin.company, "outsider").email,
      );
      const everyOrganization = await users(internal);
      expect(everyOrganization.isInternal).toBe(true);
      const all = everyOrganization.organizations.filter((o) => o.company === admin.company);
      expect(all).toHaveLength(3);
      // Organization 1: the admin and four colleagues; 2: the admin and three; 3: the outsider.
      expect(all.map((o) => [o.orgId.slice(-1), o.members]).sort()).toEqual([
        ["1", 5],
        ["2", 4],
        ["3", 1],
      ]);
    });

    it("reads company, role, account and each record's role; records of other organizations stay hidden", async () => {
      const admin = await account("admin@example.com", true);
      const self = (await user(admin.idToken, admin.id)).data!.userAdmin.user!;
      expect(self).toMatchObject({
        company: admin.company,
        role: "administrator",
        hasAccount: true,
      });
      expect(self.access).toContainEqual(
        expect.objectContaining({
          application: expect.objectContaining({ id: "learningHub" }),
          status: "inviteexpired",
          role: "kmx_int_lmsefront_inviteexpired",
        }),
      );
      const unknownColleague = await find(admin.idToken, "unknown", admin.company);
      expect(unknownColleague).toMatchObject({
        role: "user",
        hasAccount: false,
        company: admin.company,
      });
      expect(unknownColleague.access.find((a) => a.status === "unknown")?.role).toBeNull();

      // The internal admin gives the colleague a record in organization 3: the external one never sees it.
      const third = (await users(internal)).organizations.find(
        (o) => o.company === admin.company && o.orgId.endsWith("-3"),
      )!;
      const added = await change(internal, {
        userId: unknownColleague.id,
        organizationId: third.id,
        application: "inventory",
        action: "add",
      });
      expect(added.errors).toBeUndefined();
      const seen = await find(admin.idToken, "unknown", admin.company);
      expect(seen.organizations.map((o) => o.id)).not.toContain(third.id);
      expect(seen.access.map((a) => a.organization.id)).not.toContain(third.id);
      const filtered = await users(admin.idToken, { filter: { organizationId: third.id } });
      expect(filtered.users.totalCount).toBe(0);
    });

    it("answers NO_COMMON_ORGANIZATION for his company's user outside his organizations, null for another company's", async () => {
      const admin = await account("admin@example.com", true);
      const outsider = await outsiderOf(admin.company);
      const lost = await user(admin.idToken, outsider.id);
      expect(lost.status).toBe(200);
      expect(firstError(lost).code).toBe("NO_COMMON_ORGANIZATION");
      expect(lost.data?.userAdmin.user ?? null).toBeNull();

      const other = await account("admin@example.com", true);
      const foreign = await find(other.idToken, "invited", other.company);
      const invalid = await user(admin.idToken, foreign.id);
      expect(invalid.errors).toBeUndefined();
      expect(invalid.data?.userAdmin.user).toBeNull();
      expect((await user(admin.idToken, "U-nobody")).data?.userAdmin.user).toBeNull();
    });

    it("reaches lost permission by inviting that colleague's e-mail: USER_EXISTS, then NO_COMMON_ORGANIZATION, and no write on him", async () => {
      const admin = await account("admin@example.com", true);
      const outsider = await outsiderOf(admin.company);
      const organizationId = (await users(admin.idToken)).organizations[0]!.id;
      const invited = await invite(admin.idToken, {
        email: outsider.email,
        organizationId,
        application: "wireFlow",
      });
      expect(firstError(invited).code).toBe("USER_EXISTS");
      expect(invited.errors?.[0]?.extensions?.userId).toBe(outsider.id);
      expect(firstError(await user(admin.idToken, outsider.id)).code).toBe(
        "NO_COMMON_ORGANIZATION",
      );
      // Adding him back is portal-user-admin-people.test.ts; any other action does not reach him.
      const withdrawn = await change(admin.idToken, {
        userId: outsider.id,
        organizationId,
        application: "wireFlow",
        action: "withdraw",
      });
      expect(firstError(withdrawn)).toEqual({ code: "NOT_FOUND", message: "User not found" });
      expect((await outsiderOf(admin.company)).access).toHaveLength(2);
    });
    it("refuses to invite the e-mail of another company's person, who could never accept: nothing written", async () => {
      const admin = await account("admin@example.com", true);
      const stranger = await account("customer@example.com", true);
      const organization = (await users(admin.idToken)).organizations[0]!;
      const invited = await invite(admin.idToken, {
        email: stranger.email,
        organizationId: organization.id,
        application: "inventory",
      });
      expect(firstError(invited)).toMatchObject({
        code: "BAD_USER_INPUT",
        message: "email: emailOfOtherAccount",
      });
      const after = (await users(admin.idToken)).organizations[0]!;
      expect(after.members).toBe(organization.members);
    });
  });

  describe("invitations and the demo mailbox", () => {
    it("mails the link with the portal to return to, and answers the same link", async () => {
      const admin = await account("admin@example.com", true);
      const organization = (await users(admin.idToken)).organizations[0]!;
      const answer = await invite(admin.idToken, {
        email: "Mail.Test@Example.com",
        organizationId: organization.id,
        application: "inventory",
        portalUrl: PORTAL,
      });
      expect(answer.errors).toBeUndefined();
      const result = answer.data!.inviteUser;
      expect(result.lostPermission).toBe(false);
      expect(result.invitationUrl).toBe(
        `${server.url}${result.invitationPath}?return_to=${encodeURIComponent(PORTAL)}`,
      );
      expect(result.user).toMatchObject({
        email: "mail.test@example.com",
        name: "mail.test@example.com",
        hasAccount: false,
        role: "user",
        company: admin.company,
      });
      expect(result.user!.access[0]).toMatchObject({
        status: "invited",
        role: "kmx_int_assetdb_invited",
        requestedBy: "Adam Admin",
      });
      const [mail, ...older] = await mails("mail.test@example.com");
      expect(older).toEqual([]);
      expect(mail).toMatchObject({
        to: "mail.test@example.com",
        subject: `Invitation to Inventory at ${organization.name} (${admin.company})`,
        link: result.invitationUrl,
      });
      expect(mail!.text).toContain("Adam Admin invites you to Inventory");
      expect(mail!.text).toContain("valid for 7 days");

      const resent = await change(admin.idToken, {
        userId: result.user!.id,
        organizationId: organization.id,
        application: "inventory",
        action: "resend",
      });
      expect(resent.data?.changeAccess.invitationUrl).toBe(
        `${server.url}${resent.data?.changeAccess.invitationPath}`,
      );
      const after = await mails("mail.test@example.com");
      expect(after.map((m) => m.link)).toEqual([
        resent.data?.changeAccess.invitationUrl,
        result.invitationUrl,
      ]);
    });

    it.each([
      "https://evil.example/en/mykomax",
      "http://127.0.0.1.evil.example/en/mykomax",
      "javascript:alert(1)",
      "//127.0.0.1:3000/en/mykomax",
      "http://user:pw@127.0.0.1:3000/en/mykomax",
      `http://127.0.0.1:3000/${"x".repeat(2050)}`,
    ])("refuses the portal address %s before anything is written or mailed", async (portalUrl) => {
      const admin = await account("admin@example.com", true);
      const organizationId = (await users(admin.idToken)).organizations[0]!.id;
      const email = `portal.${Math.random().toString(36).slice(2)}@example.com`;
      const answer = await invite(admin.idToken, {
        email,
        organizationId,
        application: "inventory",
        portalUrl,
      });
      expect(firstError(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "portalUrl: portalUrlInvalid",
      });
      expect((await users(admin.idToken, { filter: { text: email } })).users.totalCount).toBe(0);
      expect(await mails(email)).toEqual([]);
    });

    it("answers MAIL_FAILED with the mail system's answer for an unreachable domain, and nothing is written", async () => {
      const admin = await account("admin@example.com", true);
      const organizationId = (await users(admin.idToken)).organizations[0]!.id;
      const answer = await invite(admin.idToken, {
        email: "someone@company.invalid",
        organizationId,
        application: "serviceTickets",
        portalUrl: PORTAL,
      });
      expect(answer.status).toBe(200);
      expect(firstError(answer).code).toBe("MAIL_FAILED");
      expect(answer.errors?.[0]?.extensions?.details).toBe(
        "550 5.1.2 <someone@company.invalid>: domain company.invalid does not exist",
      );
      expect(answer.data ?? null).toBeNull();
      const search = await users(admin.idToken, { filter: { text: "company.invalid" } });
      expect(search.users.totalCount).toBe(0);
      expect(await mails("someone@company.invalid")).toEqual([]);
    });

    it("invites a person who has an account of the company under that account's id", async () => {
      const demoAdmin = await idTokenOf(server, "admin@example.com");
      const person = await account("admin@example.com");
      const organizationId = (await users(demoAdmin)).organizations[0]!.id;
      const answer = await invite(demoAdmin, {
        email: person.email,
        organizationId,
        application: "masterData",
      });
      expect(answer.data?.inviteUser.user).toMatchObject({
        id: person.id,
        name: "Adam Admin",
        hasAccount: true,
        role: "administrator",
      });
    });
  });

  describe("removing an organization and the own-access warning", () => {
    it("withdraws a user's access in one organization, then reports lost permission when none is left", async () => {
      const admin = await account("admin@example.com", true);
      const invitee = await find(admin.idToken, "invited", admin.company);
      const [first, second] = invitee.organizations;
      const once = await remove(admin.idToken, { userId: invitee.id, organizationId: first!.id });
      expect(once.data?.removeOrganization).toMatchObject({ status: null, lostPermission: false });
      expect(once.data?.removeOrganization.user?.organizations.map((o) => o.id)).toEqual([
        second!.id,
      ]);
      const replay = await remove(admin.idToken, { userId: invitee.id, organizationId: first!.id });
      expect(firstError(replay)).toEqual({
        code: "BAD_USER_INPUT",
        message: "organizationId: noAccessInOrganization",
      });
      const twice = await remove(admin.idToken, { userId: invitee.id, organizationId: second!.id });
      expect(twice.data?.removeOrganization).toMatchObject({
        status: null,
        lostPermission: true,
        user: null,
      });
      expect(firstError(await user(admin.idToken, invitee.id)).code).toBe("NO_COMMON_ORGANIZATION");
      const again = await remove(admin.idToken, { userId: invitee.id, organizationId: second!.id });
      expect(firstError(again)).toEqual({ code: "NOT_FOUND", message: "User not found" });
    });

    it("warns before removing his own access in an organization, and removes it once he acknowledged", async () => {
      const admin = await account("admin@example.com", true);
      const before = await users(admin.idToken);
      const second = before.organizations.find((o) => o.orgId.endsWith("-2"))!;
      const warned = await remove(admin.idToken, { userId: admin.id, organizationId: second.id });
      expect(firstError(warned)).toEqual({
        code: "BAD_USER_INPUT",
        message: "acknowledgeOwnAccessLoss: ownAccessWarning",
      });
      // His only record there is service tickets: withdrawing it is the same cut.
      const withdrawn = await change(admin.idToken, {
        userId: admin.id,
        organizationId: second.id,
        application: "serviceTickets",
        action: "withdraw",
      });
      expect(firstError(withdrawn).message).toBe("acknowledgeOwnAccessLoss: ownAccessWarning");
      expect((await users(admin.idToken)).organizations).toHaveLength(2);

      const confirmed = await remove(admin.idToken, {
        userId: admin.id,
        organizationId: second.id,
        acknowledgeOwnAccessLoss: true,
      });
      expect(confirmed.data?.removeOrganization.lostPermission).toBe(false);
      const after = await users(admin.idToken);
      expect(after.organizations.map((o) => o.id)).toEqual(
        before.organizations.filter((o) => o.id !== second.id).map((o) => o.id),
      );
      // The lapsed colleague's service tickets are in organization 2, which he no longer administers.
      const lapsed = await find(admin.idToken, "inviteExpired", admin.company);
      expect(lapsed.access.map((a) => a.organization.id)).not.toContain(second.id);
      const stale = await change(admin.idToken, {
        userId: lapsed.id,
        organizationId: second.id,
        application: "serviceTickets",
        action: "grant",
      });
      expect(firstError(stale)).toEqual({ code: "NOT_FOUND", message: "Organization not found" });
    });

    it("lets him withdraw one of several own records in an organization without the warning", async () => {
      const admin = await account("admin@example.com", true);
      const self = (await user(admin.idToken, admin.id)).data!.userAdmin.user!;
      const record = self.access.find((a) => a.application.id === "productInformation")!;
      const answer = await change(admin.idToken, {
        userId: admin.id,
        organizationId: record.organization.id,
        application: "productInformation",
        action: "withdraw",
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.changeAccess.status).toBeNull();
    });
  });

  describe("deleting a user", () => {
    it("deletes the user, his records and his sign-in account; a replay is NOT_FOUND", async () => {
      const demoAdmin = await idTokenOf(server, "admin@example.com");
      const person = await account("admin@example.com");
      const organizationId = (await users(demoAdmin)).organizations[0]!.id;
      await data(server, demoAdmin, INVITE, {
        input: { email: person.email, organizationId, application: "inventory" },
      });
      const deleted = await deleteUser(demoAdmin, person.id);
      expect(deleted.data?.deleteUser).toEqual({ id: person.id });
      expect((await user(demoAdmin, person.id)).data?.userAdmin.user).toBeNull();
      await expect(signIn(server.issuer, person.email)).rejects.toThrow(/sign-in refused/);
      const replay = await deleteUser(demoAdmin, person.id);
      expect(replay.status).toBe(200);
      expect(firstError(replay)).toEqual({ code: "NOT_FOUND", message: "User not found" });
    });

    it("refuses to delete himself, and a user who has access in organizations he does not administer", async () => {
      const admin = await account("admin@example.com", true);
      const self = await deleteUser(admin.idToken, admin.id);
      expect(firstError(self)).toEqual({
        code: "BAD_USER_INPUT",
        message: "userId: cannotDeleteSelf",
      });
      const requester = await find(admin.idToken, "pending", admin.company);
      const third = (await users(internal)).organizations.find(
        (o) => o.company === admin.company && o.orgId.endsWith("-3"),
      )!;
      await data(server, internal, CHANGE, {
        input: {
          userId: requester.id,
          organizationId: third.id,
          application: "inventory",
          action: "add",
        },
      });
      const other = await deleteUser(admin.idToken, requester.id);
      expect(firstError(other)).toEqual({
        code: "BAD_USER_INPUT",
        message: "userId: userHasOtherOrganizations",
      });
      expect((await find(admin.idToken, "pending", admin.company)).id).toBe(requester.id);
      // The internal administrator administers them all.
      expect((await deleteUser(internal, requester.id)).data?.deleteUser.id).toBe(requester.id);
    });
  });

  describe("the user's own access", () => {
    it("accepts his invitation once; a replay says there is none", async () => {
      const demoAdmin = await idTokenOf(server, "admin@example.com");
      const person = await account("admin@example.com");
      const organizationId = (await users(demoAdmin)).organizations[1]!.id;
      await data(server, demoAdmin, INVITE, {
        input: { email: person.email, organizationId, application: "masterData" },
      });
      const accepted = await accept(person.idToken, "masterData");
      expect(accepted.data?.acceptInvitation).toEqual({
        application: { id: "masterData" },
        status: "active",
      });
      const seen = (await user(demoAdmin, person.id)).data!.userAdmin.user!;
      expect(seen.access.find((a) => a.application.id === "masterData")?.status).toBe("active");
      const replay = await accept(person.idToken, "masterData");
      expect(firstError(replay)).toEqual({
        code: "BAD_USER_INPUT",
        message: "application: noInvitation",
      });
    });

    it("says an expired invitation has expired, and refuses an unknown application", async () => {
      const admin = await account("admin@example.com", true);
      expect(firstError(await accept(admin.idToken, "learningHub")).message).toBe(
        "application: invitationExpired",
      );
      expect(firstError(await accept(admin.idToken, "teleport")).message).toBe(
        "application: applicationInvalid",
      );
      expect(firstError(await request(admin.idToken, "teleport")).message).toBe(
        "application: applicationInvalid",
      );
    });

    it("requests an application as a pending record his administrator sees; a second request is refused", async () => {
      const admin = await account("admin@example.com", true);
      const asked = await request(admin.idToken, "inventory");
      expect(asked.data?.requestAccess).toEqual({
        application: { id: "inventory" },
        status: "pending",
      });
      const record = (await user(admin.idToken, admin.id)).data!.userAdmin.user!.access.find(
        (a) => a.application.id === "inventory",
      );
      expect(record).toMatchObject({ status: "pending", requestedBy: "Adam Admin" });
      expect(record?.organization.name).toBe(
        (await users(admin.idToken)).organizations.find((o) => o.orgId.endsWith("-1"))?.name,
      );
      expect(firstError(await request(admin.idToken, "inventory")).message).toBe(
        "application: alreadyRequested",
      );
      expect(firstError(await request(admin.idToken, "serviceTickets")).message).toBe(
        "application: alreadyRequested",
      );
    });

    it("gives a signed-in user without a portal user one, keeping every record his roles named", async () => {
      const person = await account("new@example.com");
      const asked = await request(person.idToken, "inventory");
      expect(asked.data?.requestAccess.status).toBe("pending");
      const seen = (await user(internal, person.id)).data!.userAdmin.user!;
      expect(
        seen.access.map((a) => [a.application.id, a.status, a.organization.id]).sort(),
      ).toEqual(
        [
          ["directService", "pending", seen.organizations[0]!.id],
          ["inventory", "pending", seen.organizations[0]!.id],
          ["learningHub", "invited", seen.organizations[0]!.id],
        ].sort(),
      );
      expect(seen.organizations).toHaveLength(1);
      expect((await accept(person.idToken, "learningHub")).data?.acceptInvitation.status).toBe(
        "active",
      );
    });

    it("leaves a refused first action without a trace (no portal user made)", async () => {
      const person = await account("customer@example.com");
      const refused = await request(person.idToken, "serviceTickets");
      expect(firstError(refused).message).toBe("application: alreadyRequested");
      expect((await user(internal, person.id)).data?.userAdmin.user).toBeNull();
    });
  });

  describe("attacks: every refusal is clear, never a 5xx, and changes nothing", () => {
    it("refuses each admin operation to a caller who is no administrator", async () => {
      const other = await account("admin@example.com", true);
      const invitee = await find(other.idToken, "invited", other.company);
      const organizationId = invitee.organizations[0]!.id;
      const attempts = [
        graphql(server, customer, USER, { id: invitee.id }),
        invite(customer, { email: "x@example.com", organizationId, application: "inventory" }),
        change(customer, {
          userId: invitee.id,
          organizationId,
          application: "inventory",
          action: "withdraw",
        }),
        remove(customer, { userId: invitee.id, organizationId, acknowledgeOwnAccessLoss: true }),
        deleteUser(customer, invitee.id),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(200);
        expect(firstError(answer)).toEqual({
          code: "FORBIDDEN",
          message: "User administration is not enabled for this user",
        });
      }
      expect(await find(other.idToken, "invited", other.company)).toEqual(invitee);
    });

    it("refuses an external administrator each operation on another company's user", async () => {
      const admin = await account("admin@example.com", true);
      const other = await account("admin@example.com", true);
      const invitee = await find(other.idToken, "invited", other.company);
      const organizationId = invitee.organizations[0]!.id;
      const attempts = [
        change(admin.idToken, {
          userId: invitee.id,
          organizationId,
          application: "serviceTickets",
          action: "resend",
        }),
        remove(admin.idToken, {
          userId: invitee.id,
          organizationId,
          acknowledgeOwnAccessLoss: true,
        }),
        deleteUser(admin.idToken, invitee.id),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(200);
        expect(firstError(answer)).toEqual({ code: "NOT_FOUND", message: "User not found" });
      }
      expect(await find(other.idToken, "invited", other.company)).toEqual(invitee);
      expect(await mails(invitee.email)).toEqual([]);
    });

    it("refuses a stale action replayed after the record changed", async () => {
      const admin = await account("admin@example.com", true);
      const invitee = await find(admin.idToken, "invited", admin.company);
      const record = invitee.access.find((a) => a.status === "invited")!;
      const key = {
        userId: invitee.id,
        organizationId: record.organization.id,
        application: record.application.id,
      };
      expect((await change(admin.idToken, { ...key, action: "withdraw" })).errors).toBeUndefined();
      for (const action of ["resend", "withdraw", "grant"]) {
        const stale = await change(admin.idToken, { ...key, action });
        expect(stale.status).toBe(200);
        expect(firstError(stale).message).toBe("action: actionNotAllowed");
      }
      expect(await mails(invitee.email)).toEqual([]);
    });
  });

  describe("INVITATION_VALID_DAYS", () => {
    it.each([
      [undefined, 7],
      ["1", 1],
      ["365", 365],
    ])("reads %s as %d days", (value, days) => {
      const env = value === undefined ? {} : { INVITATION_VALID_DAYS: value };
      expect(readConfig(env).invitationValidDays).toBe(days);
    });

    it.each(["0", "366", "7.5", "week"])("refuses %s", (value) => {
      expect(() => readConfig({ INVITATION_VALID_DAYS: value })).toThrow(
        `INVITATION_VALID_DAYS must be 1 to 365 days, got "${value}"`,
      );
    });
  });
});

describe("an invitation's validity follows INVITATION_VALID_DAYS", { timeout: 60_000 }, () => {
  it("reads the seeded day-old invitation as expired with a validity of one day", async () => {
    const server = await startPortalServer({ INVITATION_VALID_DAYS: "1" });
    try {
      const admin = await idTokenOf(server, "admin@example.com");
      const { userAdmin } = await data<{ userAdmin: { users: { items: AdminUser[] } } }>(
        server,
        admin,
        USERS,
        { filter: { text: demoColleagueOf("Admin Harness Systems Ltd.", "invited").email } },
      );
      const invitee = userAdmin.users.items[0]!;
      expect(invitee.access.find((a) => a.application.id === "serviceTickets")?.status).toBe(
        "inviteexpired",
      );
    } finally {
      await server.close();
    }
  });
});
