import type { ModuleFieldsFragment } from "@/graphql/generated/content";

/** Which of a page's modules show data of their own, beyond their fields. */
interface ModuleDataNeeds {
  /** A locations list: every location and the page's query. */
  locationList: boolean;
  /** A terms documents list: the filters of the page's query. */
  termsDocumentsQuery: boolean;
  /** A service request form: the locations its contact select offers. */
  contactLocations: boolean;
}

export function moduleDataNeeds(modules: readonly ModuleFieldsFragment[]): ModuleDataNeeds {
  return {
    locationList: modules.some((module) => module.__typename === "LocationsModule"),
    termsDocumentsQuery: modules.some((module) => module.__typename === "TermsDocumentsModule"),
    contactLocations: modules.some(
      (module) => module.__typename === "FormModule" && module.form === "ServiceRequest",
    ),
  };
}
