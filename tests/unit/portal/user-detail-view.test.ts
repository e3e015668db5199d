import { describe, expect, it } from "vitest";

import type { AccessAction, AdminUserFieldsFragment } from "@/graphql/generated/portal";
import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import {
  accessByOrganization,
  addableApplications,
  addableOrganizations,
  cutsOwnAdministration,
  isInviting,
  portalUrlOf,
  refusalOf,
  rowActions,
  technicalDetails,
  userProblemOf,
} from "@/lib/portal/user-admin/user-detail-view";

function organization(id: string, company = "ACME") {
  return {
    id,
    company,
    name: `Org ${id}`,
    orgId: `ORG-${id}`,
    subRegion: "Central Europe",
    country: "DE",
    city: "Stuttgart",
    members: 3,
  };
}

function record(organizationId: string, application: string) {
  return {
    organization: { id: organizationId, name: `Org ${organizationId}` },
    application: { id: application, name: application },
    status: "active" as const,
    role: `kmx_int_${application}_active`,
    requestedBy: "Admin",
    requestDate: "2026-11-20T10:00:00.000Z",
    invitedAt: null,
    allowedActions: ["update", "withdraw"] as AccessAction[],
  };
}

const USER: AdminUserFieldsFragment = {
  id: "U-1",
  name: "Lena Hofmann",
  email: "lena@acme.example.com",
  company: "ACME",
  role: "user",
  hasAccount: true,
  organizations: [organization("O-1"), organization("O-2")],
  access: [record("O-1", "serviceTickets"), record("O-2", "inventory"), record("O-1", "wireFlow")],
};

const APPLICATIONS = ["serviceTickets", "inventory", "wireFlow", "learningHub"].map((id) => ({
  id,
  name: id,
}));

describe("a row's actions: what the state machine allows, without update", () => {
  it.each<[string, AccessAction[], string[]]>([
    ["active", ["update", "withdraw"], ["withdraw"]],
    [
      "pending",
      ["grant", "accept", "decline", "withdraw"],
      ["accept", "grant", "decline", "withdraw"],
    ],
    ["invited", ["resend", "withdraw"], ["resend", "withdraw"]],
    ["inviteexpired", ["reinvite", "withdraw"], ["reinvite", "withdraw"]],
    ["unknown", ["add", "grant", "withdraw"], ["grant", "add", "withdraw"]],
    ["inactive", ["withdraw", "grant"], ["grant", "withdraw"]],
    ["nothing allowed", [], []],
  ])("%s", (_state, allowed, shown) => {
    expect(rowActions(allowed)).toEqual(shown);
  });

  it.each<[AccessAction, boolean]>([
    ["add", true],
    ["resend", true],
    ["reinvite", true],
    ["grant", false],
    ["accept", false],
    ["decline", false],
    ["withdraw", false],
    ["update", false],
  ])("%s makes a new invitation link: %s", (action, inviting) => {
    expect(isInviting(action)).toBe(inviting);
  });
});

describe("organizations and what can be added", () => {
  it("groups the records under their organization, in the back end's order", () => {
    expect(
      accessByOrganization(USER).map(({ organization, access }) => [
        organization.id,
        access.map((entry) => entry.application.id),
      ]),
    ).toEqual([
      ["O-1", ["serviceTickets", "wireFlow"]],
      ["O-2", ["inventory"]],
    ]);
  });

  it.each([
    ["O-1", ["inventory", "learningHub"]],
    ["O-2", ["serviceTickets", "wireFlow", "learningHub"]],
    ["O-9", ["serviceTickets", "inventory", "wireFlow", "learningHub"]],
  ])("in %s the applications without a record", (organizationId, ids) => {
    expect(addableApplications(USER, organizationId, APPLICATIONS).map((a) => a.id)).toEqual(ids);
  });

  it("offers the administered organizations of the user's company he is not in", () => {
    const administered = [
      organization("O-1"),
      organization("O-2"),
      organization("O-3"),
      organization("O-4", "Other company"),
    ];
    expect(addableOrganizations(USER, administered).map((o) => o.id)).toEqual(["O-3"]);
  });
});

describe("the own-access warning (spec 001 §8)", () => {
  it.each([
    ["own profile, external, nothing left", true, false, true, true],
    ["own profile, external, records left", true, false, false, false],
    ["own profile, internal administrator", true, true, true, false],
    ["another user's profile", false, false, true, false],
  ])("%s: %s", (_case, isOwnProfile, isInternal, leavesNoRecord, warns) => {
    expect(cutsOwnAdministration({ isOwnProfile, isInternal, leavesNoRecord })).toBe(warns);
  });
});

describe("answers of the back end", () => {
  const error = (code: string | undefined, extensions: Record<string, unknown> = {}) =>
    new GraphQLRequestError("refused", 200, code ? { code, ...extensions } : extensions);

  it.each([
    ["NO_COMMON_ORGANIZATION", error("NO_COMMON_ORGANIZATION"), "lostPermission"],
    ["NOT_FOUND", error("NOT_FOUND"), "invalidUser"],
    ["FORBIDDEN", error("FORBIDDEN"), null],
    ["a proxy refusal", new GraphQLRequestError("The ID token has expired", 401), null],
    ["a network failure", new TypeError("Failed to fetch"), null],
  ])("the user cannot be shown after %s: %s", (_case, failure, problem) => {
    expect(userProblemOf(failure)).toBe(problem);
  });

  it.each([
    ["a refused action", error("BAD_USER_INPUT", { key: "actionNotAllowed" }), "actionNotAllowed"],
    [
      "the own-access warning",
      error("BAD_USER_INPUT", { key: "ownAccessWarning" }),
      "ownAccessWarning",
    ],
    ["deleting oneself", error("BAD_USER_INPUT", { key: "cannotDeleteSelf" }), "cannotDeleteSelf"],
    [
      "a user with other organizations",
      error("BAD_USER_INPUT", { key: "userHasOtherOrganizations" }),
      "userHasOtherOrganizations",
    ],
    [
      "a grant to oneself",
      error("BAD_USER_INPUT", { key: "selfGrantNotAllowed" }),
      "selfGrantNotAllowed",
    ],
    ["an unnamed bad input", error("BAD_USER_INPUT", { key: "somethingNew" }), "failed"],
    ["a mail that could not be sent", error("MAIL_FAILED", { details: "550" }), "mailFailed"],
    ["a user gone meanwhile", error("NOT_FOUND"), "notFound"],
    ["a user out of reach meanwhile", error("NO_COMMON_ORGANIZATION"), "notFound"],
    ["a network failure", new TypeError("Failed to fetch"), "failed"],
    ["a bad gateway", new GraphQLRequestError("Bad gateway", 502), "failed"],
  ])("%s reads %s", (_case, failure, refusal) => {
    expect(refusalOf(failure)).toBe(refusal);
  });

  it.each([
    [
      "the mail system's answer with the message",
      error("MAIL_FAILED", { details: "550 5.1.2 <a@x.invalid>: domain x.invalid does not exist" }),
      "refused (550 5.1.2 <a@x.invalid>: domain x.invalid does not exist)",
    ],
    ["the message alone without details", error("NOT_FOUND"), "refused"],
    ["a plain error's message", new TypeError("Failed to fetch"), "Failed to fetch"],
  ])("technical details: %s", (_case, failure, text) => {
    expect(technicalDetails(failure)).toBe(text);
  });

  it("leads the invitation back to this site's portal", () => {
    expect(portalUrlOf("http://127.0.0.1:3641", "/de/mykomax")).toBe(
      "http://127.0.0.1:3641/de/mykomax",
    );
  });
});
