import * as z from "@/lib/validation/zod";

import type { Account, MfaRefusal, MfaSetup } from "./account/account";
import { IDENTITY_TIMEOUT_S, type IdentitySettings } from "./identity-settings";

/** The identity site's account API (portal contract), called with the user's access token. */
const accountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  language: z.string(),
  mfaEnabled: z.boolean(),
  internal: z.boolean(),
});

const mfaSetupSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]{16,}$/)),
  uri: z.string().check(z.startsWith("otpauth://totp/")),
  // Only an inline SVG is shown, never an address the answer could point the browser to.
  qrCode: z.string().check(z.startsWith("data:image/svg+xml;base64,")),
});

const CODE_REFUSALS = ["format", "wrong", "expired", "used", "no-setup"] as const;

/** The reasons the account API gives for not taking an MFA code. */
const refusalSchema = z.union([
  z.object({ reason: z.enum(CODE_REFUSALS) }),
  z.object({ reason: z.literal("throttled"), retryAfterS: z.number() }),
]);

interface ProfileChange {
  firstName: string;
  lastName: string;
  country: string;
  language: string;
}

/** A refusal of the account API, with the message it gave (shown as the technical detail). */
class AccountApiError extends Error {
  override name = "AccountApiError";
  constructor(
    readonly status: number,
    message: string,
    /** Why an MFA code was not taken, when that was the refusal. */
    readonly mfaRefusal: MfaRefusal | null = null,
  ) {
    super(message);
  }
}

/** Why the identity site did not take an MFA code, if that is what `error` is. */
export function mfaRefusalOf(error: unknown): MfaRefusal | null {
  return error instanceof AccountApiError ? error.mfaRefusal : null;
}

async function call(
  identity: IdentitySettings,
  accessToken: string,
  method: "GET" | "PATCH" | "POST" | "DELETE",
  path: "" | "/mfa",
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${identity.issuer}/account${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(IDENTITY_TIMEOUT_S * 1000),
  });
  if (response.ok) return response;
  let message = `${response.status} ${response.statusText}`.trim();
  let refusal: MfaRefusal | null = null;
  try {
    const answer: unknown = await response.json();
    if (typeof answer === "object" && answer !== null && "error" in answer) {
      message = `${response.status}: ${String(answer.error)}`;
    }
    const parsed = refusalSchema.safeParse(answer);
    if (parsed.success) refusal = parsed.data;
  } catch {
    // No JSON body: the status line is the detail.
  }
  throw new AccountApiError(response.status, message, refusal);
}

async function account(response: Response): Promise<Account> {
  const parsed = accountSchema.safeParse(await response.json());
  if (!parsed.success) throw new AccountApiError(response.status, "unexpected account answer");
  return parsed.data;
}

export async function readAccount(identity: IdentitySettings, accessToken: string) {
  return account(await call(identity, accessToken, "GET", ""));
}

export async function updateProfile(
  identity: IdentitySettings,
  accessToken: string,
  change: ProfileChange,
) {
  return account(await call(identity, accessToken, "PATCH", "", change));
}

/** Starts an MFA setup: a new secret, not asked for at sign-in until `confirmMfa`. */
export async function startMfa(identity: IdentitySettings, accessToken: string): Promise<MfaSetup> {
  const response = await call(identity, accessToken, "POST", "/mfa", { action: "enable" });
  const parsed = mfaSetupSchema.safeParse(await response.json());
  if (!parsed.success) throw new AccountApiError(response.status, "unexpected MFA setup answer");
  return parsed.data;
}

/** Turns MFA on with a code of the pending setup; a refusal tells why (`mfaRefusalOf`). */
export async function confirmMfa(identity: IdentitySettings, accessToken: string, code: string) {
  return account(await call(identity, accessToken, "POST", "/mfa", { action: "confirm", code }));
}

/** Removes MFA: sign-in asks for the password alone. */
export async function resetMfa(identity: IdentitySettings, accessToken: string) {
  return account(await call(identity, accessToken, "POST", "/mfa", { action: "reset" }));
}

export async function deleteAccount(identity: IdentitySettings, accessToken: string) {
  await call(identity, accessToken, "DELETE", "");
}
