import type { LocationEntry } from "@/lib/content/locations/location-filters";

/** A location of the content system, as the finder and the forms read it; a Ferrion sales office in Switzerland unless told otherwise. */
export function locationEntry(
  overrides: Partial<LocationEntry> & Pick<LocationEntry, "id">,
): LocationEntry {
  return {
    companyName: `Company ${overrides.id}`,
    brands: [{ key: "ferrion", name: "Ferrion" }],
    types: ["SalesAndService"],
    addressLines: [],
    zip: null,
    city: "Dierikon",
    countryCode: "ch",
    countryName: "Switzerland",
    region: "Europe",
    phone: null,
    email: null,
    services: [],
    latitude: 0,
    longitude: 0,
    ...overrides,
  };
}
