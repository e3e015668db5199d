import { CONTENT_SYSTEM } from "../content/documents.mjs";
import { DEFAULT_LOCALE, isLocaleMap } from "../content/locales.mjs";
import { moduleText } from "./module-text.mjs";

const PUBLISHED = "PUBLISHED";
/** The home page's slug; its item is the site's root, as lib/navigation/reshape-navigation.ts. */
const HOME_SLUG = "home";

/**
 * One searchable document. `site` is the slug of the site it belongs to ("" the main site), or
 * null when it belongs to every site; `url` is the path without locale and site slug.
 * @typedef {object} SearchDocument
 * @property {string} id
 * @property {'page' | 'story' | 'media-release' | 'product' | 'classification'} type
 * @property {string | null} site
 * @property {string[] | null} countries upper-case country codes the document is offered in; null
 *   for everywhere (only the catalogue limits its products and classifications by country)
 * @property {string} url
 * @property {string} title
 * @property {string} description
 * @property {string} body
 */

/**
 * Reads a content field in one language, falling back to English as the site does.
 * @param {Set<string>} localeSet
 * @param {string} language
 */
function localizer(localeSet, language) {
  return (/** @type {unknown} */ value) =>
    isLocaleMap(value, localeSet) ? (value[language] ?? value[DEFAULT_LOCALE] ?? null) : value;
}

/** @param {unknown} value */
function text(value) {
  return typeof value === "string" ? value : "";
}

/**
 * The content pages a site's navigations reach, with their paths: header first, then footer,
 * the first path of a page wins (lib/navigation/find-navigation-item.ts `pagePaths`). Hidden items
 * hide their children; items for some countries only count when the locale's country is one.
 * @param {any[]} trees item lists of the header and the footer
 * @param {Map<string, string>} pageSlugs ContentPage id → slug
 * @param {Set<string> | null} countryIds country documents of the locale's country (null: none)
 * @returns {Map<string, string>} page id → path
 */
export function navigationPagePaths(trees, pageSlugs, countryIds) {
  /** @type {Map<string, string>} */
  const paths = new Map();
  /** @param {any[]} items @param {string} parentPath @param {number} depth */
  const walk = (items, parentPath, depth) => {
    for (const item of items ?? []) {
      if (item.hidden) continue;
      const countries = /** @type {string[]} */ (item.countries ?? []);
      if (countries.length > 0 && !countries.some((id) => countryIds?.has(id))) continue;
      const slug = typeof item.page === "string" ? (pageSlugs.get(item.page) ?? null) : null;
      let path = parentPath;
      if (slug === HOME_SLUG && depth === 0) path = "/";
      else if (slug) path = parentPath === "/" ? `/${slug}` : `${parentPath}/${slug}`;
      if (slug && !paths.has(item.page)) paths.set(item.page, path);
      walk(item.items, slug && path !== "/" ? path : parentPath, depth + 1);
    }
  };
  for (const items of trees) walk(items, "/", 0);
  return paths;
}

/**
 * Everything of the content system a visitor can find, in one language: each site's content pages
 * (through its navigations), and the stories and media releases every site shows.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {{ language: string, country: string | null, localeSet: Set<string> }} options
 * @returns {{ documents: SearchDocument[], sites: Map<string, { id: string, name: string }>, brand: string }}
 */
export function contentDocuments(store, { language, country, localeSet }) {
  const read = (/** @type {string} */ model) =>
    store.listDocuments(CONTENT_SYSTEM, model, PUBLISHED);
  const localized = localizer(localeSet, language);
  const sites = read("Site");
  const navigations = new Map(read("Navigation").map((doc) => [doc.id, doc.data]));
  const pages = read("ContentPage");
  const pageSlugs = new Map(pages.map((page) => [page.id, text(page.data.slug)]));
  const countryIds = country
    ? new Set(
        read("Country")
          .filter((doc) => String(doc.data.countryCode ?? "").toUpperCase() === country)
          .map((doc) => doc.id),
      )
    : null;
  const mainSite = sites.find((site) => !site.data.slug);
  const brand = text(mainSite?.data.name) || "Ferrion";

  /** @type {SearchDocument[]} */
  const documents = [];
  /** @type {Map<string, { id: string, name: string }>} */
  const siteBySlug = new Map();
  for (const site of sites) {
    const siteSlug = text(site.data.slug);
    siteBySlug.set(siteSlug, { id: site.id, name: text(site.data.name) });
    const trees = [site.data.headerNavigation, site.data.footerNavigation].map(
      (id) => navigations.get(id)?.items ?? [],
    );
    const paths = navigationPagePaths(trees, pageSlugs, countryIds);
    for (const page of pages) {
      const path = paths.get(page.id);
      if (path === undefined) continue;
      documents.push({
        id: `page:${siteSlug}:${page.id}`,
        type: "page",
        site: siteSlug,
        countries: null,
        url: path,
        title: text(localized(page.data.title)),
        description: text(localized(page.data.seo?.description)),
        body: moduleText(localized(page.data.modules)),
      });
    }
  }

  const articles = /** @type {const} */ ([
    ["Story", "story", "/stories"],
    ["MediaRelease", "media-release", "/media-releases"],
  ]);
  for (const [model, type, base] of articles) {
    for (const doc of read(model)) {
      documents.push({
        id: `${type}:${doc.id}`,
        type,
        site: null,
        countries: null,
        url: `${base}/${text(doc.data.slug)}`,
        title: text(localized(doc.data.title)),
        description: text(localized(doc.data.leadText)),
        body: moduleText(localized(doc.data.modules)),
      });
    }
  }
  return { documents, sites: siteBySlug, brand };
}
