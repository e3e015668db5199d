import type { ServiceUrls } from "@/lib/config/service-urls";

import { SERVICE_PATHS } from "./portal-routes";
import type { ServiceId, ServiceStatus } from "./service-status";

/** Where a dashboard tile leads: a portal page (below /{locale}/mykomax) or another application. */
export type ServiceTarget = { kind: "portal"; below: string } | { kind: "external"; url: string };

/** The applications of their own (spec 001 §6), with the configured address of each. */
const EXTERNAL_APPS = {
  wireMaster: "wireMaster",
  masterData: "masterData",
  learningHub: "learningHub",
  directService: "directService",
} as const satisfies Partial<Record<ServiceId, keyof ServiceUrls>>;

function externalUrl(service: ServiceId, urls: ServiceUrls): string | null {
  return Object.hasOwn(EXTERNAL_APPS, service)
    ? urls[EXTERNAL_APPS[service as keyof typeof EXTERNAL_APPS]]
    : null;
}

/**
 * An external application opens its configured address once access is active; an unregistered
 * user's "Register or request access" on the direct service opens its registration page. Every
 * other state, and any service without a configured address, leads to the portal's page, which
 * explains the status.
 */
export function serviceTarget(
  service: ServiceId,
  status: ServiceStatus,
  urls: ServiceUrls,
): ServiceTarget {
  const url = status === "active" ? externalUrl(service, urls) : null;
  if (url !== null) return { kind: "external", url };
  if (
    service === "directService" &&
    status === "unregistered" &&
    urls.directServiceRegistration !== null
  ) {
    return { kind: "external", url: urls.directServiceRegistration };
  }
  return { kind: "portal", below: SERVICE_PATHS[service] };
}
