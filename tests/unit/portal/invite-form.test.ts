import { describe, expect, it } from "vitest";

import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import {
  type InviteFailure,
  inviteFailure,
  inviteFieldMessageOf,
  inviteFormSchema,
  inviteUserInput,
} from "@/lib/portal/user-admin/invite-form";

const VALID = { email: "new.person@example.com", organizationId: "O-1", application: "inventory" };

/** The first message of each field the schema refuses. */
function refusals(values: Record<string, unknown>): Record<string, string> {
  const result = inviteFormSchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe("the invite dialog's rules (spec 001 §5: a valid email is required)", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a complete invitation", VALID, {}],
    ["an e-mail with spaces and capitals", { ...VALID, email: " New@Example.COM " }, {}],
    ["no e-mail", { ...VALID, email: "" }, { email: "emailInvalid" }],
    ["an e-mail without domain", { ...VALID, email: "new@" }, { email: "emailInvalid" }],
    ["an e-mail of one label", { ...VALID, email: "a@b" }, { email: "emailInvalid" }],
    ["two @", { ...VALID, email: "a@b@example.com" }, { email: "emailInvalid" }],
    [
      "no organization",
      { ...VALID, organizationId: "" },
      { organizationId: "organizationRequired" },
    ],
    ["no application", { ...VALID, application: "" }, { application: "applicationRequired" }],
    [
      "nothing at all",
      { email: "", organizationId: "", application: "" },
      {
        email: "emailInvalid",
        organizationId: "organizationRequired",
        application: "applicationRequired",
      },
    ],
    [
      "a made-up organization id",
      { ...VALID, organizationId: "<x>" },
      { organizationId: "organizationRequired" },
    ],
  ])("%s", (_, values, expected) => {
    expect(refusals(values)).toEqual(expected);
  });
});

describe("a field's error shows as one of the dialog's texts, or not at all", () => {
  it.each<[string | undefined, string | null]>([
    ["emailInvalid", "emailInvalid"],
    ["emailOfOtherAccount", "emailOfOtherAccount"],
    ["organizationRequired", "organizationRequired"],
    ["applicationRequired", "applicationRequired"],
    ["applicationInvalid", "applicationInvalid"],
    [undefined, null],
    ["", null],
    ["Invalid input", null],
    ["toString", null],
  ])("%j", (message, expected) => {
    expect(inviteFieldMessageOf(message)).toBe(expected);
  });

  it("names every message the rules give", () => {
    const messages = Object.values(refusals({ email: "no", organizationId: "", application: "" }));
    expect(messages.map(inviteFieldMessageOf)).toEqual(messages);
  });
});

describe("the mutation's input", () => {
  it("sends the e-mail as the back end keeps it, and where the invitation page leads", () => {
    expect(
      inviteUserInput({ ...VALID, email: " New@Example.COM " }, "http://127.0.0.1:3000/en/mykomax"),
    ).toEqual({
      email: "new@example.com",
      organizationId: "O-1",
      application: "inventory",
      portalUrl: "http://127.0.0.1:3000/en/mykomax",
    });
  });
});

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new GraphQLRequestError(message, 200, extensions);

describe("what a refused invitation shows (spec 001 §8)", () => {
  it.each<[string, unknown, InviteFailure]>([
    [
      "user exists: the link to the profile",
      graphQLError("A user with this e-mail exists already", {
        code: "USER_EXISTS",
        userId: "U-3f2a9c01-5",
      }),
      { kind: "userExists", userId: "U-3f2a9c01-5", sharesOrganization: true },
    ],
    [
      "user exists in none of the administrator's organizations: the offer to add him (issue 29)",
      graphQLError("A user with this e-mail exists already", {
        code: "USER_EXISTS",
        userId: "U-3f2a9c01-5",
        sharesOrganization: false,
      }),
      { kind: "userExists", userId: "U-3f2a9c01-5", sharesOrganization: false },
    ],
    [
      "mail failed: the mail system's answer as technical details",
      graphQLError("The invitation mail could not be sent", {
        code: "MAIL_FAILED",
        details: "550 5.1.2 <someone@mail.invalid>: domain mail.invalid does not exist",
      }),
      {
        kind: "error",
        details:
          "The invitation mail could not be sent: 550 5.1.2 <someone@mail.invalid>: domain mail.invalid does not exist",
      },
    ],
    [
      "the back end's e-mail refusal at the field",
      graphQLError("email: emailInvalid", {
        code: "BAD_USER_INPUT",
        field: "email",
        key: "emailInvalid",
      }),
      { kind: "field", field: "email", message: "emailInvalid" },
    ],
    [
      "another company's person at the e-mail field",
      graphQLError("email: emailOfOtherAccount", {
        code: "BAD_USER_INPUT",
        field: "email",
        key: "emailOfOtherAccount",
      }),
      { kind: "field", field: "email", message: "emailOfOtherAccount" },
    ],
    [
      "an unknown application at the field",
      graphQLError("application: applicationInvalid", {
        code: "BAD_USER_INPUT",
        field: "application",
        key: "applicationInvalid",
      }),
      { kind: "field", field: "application", message: "applicationInvalid" },
    ],
    [
      "another bad input as an invite error",
      graphQLError("portalUrl: portalUrlInvalid", {
        code: "BAD_USER_INPUT",
        field: "portalUrl",
        key: "portalUrlInvalid",
      }),
      { kind: "error", details: "portalUrl: portalUrlInvalid" },
    ],
    [
      "an organization out of reach as an invite error",
      graphQLError("Organization not found", { code: "NOT_FOUND" }),
      { kind: "error", details: "Organization not found" },
    ],
    [
      "user exists without the user's id as an invite error",
      graphQLError("A user with this e-mail exists already", { code: "USER_EXISTS" }),
      { kind: "error", details: "A user with this e-mail exists already" },
    ],
    [
      "a network failure as an invite error",
      new TypeError("Failed to fetch"),
      { kind: "error", details: "Failed to fetch" },
    ],
    ["anything thrown", "boom", { kind: "error", details: "boom" }],
  ])("%s", (_, error, expected) => {
    expect(inviteFailure(error)).toEqual(expected);
  });
});
