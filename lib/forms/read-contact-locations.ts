import "server-only";

import type { ContentRequest } from "@/lib/content-system/content-request";
import { getLocations } from "@/lib/content/locations/get-locations";
import { createLogger } from "@/lib/log/logger";

import { contactLocationOptions, type FormOption } from "./service-request-options";

const log = createLogger("forms");

/**
 * The locations a service request can name as its contact. Without the content system the form
 * still shows: its contact location select then offers nothing, and the form says why when sent.
 */
export async function readContactLocations(request: ContentRequest): Promise<FormOption[]> {
  try {
    return contactLocationOptions(await getLocations(request));
  } catch (error) {
    log.error(
      `service request: the locations could not be read: ${error instanceof Error ? error.message : error}`,
    );
    return [];
  }
}
