import "server-only";

import { config } from "@/lib/config";
import { EDITOR_COOKIE } from "@/lib/cookies/names.mjs";

import { secretCookieOptions } from "./cookie-options";
import { type EditorTokenCheck, issueEditorToken, verifyEditorToken } from "./signed-token";

const nowS = () => Math.floor(Date.now() / 1000);

/** Checks an editor token (the cookie's value or a `{ hash }` body) against the server secret. */
export function checkEditorToken(token: string | undefined): EditorTokenCheck {
  return verifyEditorToken(token, { ...config.editor, nowS: nowS() });
}

export function newEditorToken(): string {
  return issueEditorToken(config.editor.password, config.editor.secret, nowS());
}

/** The editor cookie's options, as the sign-in sets them and the sign-out clears them. */
export function editorCookieOptions(maxAgeS?: number) {
  return secretCookieOptions(config.usesLocalServices, maxAgeS);
}

export { EDITOR_COOKIE };
