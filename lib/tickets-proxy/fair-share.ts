import type { InFlightLimiter } from "@/contracts/portal/in-flight-limiter.mjs";
import type { PortalLimits } from "@/lib/config/portal-limits-config";
import { checkRateLimit, type RateLimitStore } from "@/lib/forms/rate-limit";

/** What limits a portal user's requests (lib/tickets-proxy/portal-share.ts makes it per process). */
export interface PortalShare {
  limits: PortalLimits;
  /** Requests per minute: in Redis with REDIS_URL (every instance counts), else in memory. */
  minutes: RateLimitStore;
  /** Requests at once, per instance. */
  inFlight: InFlightLimiter;
  /** Waits before a refusal is answered (REFUSAL_PAUSE_MS); tests pass one that does not. */
  pause: (ms: number) => Promise<void>;
}

type Admission = { ok: true; release: () => void } | { ok: false; response: Response };

const MINUTE_MS = 60_000;
/** A place among the requests at once frees as soon as one of them is answered. */
const IN_FLIGHT_RETRY_AFTER_S = 1;
/**
 * A refusal is answered after this pause (no work meanwhile, a timer): a client that asks again
 * at once, ignoring Retry-After, costs the server one refusal a second per connection instead of
 * as many as the server can answer, which would take the thread from everyone else.
 */
export const REFUSAL_PAUSE_MS = 1000;

/** Which limit a 429 names, for the caller's code (`limit`) and in its message. */
type PortalLimitName = "requestsPerMinute" | "requestsInFlight";

/**
 * 429 with Retry-After and a JSON message naming the limit; like every error of the proxy, never
 * stored by a cache.
 */
function tooManyPortalRequests(
  limit: PortalLimitName,
  message: string,
  retryAfterSeconds: number,
): Response {
  return Response.json(
    { error: "Too many requests", limit, message },
    {
      status: 429,
      headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
    },
  );
}

/**
 * Lets one request of a portal user through, or answers 429: it counts in the user's minute
 * (PORTAL_REQUESTS_PER_MINUTE), then waits for one of the user's places (PORTAL_MAX_IN_FLIGHT
 * at once, PORTAL_MAX_QUEUED waiting). `user` is the verified ID token's subject, never anything
 * the client wrote. A refusal comes after REFUSAL_PAUSE_MS. Call `release` once the request is
 * answered.
 */
export async function admitPortalRequest(
  share: PortalShare,
  user: string,
  now: () => number = Date.now,
): Promise<Admission> {
  const { requestsPerMinute, maxInFlight, maxQueued } = share.limits;
  const minute = await checkRateLimit(
    share.minutes,
    user,
    { limit: requestsPerMinute, windowMs: MINUTE_MS },
    now,
  );
  if (!minute.allowed) {
    await share.pause(REFUSAL_PAUSE_MS);
    return {
      ok: false,
      response: tooManyPortalRequests(
        "requestsPerMinute",
        `At most ${requestsPerMinute} portal requests a minute per user; try again in ${minute.retryAfterSeconds} s.`,
        minute.retryAfterSeconds,
      ),
    };
  }
  const release = await share.inFlight.acquire(user);
  if (!release) {
    await share.pause(REFUSAL_PAUSE_MS);
    return {
      ok: false,
      response: tooManyPortalRequests(
        "requestsInFlight",
        `At most ${maxInFlight} portal requests per user are answered at once and ${maxQueued} wait; try again in ${IN_FLIGHT_RETRY_AFTER_S} s.`,
        IN_FLIGHT_RETRY_AFTER_S,
      ),
    };
  }
  return { ok: true, release };
}
