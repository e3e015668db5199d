import { type NextRequest, NextResponse } from "next/server";

import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-json-body";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { config } from "@/lib/config";
import { EDITOR_STAGE_COOKIE } from "@/lib/cookies/names.mjs";
import { clientKey } from "@/lib/editor/client-key";
import {
  checkEditorToken,
  EDITOR_COOKIE,
  editorCookieOptions,
  newEditorToken,
  signOutEditor,
} from "@/lib/editor/editor-session";
import { editorAuthenticationSchema } from "@/lib/editor/request-schemas";
import { isCorrectPassword } from "@/lib/editor/signed-token";
import { tooManyAttempts } from "@/lib/editor/throttled-answer";
import { passwordThrottles } from "@/lib/editor/throttles";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/editor-area-autentication");
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Spec 000 §7: `{ input }` (the password) answers `{ success, hashedPassword }` and stores the
 * hash in the HttpOnly editor cookie for 90 days; `{ hash }` answers `{ success }`. A wrong
 * password answers 401 with `wrongPassword`; repeated wrong ones are slowed down per client.
 */
export async function POST(request: NextRequest) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const input = parseInput(editorAuthenticationSchema, json.body);
  if (!input.ok) return input.response;

  if ("hash" in input.data) {
    return NextResponse.json(
      { success: checkEditorToken(input.data.hash).valid },
      { headers: NO_STORE },
    );
  }

  const throttle = passwordThrottles().editor;
  const client = clientKey(request);
  const waitMs = await throttle.waitMs(client);
  if (waitMs > 0) return tooManyAttempts(waitMs);

  if (!isCorrectPassword(input.data.input, config.editor.password, config.editor.secret)) {
    await throttle.recordFailure(client);
    log.warn(`Wrong editor password from ${client}`);
    return NextResponse.json(
      {
        success: false,
        wrongPassword: true,
        error: "Wrong password",
        field: "input",
        message: "input is not the editor password",
      },
      { status: 401, headers: NO_STORE },
    );
  }
  await throttle.recordSuccess(client);
  const hashedPassword = newEditorToken();
  const response = NextResponse.json({ success: true, hashedPassword }, { headers: NO_STORE });
  response.cookies.set(EDITOR_COOKIE, hashedPassword, editorCookieOptions());
  return response;
}

/**
 * Logging out refuses the token from now on (also any copy of the cookie) and clears the editor
 * cookie and the remembered stage.
 */
export function DELETE(request: NextRequest) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  signOutEditor(request.cookies.get(EDITOR_COOKIE)?.value);
  const response = NextResponse.json({ success: true }, { headers: NO_STORE });
  response.cookies.set(EDITOR_COOKIE, "", editorCookieOptions(0));
  response.cookies.delete(EDITOR_STAGE_COOKIE);
  return response;
}
