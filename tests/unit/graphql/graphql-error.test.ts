import { describe, expect, it } from "vitest";

import { dataOrThrow, graphQLErrorMessage, GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { localePreference } from "@/lib/graphql/locale-preference";
import { shortenForLog } from "@/lib/graphql/shorten-for-log";

describe("GraphQL error rules (spec 001 §8)", () => {
  it.each([
    [
      "the first error's message",
      { status: 200, errors: [{ message: "Field x missing" }, { message: "second" }] },
      "Field x missing",
    ],
    [
      "GraphQL Error with the status when no error has a message",
      { status: 502, errors: [] },
      "GraphQL Error (status 502)",
    ],
    [
      "GraphQL Error with the status when there are no errors",
      { status: 500 },
      "GraphQL Error (status 500)",
    ],
  ])("uses %s", (_rule, result, message) => {
    expect(graphQLErrorMessage(result)).toBe(message);
  });

  it.each([
    [
      "an answer with errors",
      { status: 200, data: { a: 1 }, errors: [{ message: "boom" }] },
      "boom",
    ],
    ["an answer without data", { status: 200 }, "GraphQL Error (status 200)"],
    [
      "an answer whose data fields are all null",
      { status: 200, data: { a: null, b: null } },
      "GraphQL Error (status 200)",
    ],
    ["an answer with empty data", { status: 200, data: {} }, "GraphQL Error (status 200)"],
    ["an HTTP error status", { status: 401, data: { a: 1 } }, "GraphQL Error (status 401)"],
  ])("treats %s as an error", (_rule, result, message) => {
    expect(() => dataOrThrow(result)).toThrow(message);
  });

  it.each([
    ["one non-null field", { a: null, b: { id: 1 } }],
    ["an empty list (a lookup that found nothing)", { pages: [] }],
    ["false", { enabled: false }],
  ])("returns data with %s", (_rule, data) => {
    expect(dataOrThrow({ status: 200, data })).toBe(data);
  });
});

describe("the first error's code and extensions reach the caller (spec 001 §8)", () => {
  function thrown(result: Parameters<typeof dataOrThrow>[0]): GraphQLRequestError {
    try {
      dataOrThrow(result);
    } catch (error) {
      if (error instanceof GraphQLRequestError) return error;
      throw error;
    }
    throw new Error("dataOrThrow did not throw");
  }

  it.each([
    [
      "USER_EXISTS with the user's id",
      { extensions: { code: "USER_EXISTS", userId: "U-1" } },
      "USER_EXISTS",
      { code: "USER_EXISTS", userId: "U-1" },
    ],
    [
      "MAIL_FAILED with the mail system's answer",
      { extensions: { code: "MAIL_FAILED", details: "550 5.1.2" } },
      "MAIL_FAILED",
      { code: "MAIL_FAILED", details: "550 5.1.2" },
    ],
    ["no extensions", {}, undefined, {}],
    ["extensions that are no object", { extensions: "USER_EXISTS" }, undefined, {}],
    ["extensions that are a list", { extensions: ["x"] }, undefined, {}],
    ["a code that is no text", { extensions: { code: 42 } }, undefined, { code: 42 }],
  ])("%s", (_rule, error, code, extensions) => {
    const second = { message: "second", extensions: { code: "OTHER" } };
    const raised = thrown({ status: 200, errors: [{ message: "first", ...error }, second] });
    expect(raised.message).toBe("first");
    expect(raised.code).toBe(code);
    expect(raised.extensions).toEqual(extensions);
  });
});

describe("request logs", () => {
  it("shortens variables to 50 characters", () => {
    const logged = shortenForLog({ id: "x".repeat(100) });
    expect(logged).toBe(`${JSON.stringify({ id: "x".repeat(100) }).slice(0, 50)}…`);
  });

  it("keeps short variables whole", () => {
    expect(shortenForLog({ id: "page-home" })).toBe('{"id":"page-home"}');
  });
});

describe("locale preference header", () => {
  it.each([
    ["current, fallback and English", "de", "fr", ["de", "fr", "en"]],
    ["current and English without a fallback", "de", undefined, ["de", "en"]],
    ["English once when current is English", "en", "en", ["en"]],
    ["the fallback before English", "fr", "de", ["fr", "de", "en"]],
  ])("lists %s", (_rule, current, fallback, expected) => {
    expect(localePreference(current, fallback)).toEqual(expected);
  });
});
