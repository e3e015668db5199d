import { describe, expect, it } from "vitest";

import {
  dataOrThrow,
  graphQLErrorCode,
  graphQLErrorMessage,
  GraphQLRequestError,
} from "@/lib/graphql/graphql-error";
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

describe("the first error's extensions travel with the thrown error", () => {
  function thrown(result: Parameters<typeof dataOrThrow>[0]): unknown {
    try {
      dataOrThrow(result);
    } catch (error) {
      return error;
    }
    throw new Error("dataOrThrow did not throw");
  }

  it.each([
    [
      "a code and its details",
      { code: "MAIL_FAILED", details: "550 5.1.2" },
      "MAIL_FAILED",
      { code: "MAIL_FAILED", details: "550 5.1.2" },
    ],
    ["no extensions", undefined, undefined, {}],
    ["extensions that are not an object", "NOT_FOUND", undefined, {}],
    ["a code that is not text", { code: 404 }, undefined, { code: 404 }],
  ])("%s", (_rule, extensions, code, expected) => {
    const error = thrown({
      status: 200,
      data: { userAdmin: { user: null } },
      errors: [
        { message: "refused", extensions },
        { message: "second", extensions: { code: "X" } },
      ],
    });
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).extensions).toEqual(expected);
    expect(graphQLErrorCode(error)).toBe(code);
  });

  it("has no code for a failure that is no GraphQL error", () => {
    expect(graphQLErrorCode(new Error("Failed to fetch"))).toBeUndefined();
    expect(graphQLErrorCode(new GraphQLRequestError("Bad gateway", 502))).toBeUndefined();
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
