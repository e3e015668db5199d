import { errorResponse } from "@/lib/api/error-response";

import {
  IdentityProviderUnavailableError,
  type IdTokenClaims,
  IdTokenRejectedError,
  type VerifyIdToken,
} from "./verify-id-token";

const ID_TOKEN_HEADER = "x-id-token";

type RequiredIdToken =
  { ok: true; token: string; claims: IdTokenClaims } | { ok: false; response: Response };

/**
 * A route handler's gate for the portal: the request's `x-id-token` verified fully, else the
 * answer to return: 401 naming why the token is refused, 503 when the provider's keys cannot be
 * read (a bad token and an outage must not look alike).
 */
export async function requireIdToken(
  request: Request,
  verify: VerifyIdToken,
  log: { error(message: string): void },
): Promise<RequiredIdToken> {
  const token = request.headers.get(ID_TOKEN_HEADER);
  try {
    const claims = await verify(token);
    return { ok: true, token: token ?? "", claims };
  } catch (error) {
    if (error instanceof IdTokenRejectedError) {
      return {
        ok: false,
        response: errorResponse(
          401,
          { error: "Unauthorized", field: ID_TOKEN_HEADER, message: error.message },
          { "WWW-Authenticate": 'Bearer error="invalid_token"' },
        ),
      };
    }
    if (error instanceof IdentityProviderUnavailableError) {
      log.error(error.message);
      return {
        ok: false,
        response: errorResponse(
          503,
          {
            error: "Service unavailable",
            message: "The identity provider is unavailable; try again later.",
          },
          { "Retry-After": "30" },
        ),
      };
    }
    throw error;
  }
}
