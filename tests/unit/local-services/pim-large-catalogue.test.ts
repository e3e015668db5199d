import { describe, expect, it } from "vitest";
import { largeCatalogue } from "../../../local-services/pim/large-catalogue.mjs";
import { readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";
import { createPimService } from "../../../local-services/pim/service.mjs";
import { storeSeededOnce, TEST_ORIGIN } from "./helpers";
import { createTestPim } from "./pim-helpers";

const CLASSIFICATION_PAGE = `{ classification(slug: "fully-automatic", locale: "de-CH") {
  name description image_url lineage { name route } childClassifications { slug name route supported_countries }
  products { id name slug route shortDescription variantCount supported_countries brand { id name } image { url width height } } } }`;
const PRODUCT_PAGE = `{ product(slug: "cs-3100", locale: "de-CH") {
  id name route language shortDescription longDescription classification { lineage { name route } }
  images { url } files { url size_bytes } variants { id specifications { name value unit measurementSystem } }
  specifications { name value unit measurementSystem } capabilities { id name } highlights { name image { url } }
  relatedItems { type product { slug route classification { slug route } } } video { url } } }`;

describe("PIM stand-in: the large catalogue (LOCAL_PIM_CATALOGUE=large)", () => {
  // Seeding 10,000 products takes seconds: once for the file, and each test starts on a copy.
  const large = storeSeededOnce((store) =>
    createPimService({ store, origin: () => TEST_ORIGIN, catalogue: "large" }).seed(),
  );

  it("is deterministic: 10,000 products, unique slugs, the demo catalogue included", () => {
    const demo = readSeedCatalogue();
    const first = largeCatalogue(demo);
    const second = largeCatalogue(readSeedCatalogue());
    expect(first.products).toHaveLength(10_000);
    expect(first.products.map((p) => p.slug)).toEqual(second.products.map((p) => p.slug));
    expect(new Set(first.products.map((p) => p.slug)).size).toBe(10_000);
    expect(new Set(first.products.map((p) => p.id)).size).toBe(10_000);
    expect(first.products.slice(0, demo.products.length)).toEqual(demo.products);
  });

  it("is served from the store: every product pages through, the demo pages read the same", async () => {
    expect(large.seeding()).toMatchObject({ seeded: true, catalogue: "large", products: 10_000 });
    const dataDir = large.copy();
    const small = createTestPim();
    const { data, store } = createTestPim({ dataDir, catalogue: "large" });

    const { tail, past } = await data<{ tail: unknown[]; past: unknown[] }>(
      `{ tail: products(locale: "en", first: 1000, skip: 9500) { slug } past: products(locale: "en", first: 10, skip: 10000) { slug } }`,
    );
    expect([tail.length, past.length]).toEqual([500, 0]);
    const { deep } = await data<{
      deep: { route: string; classification: { lineage: unknown[] } };
    }>(
      `{ deep: product(slug: "cs-3300-x00001", locale: "en") { route classification { lineage { route } } } }`,
    );
    expect(deep.route).toBe(
      "/products/cutting-stripping/fully-automatic/fully-automatic-series-01/cs-3300-x00001",
    );
    expect(deep.classification.lineage).toHaveLength(4);
    const { found } = await data<{ found: { found: boolean; type: string } }>(
      `{ found: productByUnlocalizedUrl(url: "${deep.route}", locale: "en") { found type } }`,
    );
    expect(found).toEqual({ found: true, type: "product" });

    // How fast they are beside the demo catalogue's is a budget of `npm run bench` (README
    // "Measuring"), not a timed test: here, that the demo's pages read the same in the large one.
    expect(await data(PRODUCT_PAGE)).toEqual(await small.data(PRODUCT_PAGE));
    type ClassificationPage = { classification: { name: string; products: { slug: string }[] } };
    const onSmall = await small.data<ClassificationPage>(CLASSIFICATION_PAGE);
    const onLarge = await data<ClassificationPage>(CLASSIFICATION_PAGE);
    expect(onLarge.classification.name).toBe(onSmall.classification.name);
    expect(onLarge.classification.products.map((p) => p.slug)).toEqual(
      expect.arrayContaining(onSmall.classification.products.map((p) => p.slug)),
    );
    // A restart (fresh caches) answers a product page without loading the whole catalogue.
    store.close();
    const restarted = createTestPim({ dataDir });
    expect(restarted.seeding).toMatchObject({ seeded: false, catalogue: "large" });
    expect(await restarted.data(PRODUCT_PAGE)).toEqual(await small.data(PRODUCT_PAGE));
  }, 60_000);

  it("a plain start keeps the large catalogue; asking for the demo one seeds it back", () => {
    const dataDir = large.copy();
    const plain = createTestPim({ dataDir });
    expect(plain.seeding).toMatchObject({ seeded: false, catalogue: "large", products: 10_000 });
    plain.store.close();
    const demo = createTestPim({ dataDir, catalogue: "demo" });
    expect(demo.seeding).toMatchObject({ seeded: true, catalogue: "demo" });
    expect(demo.seeding?.products).toBeLessThan(100);
  }, 60_000);
});
