/**
 * The large catalogue for scale tests: the demo catalogue plus generated product series, 10,000
 * products in all. Deterministic (pure arithmetic, no randomness), so two stores generated apart
 * hold the same catalogue, and every demo slug still resolves (benchmarks compare the same pages
 * on both catalogues).
 */

export const LARGE_CATALOGUE_SIZE = 10_000;
const PRODUCTS_PER_SERIES = 40;

/** @param {import('./locale.mjs').LocalizedText} text @param {(s: string) => string} change */
function mapText(text, change) {
  if (typeof text === "string") return change(text);
  return Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, change(value)]));
}

/**
 * @param {import('./seed-reader.mjs').SeedCatalogue} seed the demo catalogue
 * @param {number} [total]
 * @returns {import('./seed-reader.mjs').SeedCatalogue}
 */
export function largeCatalogue(seed, total = LARGE_CATALOGUE_SIZE) {
  const parents = new Set(seed.classifications.map((c) => c.parent));
  const productsRoot = seed.classifications.find((c) => c.parent === null && c.slug === "products");
  const bySlug = new Map(seed.classifications.map((c) => [c.slug, c]));
  /** @param {any} c */
  const underProducts = (c) => {
    for (let at = c; at; at = bySlug.get(at.parent)) if (at === productsRoot) return true;
    return false;
  };
  const leaves = seed.classifications.filter(
    (c) => c.parent !== null && !parents.has(c.slug) && underProducts(c),
  );
  const productsOf = (/** @type {string} */ slug) =>
    seed.products.filter((p) => p.classification === slug);
  const fallbackTemplates = seed.products.filter((p) => {
    const c = bySlug.get(p.classification);
    return c && underProducts(c);
  });

  const missing = Math.max(0, total - seed.products.length);
  const seriesCount = Math.ceil(missing / PRODUCTS_PER_SERIES);
  const classifications = [...seed.classifications];
  const products = [...seed.products];
  for (let series = 0; series < seriesCount; series += 1) {
    const leaf = leaves[series % leaves.length];
    const number = String(Math.floor(series / leaves.length) + 1).padStart(2, "0");
    const slug = `${leaf.slug}-series-${number}`;
    classifications.push({
      id: `${leaf.id}-S${number}`,
      slug,
      parent: leaf.slug,
      sort_index: 100 + series,
      supported_countries: series % 11 === 5 ? ["CH", "DE", "FR", "GB"] : [],
      image: leaf.image ?? null,
      name: mapText(leaf.name, (name) => `${name} · ${number}`),
      description: leaf.description ?? null,
    });
    const templates = productsOf(leaf.slug);
    const pool = templates.length > 0 ? templates : fallbackTemplates;
    const inSeries = Math.min(PRODUCTS_PER_SERIES, missing - series * PRODUCTS_PER_SERIES);
    for (let i = 0; i < inSeries; i += 1) {
      const seq = series * PRODUCTS_PER_SERIES + i + 1;
      const tag = String(seq).padStart(5, "0");
      const template = pool[seq % pool.length];
      products.push({
        ...template,
        seedFile: undefined,
        id: `${template.id}-X${tag}`,
        slug: `${template.slug}-x${tag}`,
        classification: slug,
        sort_index: i,
        supported_countries:
          seq % 7 === 3 ? ["CH", "DE", "FR", "JP"] : template.supported_countries,
        status: seq % 17 === 5 ? "discontinued" : seq % 43 === 7 ? "cancelled" : "active",
        name: mapText(template.name, (name) => `${name} X${tag}`),
        files: (template.files ?? []).map((/** @type {any} */ file) => ({
          ...file,
          id: `${file.id}-X${tag}`,
          filename: file.filename.replace(/\.pdf$/, `-x${tag}.pdf`),
        })),
      });
    }
  }
  return { ...seed, classifications, products };
}
