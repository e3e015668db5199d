import { describe, expect, it } from "vitest";

import { contactLocationOptions, countryOptions } from "@/lib/forms/service-request-options";
import { COUNTRY_CODES } from "@/contracts/forms/service-request-rules.mjs";

import { locationEntry } from "../support/location-entry";

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
      locationEntry({ id: "b", types: ["SalesAndService"], city: "Dierikon" }),
      locationEntry({ id: "a", types: ["Production"], city: "Suzhou" }),
      locationEntry({ id: "c", types: ["Distributor", "SalesAndService"], city: "Madrid" }),
    ]);
    expect(options).toEqual([
      { value: "b", label: "Company b, Dierikon (Switzerland)" },
      { value: "c", label: "Company c, Madrid (Switzerland)" },
    ]);
  });
});
