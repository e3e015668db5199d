import * as z from "@/lib/validation/zod";

import type { Account } from "./account/account";
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
  ) {
    super(message);
  }
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
  try {
    const answer: unknown = await response.json();
    if (typeof answer === "object" && answer !== null && "error" in answer) {
      message = `${response.status}: ${String(answer.error)}`;
    }
  } catch {
    // No JSON body: the status line is the detail.
  }
  throw new AccountApiError(response.status, message);
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

export async function changeMfa(
  identity: IdentitySettings,
  accessToken: string,
  action: "enable" | "reset",
) {
  return account(await call(identity, accessToken, "POST", "/mfa", { action }));
}

export async function deleteAccount(identity: IdentitySettings, accessToken: string) {
  await call(identity, accessToken, "DELETE", "");
}
