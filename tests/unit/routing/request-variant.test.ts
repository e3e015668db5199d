import { describe, expect, it } from "vitest";

import { isSharedRender, type RequestVariant } from "@/lib/routing/request-variant";

const visitor: RequestVariant = {
  editor: { valid: false, reason: "missing" },
  hasEditorCookie: false,
  stage: { stage: "PUBLISHED", cookie: "keep" },
  release: { isOn: false, cookie: "keep" },
  gate: { isLocked: false, cookie: "keep" },
  cacheMode: "default",
};

describe("which renders the page cache may keep", () => {
  it.each<[string, Partial<RequestVariant>, boolean]>([
    ["a visitor's page", {}, true],
    [
      "a visitor with a forged editor cookie",
      { editor: { valid: false, reason: "forged" }, hasEditorCookie: true },
      true,
    ],
    [
      "a visitor with a signed-out editor cookie",
      { editor: { valid: false, reason: "signed-out" }, hasEditorCookie: true },
      true,
    ],
    [
      "an editor's published page (toolbar)",
      { editor: { valid: true, issuedAtS: 1, sessionId: "s" } },
      false,
    ],
    [
      "an editor's draft",
      {
        editor: { valid: true, issuedAtS: 1, sessionId: "s" },
        stage: { stage: "DRAFT", cookie: "keep" },
      },
      false,
    ],
    ["the next release", { release: { isOn: true, cookie: "keep" } }, false],
    ["the locked site's password form", { gate: { isLocked: true, cookie: "keep" } }, false],
    ["?cache=false", { cacheMode: "bypass" }, false],
  ])("%s: %s", (_name, change, expected) => {
    expect(isSharedRender({ ...visitor, ...change })).toBe(expected);
  });
});
