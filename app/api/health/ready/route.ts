import { BACKEND_PROBES } from "@/lib/health/backend-probes";
import { probeBackend } from "@/lib/health/probe-backend";
import { readiness } from "@/lib/health/readiness";

export const dynamic = "force-dynamic";

/** Each probe gives up after this, so the answer comes before a load balancer's own timeout. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Readiness: every backend the site depends on, with its state, asked in parallel. 503 when a
 * required one is down; 200 "degraded" naming an optional one that is (docs/operations.md "Health").
 */
export async function GET() {
  const backends = await Promise.all(
    BACKEND_PROBES.map((probe) => probeBackend(probe, { timeoutMs: PROBE_TIMEOUT_MS })),
  );
  const { status, httpStatus } = readiness(backends);
  return Response.json(
    { status, backends },
    { status: httpStatus, headers: { "Cache-Control": "no-store" } },
  );
}
