import type { BackendHealth } from "./probe-backend";

export interface Readiness {
  /** ready: all up; degraded: only optional backends are down; unavailable: a required one is. */
  status: "ready" | "degraded" | "unavailable";
  httpStatus: 200 | 503;
  backends: BackendHealth[];
}

/**
 * The answer of /api/health/ready: 503 only when a required backend is down (the load balancer
 * then takes this instance out); an optional backend that is down degrades the site, which still
 * serves its pages, so the answer stays 200 and names it.
 */
export function readiness(backends: BackendHealth[]): Readiness {
  const down = backends.filter((backend) => backend.state === "down");
  if (down.some((backend) => backend.required)) {
    return { status: "unavailable", httpStatus: 503, backends };
  }
  return { status: down.length > 0 ? "degraded" : "ready", httpStatus: 200, backends };
}
