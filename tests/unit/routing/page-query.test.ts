import { describe, expect, it } from "vitest";

import { parseLocationQuery } from "@/lib/content/locations/location-filters";
import { parseMediaReleaseListQuery } from "@/lib/content/media-releases/media-release-list-query";
import { parseStoryListQuery } from "@/lib/content/stories/story-list-query";
import { TERMS_TYPE_SLUGS } from "@/lib/content/terms-documents/terms-document-types";
import { parseTermsDocumentsQuery } from "@/lib/content/terms-documents/terms-documents-query";
import type { SearchParamValue } from "@/lib/paging/list-paging";
import { isPerQueryPath, pageQuery } from "@/lib/routing/page-query.mjs";
import { isPerQueryPage } from "@/lib/routing/route-table";

/** The query as Next.js hands it to a page: repeated names become arrays. */
function asPageProps(query: URLSearchParams): Record<string, SearchParamValue> {
  const props: Record<string, SearchParamValue> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    props[name] = values.length > 1 ? values : values[0];
  }
  return props;
}

const QUERIES = [
  "",
  "page=2",
  "page=1",
  "page=0",
  "page=-1",
  "page=2.5",
  "page=abc",
  "page=10000",
  "page=10001",
  "page=02",
  "page=3&page=4",
  "category=news",
  "category=%20news%20",
  "category=",
  "category=%20",
  "category=Not%20A%20Slug!",
  `category=${"a".repeat(150)}`,
  "category=a&category=b&page=2",
  "adhoc=true",
  "adhoc=false",
  "adhoc=TRUE",
  "year=2024",
  "year=1899",
  "year=20245",
  "year=2024&adhoc=false&page=7&utm_source=x",
  "utm_source=newsletter&gclid=abc",
  "location=ch",
  "location=%20CH%20",
  "location=che",
  "location=ch&location=de",
  "type=terms-of-sale",
  "type=Terms-Of-Sale",
  "type=%20software-licence",
  "type=x1",
  "location=us&type=terms-of-sale&utm_source=x",
];

describe("pageQuery keeps exactly what the list pages read", () => {
  it.each([
    ["stories", parseStoryListQuery],
    ["media-releases", parseMediaReleaseListQuery],
  ] as const)("%s: the kept query reads as the same list state", (segment, parse) => {
    for (const raw of QUERIES) {
      const query = new URLSearchParams(raw);
      const kept = new URLSearchParams(pageQuery([segment], query));
      expect([raw, parse(asPageProps(kept))]).toEqual([raw, parse(asPageProps(query))]);
    }
  });

  it("any content page keeps the terms documents filters as the terms module reads them", () => {
    for (const raw of QUERIES) {
      const query = new URLSearchParams(raw);
      const kept = new URLSearchParams(pageQuery(["legal", "terms-of-use"], query));
      expect([raw, parseTermsDocumentsQuery(asPageProps(kept))]).toEqual([
        raw,
        parseTermsDocumentsQuery(asPageProps(query)),
      ]);
    }
  });

  it("locations: the kept query reads as the same filters; a search follows the whole query", () => {
    const queries = [
      ...QUERIES,
      "type=production",
      "type=Production",
      "type=distributor&type=production",
      "country=DE",
      "country=deu",
      "region=asia-pacific",
      "region=asia",
      "brand=Strixa",
      "brand=%3Cb%3E",
      `brand=${"a".repeat(41)}`,
      "brand=strixa&type=sales-service&country=ch&region=europe&utm_source=x",
      "q=",
      "q=%20%20",
      "q=weilheim",
      "type=production&q=%20crimp",
    ];
    for (const raw of queries) {
      const query = new URLSearchParams(raw);
      const segments = ["company", "locations"];
      if (isPerQueryPath(segments, query)) {
        expect([raw, parseLocationQuery(asPageProps(query)).q]).not.toEqual([raw, ""]);
        continue;
      }
      const kept = new URLSearchParams(pageQuery(segments, query));
      expect([raw, parseLocationQuery(asPageProps(kept))]).toEqual([
        raw,
        parseLocationQuery(asPageProps(query)),
      ]);
    }
  });

  it("keeps every terms document type the module knows", () => {
    for (const slug of Object.values(TERMS_TYPE_SLUGS)) {
      expect(pageQuery(["terms-of-use"], new URLSearchParams({ type: slug }))).toBe(
        `?type=${slug}`,
      );
    }
  });

  it.each([
    [["company"], "page=2&category=x", ""],
    [["company"], "type=production", ""],
    [["company", "locations"], "type=production&x=1&country=de", "?type=production&country=de"],
    [["north-america-events", "stories"], "page=2", "?page=2"],
    [["a", "b", "stories"], "page=2", ""],
    [[], "page=2", ""],
    [["constructor"], "page=2", ""],
    [
      ["legal", "terms-of-use"],
      "utm_id=1&type=terms-of-sale&location=CH",
      "?location=ch&type=terms-of-sale",
    ],
    [["a", "b", "c"], "location=<x>&type=TYPE", ""],
    [["terms-of-use"], "type=made-up-type", ""],
  ])("%j with %s keeps %j", (segments, raw, expected) => {
    expect(pageQuery(segments, new URLSearchParams(raw))).toBe(expected);
  });
});

describe("per-query pages", () => {
  it.each([
    [["company", "locations"], "q=crimp", true],
    [["company", "locations"], "q=%20", false],
    [["company", "locations"], "type=production", false],
    [["company"], "q=crimp", false],
    [["search"], "", true],
  ])("%j with ?%s: %s", (segments, raw, expected) => {
    expect(isPerQueryPath(segments, new URLSearchParams(raw))).toBe(expected);
  });

  it.each([
    [["search"], true],
    [["callback"], true],
    [["north-america-events", "search"], true],
    [["company"], false],
    [["a", "b", "search"], false],
    [[], false],
  ])("%j: %s", (segments, expected) => {
    expect(isPerQueryPath(segments)).toBe(expected);
  });

  it.each([
    [["search"], true],
    [["callback", "x"], true],
    [["stories"], false],
  ])("the proxy's rule: %j → %s", (segments, expected) => {
    expect(isPerQueryPage(segments)).toBe(expected);
  });
});
