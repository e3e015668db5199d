import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../local-services/oidc/demo-accounts.mjs";
import { tokenRoles } from "../../../local-services/oidc/token-roles.mjs";
import {
  isApplicationRole,
  rolesOfAccess,
} from "../../../local-services/portal/user-admin/access-roles.mjs";
import { createUserAdminRepository } from "../../../local-services/portal/user-admin/user-admin-repository.mjs";
import { APPLICATIONS } from "../../../local-services/portal/user-admin/user-admin-tables.mjs";
import { decodeJwt, signIn } from "./oidc-helpers";
import { data, ownCompanyAccount, type PortalServer, startPortalServer } from "./portal-helpers";

const APPS = APPLICATIONS.map(([id, , roleStem]) => ({ id, roleStem }));
const records = (...entries: Array<[string, string]>) =>
  entries.map(([application, status]) => ({ application, status }));

describe("roles of a user's access records (one truth)", () => {
  it.each([
    { name: "no records", access: records(), roles: [] },
    ...["active", "pending", "invited", "inviteexpired", "inactive", "declined"].map((state) => ({
      name: `one ${state} record`,
      access: records(["serviceTickets", state]),
      roles: [`kmx_int_serviceticketing_${state}`],
    })),
    {
      name: "unknown gives no role",
      access: records(["masterData", "unknown"]),
      roles: [],
    },
    {
      name: "unknown beside a declined record of the same application",
      access: records(["masterData", "unknown"], ["masterData", "declined"]),
      roles: ["kmx_int_mfpmds_declined"],
    },
    {
      name: "active beats pending in another organization",
      access: records(["inventory", "pending"], ["inventory", "active"]),
      roles: ["kmx_int_assetdb_active"],
    },
    {
      name: "pending beats invited",
      access: records(["wireFlow", "invited"], ["wireFlow", "pending"]),
      roles: ["kmx_int_artemis_pending"],
    },
    {
      name: "invited beats inviteexpired",
      access: records(["learningHub", "inviteexpired"], ["learningHub", "invited"]),
      roles: ["kmx_int_lmsefront_invited"],
    },
    {
      name: "inviteexpired beats inactive",
      access: records(["wireMaster", "inactive"], ["wireMaster", "inviteexpired"]),
      roles: ["kmx_int_mfpwm_inviteexpired"],
    },
    {
      name: "inactive beats declined",
      access: records(["productInformation", "declined"], ["productInformation", "inactive"]),
      roles: ["kmx_int_productinfo_inactive"],
    },
    {
      name: "one role per application, in the applications' order",
      access: records(
        ["directService", "pending"],
        ["serviceTickets", "active"],
        ["serviceTickets", "inactive"],
      ),
      roles: ["kmx_int_serviceticketing_active", "kmx_int_direct_pending"],
    },
  ])("$name", ({ access, roles }) => {
    expect(rolesOfAccess(access, APPS)).toEqual(roles);
  });
});

describe("the token's roles: base roles plus access roles", () => {
  it.each([
    {
      name: "no portal user: the stored roles, unchanged",
      stored: ["kmx_delegatedadmin_extern", "kmx_int_assetdb_active"],
      access: null,
      roles: ["kmx_delegatedadmin_extern", "kmx_int_assetdb_active"],
    },
    {
      name: "a portal user: stored application roles give way to his records",
      stored: ["kmx_delegatedadmin_extern", "kmx_int_assetdb_active", "kmx_artemis_onpremuser"],
      access: ["kmx_int_serviceticketing_invited"],
      roles: [
        "kmx_delegatedadmin_extern",
        "kmx_artemis_onpremuser",
        "kmx_int_serviceticketing_invited",
      ],
    },
    {
      name: "a portal user without records keeps only base roles",
      stored: ["kmx_internal_employee", "kmx_delegatedadmin_intern", "kmx_int_direct_pending"],
      access: [],
      roles: ["kmx_internal_employee", "kmx_delegatedadmin_intern"],
    },
    {
      name: "an invited person (no stored roles)",
      stored: [],
      access: ["kmx_int_lmsefront_invited"],
      roles: ["kmx_int_lmsefront_invited"],
    },
  ])("$name", ({ stored, access, roles }) => {
    expect(tokenRoles(stored, access)).toEqual(roles);
  });

  it.each([
    ["kmx_int_serviceticketing_active", true],
    ["kmx_int_lmsefront_inviteexpired", true],
    ["kmx_int_mfpmds_unknown", true],
    ["kmx_delegatedadmin_extern", false],
    ["kmx_delegatedadmin_intern", false],
    ["kmx_artemis_onpremuser", false],
    ["kmx_internal_employee", false],
    ["kmx_int_serviceticketing_superuser", false],
  ])("%s is an application role: %s", (role, expected) => {
    expect(isApplicationRole(role)).toBe(expected);
  });
});

describe("the identity provider's roles come from user administration", { timeout: 60_000 }, () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
  }, 60_000);
  afterAll(() => server.close());

  const rolesOf = async (email: string, password?: string) =>
    decodeJwt((await signIn(server.issuer, email, password)).tokens.id_token).roles as string[];

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    "%s keeps exactly the roles it has always had on a fresh store",
    async (email, account) => {
      expect([...(await rolesOf(email))].sort()).toEqual([...account.roles].sort());
    },
  );

  it("puts a changed access record into the next token, and keeps the base roles", async () => {
    const admin = await ownCompanyAccount(server, "admin@example.com");
    const before = decodeJwt(admin.idToken).roles as string[];
    expect(before).toContain("kmx_int_serviceticketing_active");
    const repo = createUserAdminRepository(server.store.db);
    const now = new Date().toISOString();
    for (const record of repo.accessOfUser(admin.id)) {
      if (record.application === "serviceTickets") {
        repo.putAccess({ ...record, state: "inactive", tokenHash: null, updatedAt: now });
      }
    }
    const after = await rolesOf(admin.email);
    expect(after).toContain("kmx_int_serviceticketing_inactive");
    expect(after).not.toContain("kmx_int_serviceticketing_active");
    expect(after).toEqual(
      expect.arrayContaining(["kmx_delegatedadmin_extern", "kmx_artemis_onpremuser"]),
    );
  });

  it("lets an account without a portal user keep its stored roles", async () => {
    const response = await fetch(`${server.url}/test-fixtures/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ like: "new@example.com" }),
    });
    const { email, password } = (await response.json()) as { email: string; password: string };
    expect([...(await rolesOf(email, password))].sort()).toEqual(
      ["kmx_int_direct_pending", "kmx_int_lmsefront_invited"].sort(),
    );
  });

  it("still tells the account API an internal employee by his base roles", async () => {
    const { tokens } = await signIn(server.issuer, "internal@example.com");
    const response = await fetch(`${server.url}/oidc/account`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await response.json()).toMatchObject({ email: "internal@example.com", internal: true });
  });

  it("shows the portal's me the roles of the token", async () => {
    const { tokens } = await signIn(server.issuer, "new@example.com");
    const { me } = await data<{ me: { roles: string[] } }>(
      server,
      tokens.id_token,
      "{ me { roles } }",
    );
    expect([...me.roles].sort()).toEqual(["kmx_int_direct_pending", "kmx_int_lmsefront_invited"]);
  });
});
