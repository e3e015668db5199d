import { describe, expect, it } from "vitest";

import {
  checkEditorToken,
  EDITOR_COOKIE,
  newEditorToken,
  signOutEditor,
} from "@/lib/editor/editor-session";
import { MemorySignedOutSessions } from "@/lib/editor/signed-out-sessions";

describe("signed-out sessions (in memory)", () => {
  it.each<[string, (sessions: MemorySignedOutSessions) => void, string, boolean]>([
    ["a session signed out", (sessions) => sessions.add("a", 2000), "a", true],
    ["another session", (sessions) => sessions.add("a", 2000), "b", false],
    ["a session whose token already expired", (sessions) => sessions.add("a", 1000), "a", false],
    ["nothing signed out", () => undefined, "a", false],
  ])("%s is refused: %s", (_name, arrange, sessionId, expected) => {
    const sessions = new MemorySignedOutSessions(() => 1000);
    arrange(sessions);
    expect(sessions.has(sessionId)).toBe(expected);
  });

  it("forgets a session once its token would have expired anyway", () => {
    let now = 1000;
    const sessions = new MemorySignedOutSessions(() => now);
    sessions.add("a", 2000);
    now = 1999;
    expect(sessions.has("a")).toBe(true);
    now = 2000;
    expect(sessions.has("a")).toBe(false);
    expect(sessions.size).toBe(0);
  });
});

describe("editor sign-out (the local demo's configuration)", () => {
  it("refuses the signed-out token, wherever a copy of it went, and no other session", () => {
    const copied = newEditorToken();
    const otherEditor = newEditorToken();
    expect(checkEditorToken(copied)).toMatchObject({ valid: true });

    signOutEditor(copied);

    expect(checkEditorToken(copied)).toEqual({ valid: false, reason: "signed-out" });
    expect(checkEditorToken(otherEditor)).toMatchObject({ valid: true });
    expect(checkEditorToken(newEditorToken())).toMatchObject({ valid: true });
  });

  it.each([undefined, "", "garbage", "1800000000.AAAAAAAAAAAAAAAAAAAAAA.forged"])(
    "ignores a sign-out with %j",
    (token) => {
      expect(() => signOutEditor(token)).not.toThrow();
    },
  );

  it("names the cookie ferrion-editor", () => {
    expect(EDITOR_COOKIE).toBe("ferrion-editor");
  });
});
