import { COUNTRY_CODES } from "@/contracts/forms/service-request-rules.mjs";
import type { LocationEntry } from "@/lib/content/locations/location-filters";

/** One choice of a select: the value sent and the text shown. */
export interface FormOption {
  value: string;
  label: string;
}

/** What the service request's selects offer, made on the server so the browser renders the same. */
export interface ServiceRequestOptions {
  countries: FormOption[];
  contactLocations: FormOption[];
}

/**
 * Every country the rules accept, named in the page's language and sorted by that name. Named on
 * the server: the browser's own names may differ from Node's and would not match the HTML.
 */
export function countryOptions(language: string): FormOption[] {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}

/**
 * The locations a request can name as its contact: those of the content system that offer sales
 * and service (the list is already in the page's order: own companies first).
 */
export function contactLocationOptions(locations: readonly LocationEntry[]): FormOption[] {
  return locations
    .filter((location) => location.types.includes("SalesAndService"))
    .map((location) => ({
      value: location.id,
      label: `${location.companyName}, ${location.city} (${location.countryName})`,
    }));
}
