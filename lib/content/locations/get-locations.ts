import "server-only";

import { LocationsDocument, type LocationsQuery } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

import { brandKey, sortLocations, type LocationEntry } from "./location-filters";

type RawLocation = LocationsQuery["locations"][number];

function toEntry(raw: RawLocation): LocationEntry {
  return {
    id: raw.id,
    companyName: raw.companyName,
    brands: raw.brands.map((brand) => ({ key: brandKey(brand.name), name: brand.name })),
    types: raw.types,
    addressLines: raw.addressLines,
    zip: raw.zip,
    city: raw.city,
    countryCode: raw.country.countryCode.toLowerCase(),
    countryName: raw.country.name,
    region: raw.region,
    phone: raw.phone,
    email: raw.email,
    services: raw.services,
    latitude: raw.latitude,
    longitude: raw.longitude,
  };
}

/** Every location of the content system, own companies first, in the request's language. */
export async function getLocations(request: ContentRequest): Promise<LocationEntry[]> {
  const raw = await readContent(
    LocationsDocument,
    { locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  return sortLocations(raw.locations.map(toEntry), request.locales[0] ?? "en");
}
