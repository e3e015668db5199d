import type { LocationRegion, LocationType } from "@/graphql/generated/content";
import { firstValue, type SearchParamValue } from "@/lib/paging/list-paging";

export type { LocationRegion, LocationType };

/** One location as the list and the map show it; plain data, so it can reach the browser. */
export interface LocationEntry {
  id: string;
  companyName: string;
  brands: { key: string; name: string }[];
  types: LocationType[];
  addressLines: string[];
  zip: string | null;
  city: string;
  /** ISO 3166-1 alpha-2, lower case, as the country filter names it. */
  countryCode: string;
  countryName: string;
  region: LocationRegion;
  phone: string | null;
  email: string | null;
  services: string[];
  latitude: number;
  longitude: number;
}

/** The filters of the locations list, as `?brand=&type=&country=&region=&q=` carries them. */
export interface LocationQuery {
  brand: string | null;
  type: LocationType | null;
  country: string | null;
  region: LocationRegion | null;
  q: string;
}

export const EMPTY_LOCATION_QUERY: LocationQuery = {
  brand: null,
  type: null,
  country: null,
  region: null,
  q: "",
};

/** URL values of the type filter; the schema's enum names are not for addresses. */
export const LOCATION_TYPE_PARAMS: Record<LocationType, string> = {
  SalesAndService: "sales-service",
  Production: "production",
  Distributor: "distributor",
};

export const LOCATION_REGION_PARAMS: Record<LocationRegion, string> = {
  Europe: "europe",
  Americas: "americas",
  AsiaPacific: "asia-pacific",
  MiddleEastAfrica: "middle-east-africa",
};

/** The longest search the list reads; longer input is cut, as the page cache's rule does. */
export const MAX_SEARCH_LENGTH = 100;

function keyOf<K extends string>(map: Record<K, string>, value: string | undefined): K | null {
  const entry = Object.entries(map).find(([, param]) => param === value);
  return entry ? (entry[0] as K) : null;
}

/** A brand's URL value: its name in lower case, accents dropped, words joined by hyphens. */
export function brandKey(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Lower case without accents, so "Querétaro" is found by "queretaro" and "Győr" by "gyor". */
function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The search as the list reads it: trimmed, inner spaces collapsed, at most 100 characters. */
export function normalizeSearch(value: string | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** Reads the list's query; a value it does not know is no filter (never an error). */
export function parseLocationQuery(params: Record<string, SearchParamValue>): LocationQuery {
  const brand = firstValue(params.brand)?.toLowerCase();
  const country = firstValue(params.country)?.toLowerCase();
  return {
    brand: brand !== undefined && /^[a-z0-9-]{1,40}$/.test(brand) ? brand : null,
    type: keyOf(LOCATION_TYPE_PARAMS, firstValue(params.type)),
    country: country !== undefined && /^[a-z]{2}$/.test(country) ? country : null,
    region: keyOf(LOCATION_REGION_PARAMS, firstValue(params.region)),
    q: normalizeSearch(firstValue(params.q)),
  };
}

/** Reads a URL's query string (`?type=production`), as the browser sees it. */
export function parseLocationSearch(search: string | URLSearchParams): LocationQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const record: Record<string, SearchParamValue> = {};
  for (const name of new Set(params.keys())) record[name] = params.getAll(name);
  return parseLocationQuery(record);
}

/** One list state, one address: the filters that are set, in a fixed order. "" for none. */
export function locationQueryString(query: LocationQuery): string {
  const params = new URLSearchParams();
  if (query.brand) params.set("brand", query.brand);
  if (query.type) params.set("type", LOCATION_TYPE_PARAMS[query.type]);
  if (query.country) params.set("country", query.country);
  if (query.region) params.set("region", LOCATION_REGION_PARAMS[query.region]);
  if (query.q) params.set("q", query.q);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasLocationFilter(query: LocationQuery): boolean {
  return locationQueryString(query) !== "";
}

function searchText(location: LocationEntry): string {
  return foldText(
    [
      location.companyName,
      ...location.addressLines,
      location.zip ?? "",
      location.city,
      location.countryName,
      ...location.brands.map((brand) => brand.name),
      ...location.services,
    ].join("\n"),
  );
}

/** Every word of the search must occur somewhere in the location's texts. */
function matchesSearch(location: LocationEntry, q: string): boolean {
  const words = foldText(q).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const text = searchText(location);
  return words.every((word) => text.includes(word));
}

/** The locations that pass every filter that is set, in the order given. */
export function filterLocations(
  locations: readonly LocationEntry[],
  query: LocationQuery,
): LocationEntry[] {
  return locations.filter(
    (location) =>
      (query.brand === null || location.brands.some((brand) => brand.key === query.brand)) &&
      (query.type === null || location.types.includes(query.type)) &&
      (query.country === null || location.countryCode === query.country) &&
      (query.region === null || location.region === query.region) &&
      matchesSearch(location, query.q),
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The brands and countries that occur among the locations, by name in the page's language. */
export function locationFilterOptions(
  locations: readonly LocationEntry[],
  language: string,
): { brands: FilterOption[]; countries: FilterOption[] } {
  const brands = new Map<string, string>();
  const countries = new Map<string, string>();
  for (const location of locations) {
    for (const brand of location.brands) brands.set(brand.key, brand.name);
    countries.set(location.countryCode, location.countryName);
  }
  const collator = new Intl.Collator(language);
  const sorted = (options: Map<string, string>) =>
    [...options]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => collator.compare(a.label, b.label));
  return { brands: sorted(brands), countries: sorted(countries) };
}

/** Own companies first, then the sales partners; each group by country name, then company name. */
export function sortLocations(
  locations: readonly LocationEntry[],
  language: string,
): LocationEntry[] {
  const collator = new Intl.Collator(language);
  const rank = (location: LocationEntry) => (location.types.includes("Distributor") ? 1 : 0);
  return [...locations].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      collator.compare(a.countryName, b.countryName) ||
      collator.compare(a.companyName, b.companyName),
  );
}
