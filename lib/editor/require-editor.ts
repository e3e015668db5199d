import "server-only";

import type { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/error-response";
import { EDITOR_COOKIE } from "@/lib/cookies/names.mjs";

import { checkEditorToken } from "./editor-session";

const SESSION_STATES = {
  malformed: "not valid",
  forged: "not valid",
  expired: "expired",
  "signed-out": "signed out",
} as const;

/**
 * Every editor-only route handler checks the cookie itself (proxy.ts is routing, not the
 * security boundary): null when the request comes from a signed-in editor, else the answer —
 * 401 without a cookie, 403 with a forged, expired or signed-out one.
 */
export function refuseNonEditor(request: NextRequest): Response | null {
  const check = checkEditorToken(request.cookies.get(EDITOR_COOKIE)?.value);
  if (check.valid) return null;
  if (check.reason === "missing") {
    return errorResponse(401, {
      error: "Unauthorized",
      message: "Sign in to the editor area first",
    });
  }
  return errorResponse(403, {
    error: "Forbidden",
    message: `The editor session is ${SESSION_STATES[check.reason]}; sign in again`,
  });
}
