import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import type { SearchParamValue } from "@/lib/paging/list-paging";
import { moduleDataNeeds } from "@/lib/module-data/module-data-needs";

import { locationEntry } from "../support/location-entry";

const content = vi.hoisted(() => ({ reads: 0, down: false }));

vi.mock("@/lib/content/locations/get-locations", () => ({
  getLocations: async () => {
    content.reads += 1;
    if (content.down) throw new Error("content system down");
    return [
      locationEntry({ id: "a", types: ["SalesAndService"] }),
      locationEntry({ id: "b", types: ["Production"] }),
    ];
  },
}));

const { loadModuleData } = await import("@/lib/module-data/load-module-data");

const request: ContentRequest = { stage: "PUBLISHED", locales: ["en"], cache: { mode: "default" } };

const richText = { __typename: "RichTextModule" } as ModuleFieldsFragment;
const locations = { __typename: "LocationsModule" } as ModuleFieldsFragment;
const terms = { __typename: "TermsDocumentsModule" } as ModuleFieldsFragment;
const form = (kind: string) => ({ __typename: "FormModule", form: kind }) as ModuleFieldsFragment;

/** The page's query as Next hands it over, noting whether anyone read it. */
function pageQuery(params: Record<string, SearchParamValue>) {
  const seen = { read: false };
  const resolved = Promise.resolve(params);
  const searchParams = {
    then: (...handlers: Parameters<typeof resolved.then>) => {
      seen.read = true;
      return resolved.then(...handlers);
    },
  } as Promise<Record<string, SearchParamValue>>;
  return { seen, searchParams };
}

describe("which modules show data of their own", () => {
  it.each([
    ["no module", [], { locationList: false, termsDocumentsQuery: false, contactLocations: false }],
    [
      "a rich text",
      [richText],
      { locationList: false, termsDocumentsQuery: false, contactLocations: false },
    ],
    [
      "a locations list",
      [richText, locations],
      { locationList: true, termsDocumentsQuery: false, contactLocations: false },
    ],
    [
      "a terms documents list",
      [terms],
      { locationList: false, termsDocumentsQuery: true, contactLocations: false },
    ],
    [
      "a service request",
      [form("ServiceRequest")],
      { locationList: false, termsDocumentsQuery: false, contactLocations: true },
    ],
    [
      "a support request",
      [form("SupportRequest")],
      { locationList: false, termsDocumentsQuery: false, contactLocations: false },
    ],
    [
      "a whitepaper download",
      [form("WhitepaperDownload")],
      { locationList: false, termsDocumentsQuery: false, contactLocations: false },
    ],
    [
      "all of them",
      [locations, terms, form("ServiceRequest")],
      { locationList: true, termsDocumentsQuery: true, contactLocations: true },
    ],
  ])("%s", (_, modules, expected) => {
    expect(moduleDataNeeds(modules)).toEqual(expected);
  });
});

describe("a content page's module data", () => {
  let errors: string[];
  beforeEach(() => {
    content.reads = 0;
    content.down = false;
    errors = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it("a page without a filtered list neither reads the locations nor its query", async () => {
    const { seen, searchParams } = pageQuery({ type: "production" });
    const data = await loadModuleData([richText, form("SupportRequest")], request, searchParams);
    expect({ data, reads: content.reads, queryRead: seen.read }).toEqual({
      data: {},
      reads: 0,
      queryRead: false,
    });
  });

  it("a locations list gets every location and the filters of the query", async () => {
    const { seen, searchParams } = pageQuery({ type: "production", country: "CH", junk: "x" });
    const data = await loadModuleData([locations], request, searchParams);
    expect(data.locationList?.entries?.map((entry) => entry.id)).toEqual(["a", "b"]);
    expect(data.locationList?.query).toEqual({
      brand: null,
      type: "Production",
      country: "ch",
      region: null,
      q: "",
    });
    expect(seen.read).toBe(true);
  });

  it("a locations list without the content system gets null, and the server log says why", async () => {
    content.down = true;
    const data = await loadModuleData([locations], request, pageQuery({}).searchParams);
    expect(data.locationList?.entries).toBeNull();
    expect(errors).toEqual([
      expect.stringMatching(/\[locations\] locations could not be read: content system down$/),
    ]);
  });

  it("a terms documents list gets the filters of the query", async () => {
    const { seen, searchParams } = pageQuery({ location: " DE ", type: "terms-of-sale" });
    const data = await loadModuleData([terms], request, searchParams);
    expect(data).toEqual({ termsDocumentsQuery: { location: "de", type: "GeneralTermsOfSale" } });
    expect({ reads: content.reads, queryRead: seen.read }).toEqual({ reads: 0, queryRead: true });
  });

  it("a service request offers the sales and service locations, and leaves the query unread", async () => {
    const { seen, searchParams } = pageQuery({ type: "production" });
    const data = await loadModuleData([form("ServiceRequest")], request, searchParams);
    expect(data).toEqual({
      contactLocations: [{ value: "a", label: "Company a, Dierikon (Switzerland)" }],
    });
    expect(seen.read).toBe(false);
  });

  it("a service request without the content system offers no contact, and the log says why", async () => {
    content.down = true;
    const data = await loadModuleData(
      [form("ServiceRequest")],
      request,
      pageQuery({}).searchParams,
    );
    expect(data).toEqual({ contactLocations: [] });
    expect(errors).toEqual([
      expect.stringMatching(
        /\[forms\] service request: the locations could not be read: content system down$/,
      ),
    ]);
  });
});
