import { describe, expect, it } from "vitest";

import type { TermsDocumentType } from "@/graphql/generated/content";
import {
  classifyTermsDocuments,
  matchesTermsQuery,
  termsDocumentsFor,
  type TermsDocumentLike,
} from "@/lib/content/terms-documents/classify-terms-documents";
import { TERMS_TYPE_SLUGS, TERMS_TYPES } from "@/lib/content/terms-documents/terms-document-types";
import { parseTermsDocumentsQuery } from "@/lib/content/terms-documents/terms-documents-query";
import { termsLocationOptions } from "@/lib/content/terms-documents/terms-location-options";

function doc(
  id: string,
  validFrom: string,
  locations: string[] = ["CH"],
  documentType: TermsDocumentType = "GeneralTermsOfSale",
  languageCode = "en",
): TermsDocumentLike {
  return {
    id,
    title: id,
    documentType,
    validFrom,
    locations: locations.map((countryCode) => ({ countryCode })),
    language: { languageCode },
  };
}

const TODAY = "2026-11-24";
const ids = (list: TermsDocumentLike[]) => list.map((d) => d.id);

describe("terms documents: newest valid version first", () => {
  it.each([
    ["one version is current", [doc("a", "2024-07-01")], ["a"], [], []],
    [
      "the newest valid version replaces the older one",
      [doc("old", "2019-01-01"), doc("new", "2024-07-01")],
      ["new"],
      [],
      ["old"],
    ],
    [
      "a version valid from today is in force today",
      [doc("old", "2019-01-01"), doc("today", TODAY)],
      ["today"],
      [],
      ["old"],
    ],
    [
      "a version valid from tomorrow is upcoming and replaces nothing yet",
      [doc("now", "2022-03-01"), doc("next", "2026-11-25")],
      ["now"],
      ["next"],
      [],
    ],
    [
      "a document with only a future version is upcoming, not listed in force",
      [doc("future", "2027-01-01")],
      [],
      ["future"],
      [],
    ],
    [
      "upcoming versions soonest first",
      [doc("later", "2028-01-01"), doc("sooner", "2027-01-01")],
      [],
      ["sooner", "later"],
      [],
    ],
    [
      "other locations are other documents: both in force",
      [doc("ch", "2024-07-01", ["CH"]), doc("de", "2025-01-01", ["DE"])],
      ["de", "ch"],
      [],
      [],
    ],
    [
      "the set of locations counts, not its order",
      [doc("old", "2020-01-01", ["DE", "CH"]), doc("new", "2025-03-01", ["CH", "DE"])],
      ["new"],
      [],
      ["old"],
    ],
    [
      "other types are other documents",
      [
        doc("sale", "2024-07-01", ["CH"], "GeneralTermsOfSale"),
        doc("purchase", "2020-01-01", ["CH"], "GeneralTermsOfPurchase"),
      ],
      ["sale", "purchase"],
      [],
      [],
    ],
    [
      "another language edition stays in force beside the English one",
      [
        doc("en", "2024-07-01", ["CH"], "GeneralTermsOfSale", "en"),
        doc("de", "2024-07-01", ["CH"], "GeneralTermsOfSale", "de"),
      ],
      ["de", "en"],
      [],
      [],
    ],
    [
      "superseded versions newest first",
      [doc("v1", "2010-01-01"), doc("v3", "2024-01-01"), doc("v2", "2018-01-01")],
      ["v3"],
      [],
      ["v2", "v1"],
    ],
  ])("%s", (_rule, documents, current, upcoming, superseded) => {
    const result = classifyTermsDocuments(documents, TODAY);
    expect({
      current: ids(result.current),
      upcoming: ids(result.upcoming),
      superseded: ids(result.superseded),
    }).toEqual({ current, upcoming, superseded });
  });
});

describe("terms filters", () => {
  const sale = doc("sale", "2024-07-01", ["CH", "DE"], "GeneralTermsOfSale");
  it.each([
    [{ location: null, type: null }, true],
    [{ location: "ch", type: null }, true],
    [{ location: "de", type: null }, true],
    [{ location: "us", type: null }, false],
    [{ location: null, type: "GeneralTermsOfSale" }, true],
    [{ location: null, type: "SoftwareLicence" }, false],
    [{ location: "ch", type: "GeneralTermsOfSale" }, true],
    [{ location: "ch", type: "ServiceConditions" }, false],
  ] as const)("%j matches a CH+DE terms of sale: %s", (query, expected) => {
    expect(matchesTermsQuery(sale, query)).toBe(expected);
  });

  it("filters before it classifies: the list for a location shows that location's versions", () => {
    const documents = [
      doc("ch-old", "2019-01-01", ["CH"]),
      doc("ch-new", "2024-07-01", ["CH"]),
      doc("us", "2022-03-01", ["US"]),
      doc("us-next", "2027-01-01", ["US"]),
    ];
    const ch = termsDocumentsFor(documents, { location: "ch", type: null }, TODAY);
    expect([ids(ch.current), ids(ch.upcoming), ids(ch.superseded)]).toEqual([
      ["ch-new"],
      [],
      ["ch-old"],
    ]);
    const us = termsDocumentsFor(documents, { location: "us", type: null }, TODAY);
    expect([ids(us.current), ids(us.upcoming), ids(us.superseded)]).toEqual([
      ["us"],
      ["us-next"],
      [],
    ]);
  });

  it.each([
    [{}, { location: null, type: null }],
    [{ location: "ch" }, { location: "ch", type: null }],
    [{ location: " CH " }, { location: "ch", type: null }],
    [{ location: ["de", "ch"] }, { location: "de", type: null }],
    [{ location: "che" }, { location: null, type: null }],
    [{ location: "<script>" }, { location: null, type: null }],
    [{ type: "terms-of-sale" }, { location: null, type: "GeneralTermsOfSale" }],
    [{ type: "terms-of-purchase" }, { location: null, type: "GeneralTermsOfPurchase" }],
    [{ type: "service-conditions" }, { location: null, type: "ServiceConditions" }],
    [{ type: "software-licence" }, { location: null, type: "SoftwareLicence" }],
    [{ type: "GeneralTermsOfSale" }, { location: null, type: null }],
    [{ type: "constructor" }, { location: null, type: null }],
    [{ type: "" }, { location: null, type: null }],
  ])("the address %j reads as %j", (params, expected) => {
    expect(parseTermsDocumentsQuery(params)).toEqual(expected);
  });

  it("every type has its own address value", () => {
    const slugs = TERMS_TYPES.map((type) => TERMS_TYPE_SLUGS[type]);
    expect(new Set(slugs).size).toBe(TERMS_TYPES.length);
  });

  it("offers each location once, by name in the page's language", () => {
    const documents = [
      {
        locations: [
          { countryCode: "DE", name: "Deutschland" },
          { countryCode: "CH", name: "Schweiz" },
        ],
      },
      {
        locations: [
          { countryCode: "CH", name: "Schweiz" },
          { countryCode: "AT", name: "Österreich" },
        ],
      },
    ];
    expect(termsLocationOptions(documents, "de")).toEqual([
      { value: "de", name: "Deutschland" },
      { value: "at", name: "Österreich" },
      { value: "ch", name: "Schweiz" },
    ]);
  });
});
