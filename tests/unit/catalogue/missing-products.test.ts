import { afterEach, describe, expect, it, vi } from "vitest";

import {
  missingProductsWarning,
  notOfferedWarning,
  warnMissingProducts,
  warnProductsNotOffered,
} from "@/lib/catalogue/missing-products";

import { withoutProcessLogger } from "../support/console-logging";

describe("missingProductsWarning (spec 000 §8)", () => {
  it.each([
    [["a", "b"], ["a", "b"], null],
    [[], [], null],
    [["a", "b", "c"], ["b"], "Skipped products missing in region us-en: a, c"],
    [["a"], [], "Skipped products missing in region us-en: a"],
  ])("asked %j, found %j → %j", (asked, found, expected) => {
    expect(missingProductsWarning(asked, new Set(found), "us-en")).toBe(expected);
  });
});

describe("notOfferedWarning (spec 000 §5, §8)", () => {
  it.each([
    [[], "CH", null],
    [["ecocut-360"], "US", "Skipped products not offered in US: ecocut-360"],
    [["a", "b"], "CH", "Skipped products not offered in CH: a, b"],
  ])("%j in %s → %j", (notOffered, country, expected) => {
    expect(notOfferedWarning(notOffered, country)).toBe(expected);
  });
});

describe("warnMissingProducts", () => {
  withoutProcessLogger();
  afterEach(() => vi.restoreAllMocks());

  it("warns once per read with every missing slug; says nothing when all are there", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnMissingProducts(["cutter-x", "stripper-y"], new Set(["cutter-x"]), "de-de");
    warnMissingProducts(["cutter-x"], new Set(["cutter-x"]), "de-de");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      / WARN \[catalogue\] Skipped products missing in region de-de: stripper-y$/,
    );
  });

  it("warns about products a country is not offered, never for an international locale", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnProductsNotOffered(["ecocut-360"], null);
    warnProductsNotOffered([], "US");
    warnProductsNotOffered(["ecocut-360"], "US");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      / WARN \[catalogue\] Skipped products not offered in US: ecocut-360$/,
    );
  });
});
