import "server-only";

import { config } from "@/lib/config";
import type { ServiceUrls } from "@/lib/config/service-urls";

/**
 * The external applications' addresses from the server configuration (`SERVICE_URL_*`,
 * `DIRECT_SERVICE_REGISTRATION_URL`, `WIRE_FLOW_CLOUD_URL`), handed to the portal's client
 * components as props so operators configure them at run time.
 */
export function serviceUrls(): ServiceUrls {
  return config.serviceUrls;
}
