import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../support/memory-storage";

import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { orderDraft } from "@/lib/portal/parts/order-draft";
import { isSessionEnded, MissingTokenError } from "@/lib/portal/session-ended";

describe("issue 14: a session that ends mid-order is told from other failures", () => {
  it.each<[string, unknown, boolean]>([
    ["the tab holds no ID token", new MissingTokenError("ID token not found"), true],
    ["the back end refused the token", new GraphQLRequestError("Invalid ID token", 401), true],
    ["the back end refused the caller's role", new GraphQLRequestError("Forbidden", 403), false],
    ["a refused field", new GraphQLRequestError("locationId: locationInvalid", 200), false],
    ["the back end is down", new GraphQLRequestError("Bad gateway", 502), false],
    ["a network failure", new TypeError("Failed to fetch"), false],
    ["nothing thrown", undefined, false],
  ])("%s: %s", (_, error, expected) => {
    expect(isSessionEnded(error)).toBe(expected);
  });
});

describe("issue 14: what was typed into the order form survives a sign-in in the same tab", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal("window", { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  const typed = { locationId: "loc-2", purchaseOrderNumber: "PO-1", note: "Gate 2" };

  it("is read back per product and gone once cleared", () => {
    orderDraft("kmx-alpha-550").write(typed);
    expect(orderDraft("kmx-alpha-550").read()).toEqual(typed);
    expect(orderDraft("kmx-zeta-640").read()).toBeNull();
    orderDraft("kmx-alpha-550").clear();
    expect(orderDraft("kmx-alpha-550").read()).toBeNull();
  });

  it.each<[string, string]>([
    ["not JSON", "{typed"],
    ["a missing field", JSON.stringify({ locationId: "loc-2", note: "" })],
    ["a wrong type", JSON.stringify({ ...typed, note: 42 })],
  ])("an unusable entry (%s) counts as nothing typed", (_, raw) => {
    storage.setItem("ferrion.parts-order-draft.kmx-alpha-550", raw);
    expect(orderDraft("kmx-alpha-550").read()).toBeNull();
  });
});
