import { describe, expect, it } from "vitest";

import {
  editorPasswordSchema,
  MAX_PASSWORD_LENGTH,
  previewPasswordSchema,
} from "@/lib/editor/password-rules";
import { editorAuthenticationSchema } from "@/lib/editor/request-schemas";

import en from "@/messages/en.json";
import de from "@/messages/de.json";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("the password forms' rules (spec 001 §5: protected area), shared with their routes", () => {
  it.each([
    ["an empty password", "", "required"],
    ["no password at all", undefined, "required"],
    ["a number instead of text", 42, "required"],
    ["a password past the limit", "x".repeat(MAX_PASSWORD_LENGTH + 1), "invalid"],
    ["a password at the limit", "x".repeat(MAX_PASSWORD_LENGTH), null],
    ["a blank but typed password (kept as typed)", "  ", null],
    ["a password", "preview-demo", null],
  ])("%s", (_, password, message) => {
    expect(firstMessage(previewPasswordSchema.safeParse({ password }))).toBe(message);
    expect(firstMessage(editorPasswordSchema.safeParse({ input: password }))).toBe(message);
  });

  it("the editor's sign-in takes nothing besides the password", () => {
    expect(editorPasswordSchema.safeParse({ input: "a", hash: "b" }).success).toBe(false);
    expect(editorAuthenticationSchema.safeParse({ input: "a", hash: "b" }).success).toBe(false);
    expect(editorAuthenticationSchema.safeParse({ input: "editor-demo" }).data).toEqual({
      input: "editor-demo",
    });
    expect(editorAuthenticationSchema.safeParse({ hash: "abc" }).data).toEqual({ hash: "abc" });
  });

  it.each([
    ["en", en, "Please enter a password", "Please enter a valid value"],
    ["de", de, "Bitte geben Sie ein Passwort ein", "Bitte geben Sie einen gültigen Wert ein"],
  ])("every message key has its text in %s", (_, messages, required, invalid) => {
    for (const namespace of [messages.PreviewGate, messages.Editor]) {
      expect(namespace.required).toBe(required);
      expect(namespace.invalid).toBe(invalid);
    }
  });
});
