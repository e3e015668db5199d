import "server-only";

import { redisConnection } from "@/lib/cache/redis-connection.mjs";
import { config } from "@/lib/config";
import { EDITOR_COOKIE } from "@/lib/cookies/names.mjs";

import { secretCookieOptions } from "./cookie-options";
import {
  EDITOR_SESSION_MAX_AGE_S,
  type EditorTokenCheck,
  issueEditorToken,
  newSessionId,
  verifyEditorToken,
} from "./signed-token";
import { SharedSignedOutSessions } from "./shared-signed-out-sessions";
import { MemorySignedOutSessions, type SignedOutSessions } from "./signed-out-sessions";

const nowS = () => Math.floor(Date.now() / 1000);
const GLOBAL_KEY = Symbol.for("ferrion.signed-out-editor-sessions");

/** One store per process: proxy.ts and the route handlers are bundled apart. */
function signedOutSessions(): SignedOutSessions {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: SignedOutSessions };
  store[GLOBAL_KEY] ??= sharedOrMemory();
  return store[GLOBAL_KEY];
}

/** Made at start-up (instrumentation.ts), so a shared store has caught up before the first check. */
export function startSignedOutSessions(): void {
  signedOutSessions();
}

/** With REDIS_URL every instance refuses a session signed out on any of them. */
function sharedOrMemory(): SignedOutSessions {
  const memory = new MemorySignedOutSessions();
  const connection = redisConnection();
  return connection ? new SharedSignedOutSessions(memory, connection) : memory;
}

/**
 * Checks an editor token (the cookie's value or a `{ hash }` body) against the server secret and
 * the sessions signed out since.
 */
export function checkEditorToken(token: string | undefined): EditorTokenCheck {
  const check = verifyEditorToken(token, { ...config.editor, nowS: nowS() });
  if (check.valid && signedOutSessions().has(check.sessionId)) {
    return { valid: false, reason: "signed-out" };
  }
  return check;
}

export function newEditorToken(): string {
  return issueEditorToken(config.editor.password, config.editor.secret, nowS(), newSessionId());
}

/** Sign-out: the token is refused from now on, also wherever a copy of the cookie went. */
export function signOutEditor(token: string | undefined): void {
  const check = checkEditorToken(token);
  if (check.valid) {
    signedOutSessions().add(check.sessionId, check.issuedAtS + EDITOR_SESSION_MAX_AGE_S);
  }
}

/** The editor cookie's options, as the sign-in sets them and the sign-out clears them. */
export function editorCookieOptions(maxAgeS?: number) {
  return secretCookieOptions(config.usesLocalServices, maxAgeS);
}

export { EDITOR_COOKIE };
