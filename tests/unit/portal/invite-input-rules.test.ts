import { describe, expect, it } from "vitest";

import {
  EMAIL_MAX_LENGTH,
  inviteEmail,
} from "@/contracts/portal/user-admin/invite-input-rules.mjs";

describe("inviteEmail (spec 001 §5: a valid email is required)", () => {
  it.each([
    ["new.person@example.com", "new.person@example.com"],
    ["  Mixed.Case@Example.COM ", "mixed.case@example.com"],
    ["a+tag@sub.example.co.uk", "a+tag@sub.example.co.uk"],
    ["", null],
    ["   ", null],
    ["plain", null],
    ["a@b", null],
    ["@example.com", null],
    ["two@@example.com", null],
    ["a@b@example.com", null],
    ["with space@example.com", null],
    ["dot@.example.com", null],
    ["dot@example..com", null],
    [`${"x".repeat(EMAIL_MAX_LENGTH)}@example.com`, null],
    [42, null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(inviteEmail(input)).toBe(expected);
  });
});
