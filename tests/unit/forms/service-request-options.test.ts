import { describe, expect, it } from "vitest";

import type { LocationEntry } from "@/lib/content/locations/location-filters";
import { contactLocationOptions, countryOptions } from "@/lib/forms/service-request-options";
import { COUNTRY_CODES } from "@/contracts/forms/service-request-rules.mjs";

const location = (id: string, types: LocationEntry["types"], city: string): LocationEntry => ({
  id,
  companyName: `Company ${id}`,
  brands: [],
  types,
  addressLines: [],
  zip: null,
  city,
  countryCode: "ch",
  countryName: "Switzerland",
  region: "Europe",
  phone: null,
  email: null,
  services: [],
  latitude: 0,
  longitude: 0,
});

describe("the service request's choices", () => {
  it.each([
    ["en", "CH", "Switzerland"],
    ["de", "CH", "Schweiz"],
    ["de", "DE", "Deutschland"],
  ])(
    "names every accepted country in the page's language (%s: %s is %s)",
    (language, code, name) => {
      const options = countryOptions(language);
      expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
      expect(options.find((option) => option.value === code)?.label).toBe(name);
    },
  );

  it("sorts the countries by their name in the page's language", () => {
    const labels = countryOptions("de").map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "de")));
    expect(labels.indexOf("Österreich")).toBeLessThan(labels.indexOf("Polen"));
  });

  it("offers as contact only the locations with sales and service, in their given order", () => {
    const options = contactLocationOptions([
      location("b", ["SalesAndService"], "Dierikon"),
      location("a", ["Production"], "Suzhou"),
      location("c", ["Distributor", "SalesAndService"], "Madrid"),
    ]);
    expect(options).toEqual([
      { value: "b", label: "Company b, Dierikon (Switzerland)" },
      { value: "c", label: "Company c, Madrid (Switzerland)" },
    ]);
  });
});
