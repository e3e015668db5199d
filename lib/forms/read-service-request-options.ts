import "server-only";

import type { ContentRequest } from "@/lib/content-system/content-request";
import { getLocations } from "@/lib/content/locations/get-locations";
import { createLogger } from "@/lib/log/logger";

import {
  contactLocationOptions,
  countryOptions,
  type ServiceRequestOptions,
} from "./service-request-options";

const log = createLogger("forms");

/**
 * The selects' choices for a page in `language`. Without the content system the form still
 * shows (its contact location select then offers nothing, and the form says why when sent).
 */
export async function readServiceRequestOptions(
  language: string,
  request: ContentRequest | undefined,
): Promise<ServiceRequestOptions> {
  let contactLocations: ServiceRequestOptions["contactLocations"] = [];
  if (request) {
    try {
      contactLocations = contactLocationOptions(await getLocations(request));
    } catch (error) {
      log.error(
        `service request: the locations could not be read: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return { countries: countryOptions(language), contactLocations };
}
