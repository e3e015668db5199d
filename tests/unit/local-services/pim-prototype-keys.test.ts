import { describe, expect, it } from "vitest";

import { createTestPim } from "./pim-helpers";

const INHERITED_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

describe("PIM stand-in: a slug that names an Object property is no product", () => {
  it.each(INHERITED_NAMES)("product(slug: %j) is null, without an error", async (slug) => {
    const { query } = createTestPim();
    const { body } = await query(
      `query ($slug: String!) { product(slug: $slug, locale: "en") { slug } }`,
      {
        slug,
      },
    );
    expect(body).toEqual({ data: { product: null } });
  });

  it.each(INHERITED_NAMES)("productsByCapability(%j) is empty", async (capabilityId) => {
    const { query } = createTestPim();
    const { body } = await query(
      `query ($id: ID!) { productsByCapability(capabilityId: $id, locale: "en") { slug } }`,
      { id: capabilityId },
    );
    expect(body).toEqual({ data: { productsByCapability: [] } });
  });

  it.each(INHERITED_NAMES)("the catalogue path …/fully-automatic/%s is not found", async (slug) => {
    const { query } = createTestPim();
    const { body } = await query(
      `query ($url: String!) { productByUnlocalizedUrl(url: $url, locale: "en") { found } }`,
      { url: `/products/cutting-stripping/fully-automatic/${slug}` },
    );
    expect(body).toEqual({ data: { productByUnlocalizedUrl: { found: false } } });
  });
});
