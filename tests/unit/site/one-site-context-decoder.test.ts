import { describe, expect, it } from "vitest";

import { readSource, sourceFiles } from "../support/source-files";

/** The one module that turns the internal route segment into a site context (issue 17 item 3). */
const DECODER = "lib/site-context/get-site-context.ts";

describe("the site context of a route", () => {
  it("is decoded from the route segment in one module only", () => {
    const decoding = sourceFiles("app", "components", "lib", "stores")
      .filter((file) => /\bdecodeSiteSegment\(/.test(readSource(file)))
      .filter((file) => file !== "lib/site/site-segment.ts");
    expect(decoding).toEqual([DECODER]);
  });

  it("is read by every route under the site segment through that module's decoder", () => {
    const routes = sourceFiles("app/[siteSegment]").filter((file) =>
      /\/(page|layout)\.tsx$/.test(file),
    );
    const bypassing = routes.filter((file) => /\bgetSiteContext\(/.test(readSource(file)));
    expect(routes.length).toBeGreaterThan(20);
    expect(bypassing).toEqual([]);
  });
});
