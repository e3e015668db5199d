import { describe, expect, it } from "vitest";

import {
  EMPTY_LOCATION_QUERY,
  type LocationQuery,
  parseLocationSearch,
} from "@/lib/content/locations/location-filters";
import { historyAction, locationHref } from "@/lib/content/locations/location-history";

describe("historyAction: what the back button undoes", () => {
  it.each([
    [null, "choice", "push"],
    [null, "typing", "push"],
    ["choice", "choice", "push"],
    ["choice", "typing", "push"],
    ["typing", "typing", "replace"],
    ["typing", "choice", "push"],
  ] as const)("after %s, a %s is a %s", (previous, current, expected) => {
    expect(historyAction(previous, current)).toBe(expected);
  });
});

describe("locationHref: the address of a list state", () => {
  const PATH = "/de/company/locations";
  it.each([
    [{}, PATH],
    [{ type: "Distributor", country: "us" }, `${PATH}?type=distributor&country=us`],
    [{ q: "  san   jose " }, `${PATH}?q=san+jose`],
    [{ q: "   " }, PATH],
    [{ region: "AsiaPacific", q: "Győr" }, `${PATH}?region=asia-pacific&q=Gy%C5%91r`],
  ])("%j → %s", (state, expected) => {
    expect(
      locationHref(PATH, { ...EMPTY_LOCATION_QUERY, ...(state as Partial<LocationQuery>) }),
    ).toBe(expected);
  });

  it("a popstate reads back the state the address was written for", () => {
    const state: LocationQuery = {
      brand: "strixa",
      type: "SalesAndService",
      country: "de",
      region: "Europe",
      q: "service nord",
    };
    const href = locationHref(PATH, state);
    expect(parseLocationSearch(href.slice(href.indexOf("?")))).toEqual(state);
  });
});
