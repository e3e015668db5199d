import { GraphQLError } from "graphql";
import { FALLBACK_LANGUAGE, hasLanguage, languageOf, localize } from "./locale.mjs";
import { productFileBytes } from "./pdf-document.mjs";
import { productInfoResolvers } from "./product-info-resolvers.mjs";
import { findByUnlocalizedUrl } from "./url-lookup.mjs";

/** The largest page the products query serves. */
export const MAX_PAGE_SIZE = 1000;

/**
 * @typedef {object} PimContext
 * @property {ReturnType<ReturnType<typeof import('./catalogue.mjs').createCatalogue>['snapshot']>} catalogue
 * @property {(file: string) => string} assetUrl URL of an image in the assets folder
 * @property {(productId: string, filename: string) => string} fileUrl URL of a product's file
 * @typedef {{ node: any, lang: string }} Source a stored document and the requested language
 */

/** @param {any} node @param {string} lang @returns {Source} */
const source = (node, lang) => ({ node, lang });

/**
 * The address of a product or highlight video: a clip in the PIM's assets folder (the seed
 * names its file) is served by the stand-in itself, so it plays under the site's CSP; an
 * absolute URL is kept as it is.
 * @param {string} value @param {PimContext} ctx
 */
function videoUrlOf(value, ctx) {
  return /^https?:\/\//.test(value) ? value : ctx.assetUrl(value);
}

/**
 * @param {import('./seed-reader.mjs').StoredImage | null} image
 * @param {string} lang @param {string | null} fallbackName @param {PimContext} ctx
 */
function toImage(image, lang, fallbackName, ctx) {
  if (!image) return null;
  return {
    name: localize(image.name, lang) ?? fallbackName ?? "",
    url: ctx.assetUrl(image.file),
    default: image.default,
    width: image.width,
    height: image.height,
  };
}

/** @param {import('./seed-reader.mjs').StoredSpecification} spec @param {string} lang */
function toSpecification(spec, lang) {
  return {
    name: localize(spec.name, lang),
    value: localize(spec.value, lang),
    unit: spec.unit,
    measurementSystem: spec.measurementSystem,
  };
}

/** @param {any} capability @param {string} lang @param {PimContext} ctx */
function toCapability(capability, lang, ctx) {
  const name = localize(capability.name, lang);
  return { id: capability.id, name, image: toImage(capability.image, lang, name, ctx) };
}

/** @param {PimContext} ctx @param {string | null} brandId */
function brandOf(ctx, brandId) {
  return brandId === null ? null : (ctx.catalogue.brandById.get(brandId) ?? null);
}

/**
 * @param {PimContext} ctx @param {any} product
 * @returns {import('./catalogue.mjs').StoredClassification}
 */
function classificationOf(ctx, product) {
  // Always found: the seed is refused when a product names an unknown classification.
  return /** @type {import('./catalogue.mjs').StoredClassification} */ (
    ctx.catalogue.classificationById.get(product.classification_id)
  );
}

/** @param {number} value @param {string} name */
function checkCount(value, name) {
  if (!Number.isInteger(value) || value < 0 || (name === "first" && value > MAX_PAGE_SIZE)) {
    throw new GraphQLError(
      name === "first"
        ? `first must be between 0 and ${MAX_PAGE_SIZE}`
        : `${name} must not be negative`,
      { extensions: { code: "BAD_USER_INPUT" } },
    );
  }
}

