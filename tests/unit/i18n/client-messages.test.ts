import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { clientMessages } from "@/lib/i18n/client-messages";
import en from "@/messages/en.json";

// The header's search field is the one client component that reads search texts.
const headerSearch = readFileSync("components/search/header-search.tsx", "utf8");
const keysItReads = [...headerSearch.matchAll(/\bt\("(\w+)"/g)].map(([, key]) => key);

describe("the search texts every page sends to the browser", () => {
  const sent = clientMessages(en).Search;

  it("are those the header's search field reads", () => {
    expect(keysItReads.length).toBeGreaterThan(0);
    expect(Object.keys(sent).sort()).toEqual([...new Set(keysItReads)].sort());
  });

  it("leave the results page's texts on the server", () => {
    expect(sent).not.toHaveProperty("resultsTitle");
    expect(sent).not.toHaveProperty("noResultsHint");
  });
});
