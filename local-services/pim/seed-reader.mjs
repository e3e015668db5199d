import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_PART_COUNT, partFamilyOf, partNumbersFor } from "./part-articles.mjs";
import { renderProductFile } from "./pdf-document.mjs";

export const PIM_SEED_DIR = fileURLToPath(new URL("./seed", import.meta.url));
export const PIM_ASSETS_DIR = fileURLToPath(new URL("./assets", import.meta.url));

const MEASUREMENT_SYSTEMS = /** @type {const} */ (["Metric", "Imperial"]);
const RELATED_TYPES = new Set(["related", "component", "service"]);
const FILE_TYPES = new Set(["datasheet", "manual", "brochure", "certificate", "software"]);
/** Spec 001 §3: the lifecycle of a product in product information. */
export const PRODUCT_STATUSES = new Set(["active", "discontinued", "cancelled"]);
const COUNTRY_CODE = /^[A-Z]{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * @typedef {import('./locale.mjs').LocalizedText} LocalizedText
 * @typedef {{ file: string, width: number, height: number, name: LocalizedText | null, default: boolean }} StoredImage
 * @typedef {{ name: LocalizedText, value: LocalizedText, unit: string | null, measurementSystem: 'Metric' | 'Imperial' }} StoredSpecification
 * @typedef {{ brands: any[], classifications: any[], capabilities: any[], specificationNames: Record<string, LocalizedText>, products: any[] }} SeedCatalogue
 */

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * Reads the seed folder (format: local-services/pim/seed/README.md).
 * @param {string} [seedDir]
 * @returns {SeedCatalogue}
 */
export function readSeedCatalogue(seedDir = PIM_SEED_DIR) {
  const productsDir = path.join(seedDir, "products");
  return {
    brands: readJson(path.join(seedDir, "brands.json")),
    classifications: readJson(path.join(seedDir, "classifications.json")),
    capabilities: readJson(path.join(seedDir, "capabilities.json")),
    specificationNames: readJson(path.join(seedDir, "specification-names.json")),
    products: fs
      .readdirSync(productsDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => ({ ...readJson(path.join(productsDir, name)), seedFile: name })),
  };
}

/**
 * Turns a seed catalogue into the PIM's stored documents: classifications with their route,
 * products with specifications per measurement system, image sizes, file sizes, and one index
 * document (slug → id, classification → products, capability → products) so a request never
 * scans the products.
 * @param {SeedCatalogue} seed
 * @param {{ assetsDir?: string }} [options]
 */
export function buildCatalogue(seed, { assetsDir = PIM_ASSETS_DIR } = {}) {
  /** @type {string[]} */
  const problems = [];
  const sizes = imageSizes(assetsDir, problems);

  /** @param {unknown} value @param {string} where @returns {StoredImage | null} */
  function image(value, where, isDefault = false) {
    if (value === null || value === undefined) return null;
    const { file, name = null } =
      typeof value === "string" ? { file: value } : /** @type {any} */ (value);
    const size = sizes(file);
    if (!size) {
      problems.push(`${where}: no image ${file} in the assets folder`);
      return null;
    }
    return { file, ...size, name, default: isDefault };
  }

  /**
   * A video: an absolute URL as it is, or a clip of the assets folder (a kebab-case .webm the
   * stand-in serves, so it plays under the site's CSP).
   * @param {unknown} value @param {string} where @returns {string | null}
   */
  function video(value, where) {
    if (value === null || value === undefined) return null;
    const url = String(value);
    if (/^https?:\/\//.test(url)) return url;
    if (!/^[a-z0-9-]+\.webm$/.test(url) || !fs.existsSync(path.join(assetsDir, url))) {
      problems.push(`${where}: no video ${url} in the assets folder`);
      return null;
    }
    return url;
  }

  const brandIds = new Set(seed.brands.map((brand) => brand.id));
  const capabilityIds = new Set(seed.capabilities.map((capability) => capability.id));

  // Classifications: parents before children, so each route builds on its parent's.
  /** @type {Map<string, any>} */
  const classificationsBySlug = new Map();
  const pending = [...seed.classifications];
  while (pending.length > 0) {
    const index = pending.findIndex(
      (c) => c.parent === null || classificationsBySlug.has(c.parent),
    );
    if (index < 0) {
      problems.push(
        `classifications with unknown parents: ${pending.map((c) => c.slug).join(", ")}`,
      );
      break;
    }
    const [seedClass] = pending.splice(index, 1);
    const where = `classification ${seedClass.slug}`;
    if (!SLUG.test(seedClass.slug)) problems.push(`${where}: slug must be kebab-case`);
    if (classificationsBySlug.has(seedClass.slug)) problems.push(`${where}: slug used twice`);
    checkCountries(seedClass.supported_countries, where, problems);
    const parent = seedClass.parent === null ? null : classificationsBySlug.get(seedClass.parent);
    classificationsBySlug.set(seedClass.slug, {
      id: seedClass.id,
      slug: seedClass.slug,
      parent_id: parent?.id ?? null,
      route: `${parent?.route ?? ""}/${seedClass.slug}`,
      ancestor_ids: parent ? [...parent.ancestor_ids, parent.id] : [],
      sort_index: seedClass.sort_index ?? 0,
      supported_countries: seedClass.supported_countries ?? [],
      name: seedClass.name,
      description: seedClass.description ?? null,
      image: image(seedClass.image, where),
    });
  }

  /** @param {any} seedSpec @param {string} where @returns {StoredSpecification[]} */
  function specifications(seedSpec, where) {
    const name = seed.specificationNames[seedSpec.key];
    if (!name) {
      problems.push(`${where}: unknown specification key ${seedSpec.key}`);
      return [];
    }
    return MEASUREMENT_SYSTEMS.flatMap((system) => {
      const own = seedSpec[system.toLowerCase()];
      if (own === null) return []; // the specification exists in the other system only
      const [value, unit = null] = own ?? [seedSpec.value, seedSpec.unit];
      if (value === undefined) {
        problems.push(`${where}: specification ${seedSpec.key} has no ${system} value`);
        return [];
      }
      return [{ name, value, unit, measurementSystem: system }];
    });
  }

  const products = [];
  /** @type {Map<string, string>} */
  const idBySlug = new Map();
  for (const seedProduct of seed.products) {
    const where = `product ${seedProduct.slug}`;
    if (!SLUG.test(seedProduct.slug)) problems.push(`${where}: slug must be kebab-case`);
    if (idBySlug.has(seedProduct.slug)) problems.push(`${where}: slug used twice`);
    idBySlug.set(seedProduct.slug, seedProduct.id);
    if (seedProduct.seedFile && seedProduct.seedFile !== `${seedProduct.slug}.json`) {
      problems.push(
        `${where}: file ${seedProduct.seedFile} should be named ${seedProduct.slug}.json`,
      );
    }
    const classification = classificationsBySlug.get(seedProduct.classification);
    if (!classification)
      problems.push(`${where}: unknown classification ${seedProduct.classification}`);
    if (seedProduct.brand && !brandIds.has(seedProduct.brand)) {
      problems.push(`${where}: unknown brand ${seedProduct.brand}`);
    }
    for (const id of seedProduct.capabilities ?? []) {
      if (!capabilityIds.has(id)) problems.push(`${where}: unknown capability ${id}`);
    }
    checkCountries(seedProduct.supported_countries, where, problems);
    const status = seedProduct.status ?? "active";
    if (!PRODUCT_STATUSES.has(status)) problems.push(`${where}: status ${status} unknown`);
    const partCount = seedProduct.partCount;
    const partCountValid =
      Number.isInteger(partCount) && partCount >= 1 && partCount <= MAX_PART_COUNT;
    if (partCount !== undefined && !partCountValid) {
      problems.push(`${where}: partCount must be a whole number from 1 to ${MAX_PART_COUNT}`);
    }
    const variants = seedProduct.variants ?? [];
    if (variants.length === 0) problems.push(`${where}: needs at least one variant`);

    const product = {
      id: seedProduct.id,
      slug: seedProduct.slug,
      classification_id: classification?.id ?? null,
      brand_id: seedProduct.brand ?? null,
      sort_index: seedProduct.sort_index ?? 0,
      supported_countries: seedProduct.supported_countries ?? [],
      status,
      // Stored, so the article check reads what the catalogue serves (parts.mjs).
      part_numbers: partNumbersFor(
        seedProduct.id,
        partCountValid ? partCount : undefined,
        partFamilyOf(seedProduct.classification),
      ),
      name: seedProduct.name,
      shortDescription: seedProduct.shortDescription ?? null,
      longDescription: seedProduct.longDescription ?? null,
      images: (seedProduct.images ?? [])
        .map((/** @type {any} */ img, /** @type {number} */ i) => image(img, where, i === 0))
        .filter(Boolean),
      files: [],
      variants: variants.map((/** @type {any} */ variant, /** @type {number} */ i) => ({
        id: `${seedProduct.id}_${i + 1}`,
        nameMetric: variant.nameMetric,
        nameImperial: variant.nameImperial,
        specifications: (variant.specifications ?? []).flatMap((/** @type {any} */ s) =>
          specifications(s, `${where} variant ${i + 1}`),
        ),
      })),
      specifications: (seedProduct.specifications ?? []).flatMap((/** @type {any} */ s) =>
        specifications(s, where),
      ),
      capability_ids: seedProduct.capabilities ?? [],
      highlights: (seedProduct.highlights ?? []).map((/** @type {any} */ h) => ({
        name: h.name ?? null,
        shortDescription: h.shortDescription ?? null,
        longDescription: h.longDescription ?? null,
        image: image(h.image, `${where} highlight`),
        videoImage: image(h.videoImage, `${where} highlight video`),
        videoUrl: video(h.videoUrl, `${where} highlight video`),
      })),
      related: seedProduct.related ?? [],
      video: seedProduct.video
        ? {
            url: video(seedProduct.video.url, `${where} video`),
            title: seedProduct.video.title ?? null,
            previewImage: image(seedProduct.video.previewImage, `${where} video`),
          }
        : null,
    };
    product.files = (seedProduct.files ?? []).map((/** @type {any} */ file) => {
      if (!FILE_TYPES.has(file.type)) problems.push(`${where}: file type ${file.type} unknown`);
      if (!/^[a-z0-9-]+\.pdf$/.test(file.filename)) {
        problems.push(`${where}: file name ${file.filename} must be a kebab-case .pdf`);
      }
      const stored = {
        id: file.id,
        name: file.name,
        type: file.type,
        content_language: file.content_language,
        filename: file.filename,
        extension: path.extname(file.filename).slice(1),
        thumbnail: image(file.thumbnail ?? "document-thumbnail.svg", `${where} file`),
        size_bytes: 0,
      };
      // A manual is a multi-page PDF measured when first asked for (resolvers.mjs); every
      // other file the one-page PDF measured here.
      if (file.type !== "manual") stored.size_bytes = renderProductFile(product, stored).length;
      return stored;
    });
    products.push(product);
  }

  for (const product of products) {
    for (const item of product.related) {
      if (!RELATED_TYPES.has(item.type))
        problems.push(`product ${product.slug}: related type ${item.type}`);
      if (!idBySlug.has(item.slug))
        problems.push(`product ${product.slug}: related ${item.slug} unknown`);
    }
    product.related = product.related.map((/** @type {any} */ item) => ({
      type: item.type,
      product_id: idBySlug.get(item.slug),
    }));
  }

  const classifications = [...classificationsBySlug.values()];
  const classificationOrder = new Map(treeOrder(classifications).map((c, i) => [c.id, i]));
  // Catalogue order: by classification, then sort index, then slug.
  const ordered = products
    .slice()
    .sort(
      (a, b) =>
        (classificationOrder.get(a.classification_id) ?? 0) -
          (classificationOrder.get(b.classification_id) ?? 0) ||
        a.sort_index - b.sort_index ||
        a.slug.localeCompare(b.slug),
    );
  /** @type {Record<string, string[]>} */
  const byClassification = {};
  /** @type {Record<string, string[]>} */
  const byCapability = {};
  for (const product of ordered) {
    (byClassification[product.classification_id] ??= []).push(product.id);
    for (const id of product.capability_ids) (byCapability[id] ??= []).push(product.id);
  }
  const index = {
    order: ordered.map((p) => p.id),
    // Lower-case names (all languages), slug and id, in catalogue order: search without reading
    // the products.
    searchText: ordered.map((p) => searchTextOf(p)),
    // Only the products that are not active, so the active-only filter reads no product either.
    inactive: Object.fromEntries(
      ordered.filter((p) => p.status !== "active").map((p) => [p.id, p.status]),
    ),
    bySlug: Object.fromEntries(idBySlug),
    byClassification,
    byCapability,
  };

  const doc = (/** @type {string} */ model, /** @type {any} */ data) => ({
    model,
    id: data.id,
    stage: PIM_STAGE,
    data,
  });
  const rows = [
    ...seed.brands.map((brand) => doc("Brand", { id: brand.id, name: brand.name })),
    ...seed.capabilities.map((c) =>
      doc("Capability", { id: c.id, name: c.name, image: image(c.image, `capability ${c.id}`) }),
    ),
    ...classifications.map((c) => doc("Classification", c)),
    ...products.map((p) => doc("Product", p)),
    doc("CatalogueIndex", { id: CATALOGUE_INDEX_ID, ...index }),
  ];
  return { rows, problems, products: products.length };
}

export const PIM_STAGE = "PUBLISHED";
export const CATALOGUE_INDEX_ID = "catalogue";

/** @param {{ id: string, slug: string, name: LocalizedText }} product */
function searchTextOf(product) {
  const names = typeof product.name === "string" ? [product.name] : Object.values(product.name);
  return [...new Set(names), product.slug, product.id].join(" ").toLowerCase();
}

/** @param {unknown} countries @param {string} where @param {string[]} problems */
function checkCountries(countries, where, problems) {
  if (countries === undefined) return;
  if (!Array.isArray(countries) || !countries.every((c) => COUNTRY_CODE.test(c))) {
    problems.push(`${where}: supported_countries must be a list of two-letter codes`);
  }
}

/**
 * Width and height of the SVGs in the assets folder, read from their root element once.
 * @param {string} assetsDir @param {string[]} problems
 */
function imageSizes(assetsDir, problems) {
  /** @type {Map<string, { width: number, height: number } | null>} */
  const known = new Map();
  return (/** @type {string} */ file) => {
    if (!known.has(file)) {
      const full = path.join(assetsDir, file);
      if (!/^[a-z0-9-]+\.svg$/.test(file) || !fs.existsSync(full)) known.set(file, null);
      else {
        const head = fs.readFileSync(full, "utf8").slice(0, 400);
        const width = Number(/\swidth="(\d+)"/.exec(head)?.[1]);
        const height = Number(/\sheight="(\d+)"/.exec(head)?.[1]);
        if (!width || !height)
          problems.push(`image ${file}: the svg element needs width and height`);
        known.set(file, { width, height });
      }
    }
    return known.get(file) ?? null;
  };
}

/**
 * Depth-first, siblings by sort index then slug: the catalogue's reading order.
 * @template {{ id: string, slug: string, parent_id: string | null, sort_index: number }} C
 * @param {C[]} classifications
 * @returns {C[]}
 */
export function treeOrder(classifications) {
  /** @type {Map<string | null, C[]>} */
  const children = new Map();
  for (const c of classifications) {
    const siblings = children.get(c.parent_id) ?? [];
    siblings.push(c);
    children.set(c.parent_id, siblings);
  }
  /** @type {C[]} */
  const ordered = [];
  const visit = (/** @type {string | null} */ parentId) => {
    const siblings = (children.get(parentId) ?? []).sort(
      (a, b) => a.sort_index - b.sort_index || a.slug.localeCompare(b.slug),
    );
    for (const c of siblings) {
      ordered.push(c);
      visit(c.id);
    }
  };
  visit(null);
  return ordered;
}