/** @type {Record<string, Record<string, (parent: any, args: any, ctx: PimContext) => unknown>>} */
const catalogueResolvers = {
  Query: {
    classification(_, { slug, locale }, ctx) {
      const lang = languageOf(locale);
      const { classificationBySlug, classificationByRoute } = ctx.catalogue;
      // A route ("/products/crimping") is accepted too: slugs never contain a slash.
      const node = classificationBySlug.get(slug) ?? classificationByRoute.get(slug);
      return node ? source(node, lang) : null;
    },
    topClassifications(_, { locale }, ctx) {
      const lang = languageOf(locale);
      return ctx.catalogue.childrenOf(null).map((node) => source(node, lang));
    },
    classifications(_, { locale }, ctx) {
      const lang = languageOf(locale);
      return ctx.catalogue.classifications.map((node) => source(node, lang));
    },
    products(_, { locale, first, skip }, ctx) {
      const lang = languageOf(locale);
      checkCount(first, "first");
      checkCount(skip, "skip");
      const ids = ctx.catalogue.index.order.slice(skip, skip + first);
      return ctx.catalogue.products(ids).map((node) => source(node, lang));
    },
    productsBySlugs(_, { slugs, locale }, ctx) {
      const lang = languageOf(locale);
      return slugs
        .map((/** @type {string} */ slug) => ctx.catalogue.productBySlug(slug))
        .filter(Boolean)
        .map((/** @type {any} */ node) => source(node, lang));
    },
    product(_, { slug, locale }, ctx) {
      const lang = languageOf(locale);
      const node = ctx.catalogue.productBySlug(slug);
      return node ? source(node, lang) : null;
    },
    capabilities(_, { locale }, ctx) {
      const lang = languageOf(locale);
      return ctx.catalogue.capabilities.map((capability) => toCapability(capability, lang, ctx));
    },
    productsByCapability(_, { capabilityId, locale }, ctx) {
      const lang = languageOf(locale);
      const ids = ctx.catalogue.productIdsByCapability(capabilityId);
      return ctx.catalogue.products(ids).map((node) => source(node, lang));
    },
    comparison(_, { slugs, locale }, ctx) {
      const lang = languageOf(locale);
      return slugs
        .map((/** @type {string} */ slug) => ctx.catalogue.productBySlug(slug))
        .filter(Boolean)
        .map((/** @type {any} */ node) => source(node, lang));
    },
    productByUnlocalizedUrl(_, { url, locale }, ctx) {
      const lang = languageOf(locale);
      const found = findByUnlocalizedUrl(ctx.catalogue, url);
      if (!found) return { found: false, type: null, slug: null, name: null, product: null };
      return {
        found: true,
        type: found.type,
        slug: found.node.slug,
        name: localize(found.node.name, lang),
        product: found.type === "product" ? source(found.node, lang) : null,
      };
    },
  },

  Classification: {
    id: ({ node }) => node.id,
    name: ({ node, lang }) => localize(node.name, lang),
    slug: ({ node }) => node.slug,
    parent_id: ({ node }) => node.parent_id,
    parent: ({ node, lang }, _, ctx) => {
      const parent = node.parent_id && ctx.catalogue.classificationById.get(node.parent_id);
      return parent ? source(parent, lang) : null;
    },
    route: ({ node }) => node.route,
    description: ({ node, lang }) => localize(node.description, lang),
    image_url: ({ node }, _, ctx) => (node.image ? ctx.assetUrl(node.image.file) : null),
    sort_index: ({ node }) => node.sort_index,
    supported_countries: ({ node }) => node.supported_countries,
    childClassifications: ({ node, lang }, _, ctx) =>
      ctx.catalogue.childrenOf(node.id).map((child) => source(child, lang)),
    products: ({ node, lang }, _, ctx) =>
      ctx.catalogue
        .products(ctx.catalogue.productIdsByClassification(node.id))
        .map((product) => source(product, lang)),
    lineage: ({ node, lang }, _, ctx) =>
      [
        ...node.ancestor_ids.map((/** @type {string} */ id) =>
          ctx.catalogue.classificationById.get(id),
        ),
        node,
      ].map((c) => ({ name: localize(c.name, lang), route: c.route })),
  },

  ProductReference: {
    id: ({ node }) => node.id,
    name: ({ node, lang }) => localize(node.name, lang),
    slug: ({ node }) => node.slug,
    route: ({ node }, _, ctx) => `${classificationOf(ctx, node).route}/${node.slug}`,
    classification: ({ node, lang }, _, ctx) => source(classificationOf(ctx, node), lang),
    brand: ({ node }, _, ctx) => brandOf(ctx, node.brand_id),
    shortDescription: ({ node, lang }) => localize(node.shortDescription, lang),
    image: ({ node, lang }, _, ctx) =>
      toImage(node.images[0] ?? null, lang, localize(node.name, lang), ctx),
    variantCount: ({ node }) => node.variants.length,
    supported_countries: ({ node }) => node.supported_countries,
  },

  ProductDetail: {
    id: ({ node }) => node.id,
    name: ({ node, lang }) => localize(node.name, lang),
    slug: ({ node }) => node.slug,
    route: ({ node }, _, ctx) => `${classificationOf(ctx, node).route}/${node.slug}`,
    language: ({ node, lang }) =>
      [node.name, node.shortDescription, node.longDescription].some((text) =>
        hasLanguage(text, lang),
      )
        ? lang
        : FALLBACK_LANGUAGE,
    shortDescription: ({ node, lang }) => localize(node.shortDescription, lang),
    longDescription: ({ node, lang }) => localize(node.longDescription, lang),
    classification: ({ node, lang }, _, ctx) => source(classificationOf(ctx, node), lang),
    brand: ({ node }, _, ctx) => brandOf(ctx, node.brand_id),
    images: ({ node, lang }, _, ctx) =>
      node.images.map((/** @type {any} */ image) =>
        toImage(image, lang, localize(node.name, lang), ctx),
      ),
    files: ({ node, lang }, _, ctx) =>
      node.files.map((/** @type {any} */ file) => ({
        id: file.id,
        name: localize(file.name, file.content_language) ?? localize(file.name, lang),
        content_language: file.content_language,
        thumbnail_url: file.thumbnail ? ctx.assetUrl(file.thumbnail.file) : null,
        type: file.type,
        url: ctx.fileUrl(node.id, file.filename),
        filename: file.filename,
        extension: file.extension,
        // A manual's size is the multi-page PDF's, rendered (once) only when the size is asked.
        size_bytes:
          file.type === "manual"
            ? () => productFileBytes(node, file).then((bytes) => bytes.length)
            : file.size_bytes,
      })),
    variants: ({ node, lang }) =>
      node.variants.map((/** @type {any} */ variant) => ({
        id: variant.id,
        nameMetric: variant.nameMetric,
        nameImperial: variant.nameImperial,
        specifications: variant.specifications.map((/** @type {any} */ s) =>
          toSpecification(s, lang),
        ),
      })),
    specifications: ({ node, lang }) =>
      node.specifications.map((/** @type {any} */ s) => toSpecification(s, lang)),
    capabilities: ({ node, lang }, _, ctx) => {
      const byId = new Map(ctx.catalogue.capabilities.map((c) => [c.id, c]));
      return node.capability_ids
        .map((/** @type {string} */ id) => byId.get(id))
        .filter(Boolean)
        .map((/** @type {any} */ c) => toCapability(c, lang, ctx));
    },
    highlights: ({ node, lang }, _, ctx) =>
      node.highlights.map((/** @type {any} */ h) => {
        const name = localize(h.name, lang);
        return {
          name,
          shortDescription: localize(h.shortDescription, lang),
          longDescription: localize(h.longDescription, lang),
          image: toImage(h.image, lang, name, ctx),
          videoImage: toImage(h.videoImage, lang, name, ctx),
          videoUrl: h.videoUrl ? videoUrlOf(h.videoUrl, ctx) : null,
        };
      }),
    relatedItems: ({ node, lang }, _, ctx) =>
      node.related
        .map((/** @type {any} */ item) => ({
          type: item.type,
          product: ctx.catalogue.product(item.product_id),
        }))
        .filter((/** @type {any} */ item) => item.product)
        .map((/** @type {any} */ item) => ({
          type: item.type,
          product: source(item.product, lang),
        })),
    video: ({ node, lang }, _, ctx) =>
      node.video
        ? {
            url: videoUrlOf(node.video.url, ctx),
            title: localize(node.video.title, lang),
            previewImage: toImage(
              node.video.previewImage,
              lang,
              localize(node.video.title, lang),
              ctx,
            ),
          }
        : null,
    supported_countries: ({ node }) => node.supported_countries,
  },
};

/** The catalogue's resolvers plus the portal's product information (product-info-resolvers.mjs). */
export const resolvers = Object.fromEntries(
  [...new Set([...Object.keys(catalogueResolvers), ...Object.keys(productInfoResolvers)])].map(
    (type) => [type, { ...catalogueResolvers[type], ...productInfoResolvers[type] }],
  ),
);
