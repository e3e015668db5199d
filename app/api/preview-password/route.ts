import { type NextRequest, NextResponse } from "next/server";

import { errorResponse } from "@/lib/api/error-response";
import { readJsonBody } from "@/lib/api/read-json-body";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { config } from "@/lib/config";
import { PREVIEW_COOKIE } from "@/lib/cookies/names.mjs";
import { clientKey } from "@/lib/editor/client-key";
import { secretCookieOptions } from "@/lib/editor/cookie-options";
import { type PasswordMessage, previewPasswordSchema } from "@/lib/editor/password-rules";
import { isCorrectPassword, issuePreviewToken } from "@/lib/editor/signed-token";
import { tooManyAttempts } from "@/lib/editor/throttled-answer";
import { passwordThrottles } from "@/lib/editor/throttles";
import { messagesFor } from "@/lib/i18n/messages";

/**
 * Spec 001 §7: `{ password }`; success (no error) stores the preview cookie, an HMAC of the
 * password, for the browser's session, which unlocks the site (spec 001 §4).
 */
export async function POST(request: NextRequest) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const input = previewPasswordSchema.safeParse(json.body);
  if (!input.success) {
    // The rules and the message the form shows (spec 001 §5: "Please enter a password").
    const key = (input.error.issues[0]?.message ?? "required") as PasswordMessage;
    return errorResponse(400, {
      error: "Invalid request",
      field: "password",
      message: messagesFor("en").PreviewGate[key],
    });
  }
  const { password: expected } = config.preview;
  if (expected === null) {
    return errorResponse(404, {
      error: "Not found",
      message: "No preview password is configured (PREVIEW_PASSWORD)",
    });
  }

  const throttle = passwordThrottles().preview;
  const client = clientKey(request);
  const waitMs = await throttle.waitMs(client);
  if (waitMs > 0) return tooManyAttempts(waitMs);
  if (!isCorrectPassword(input.data.password, expected, config.editor.secret)) {
    await throttle.recordFailure(client);
    return errorResponse(401, {
      error: "Wrong password",
      field: "password",
      message: "password is not the preview password",
    });
  }
  await throttle.recordSuccess(client);
  const response = NextResponse.json(
    { success: true },
    { headers: { "Cache-Control": "no-store" } },
  );
  response.cookies.set(
    PREVIEW_COOKIE,
    issuePreviewToken(expected, config.editor.secret),
    secretCookieOptions(config.usesLocalServices, null),
  );
  return response;
}
