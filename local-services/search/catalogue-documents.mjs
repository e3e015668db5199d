import { localize } from "../pim/locale.mjs";
import { PIM_STAGE } from "../pim/seed-reader.mjs";
import { PIM_SYSTEM } from "../pim/seeder.mjs";

/**
 * The catalogue's classifications and products in one language, as search documents of every
 * site. Products are read with SQLite's JSON functions, only the fields the index needs: the
 * large catalogue has 10,000 of them, each with variants and specifications nobody searches.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {string} language
 * @returns {import('./content-documents.mjs').SearchDocument[]}
 */
export function catalogueDocuments(store, language) {
  const rows = (/** @type {string} */ model, /** @type {string} */ fields) =>
    /** @type {Record<string, string | null>[]} */ (
      store.db
        .prepare(
          `SELECT ${fields} FROM documents WHERE system = ? AND model = ? AND stage = ? ORDER BY id`,
        )
        .all(PIM_SYSTEM, model, PIM_STAGE)
    );
  // `data -> '$.field'` is the field as JSON text, whether a string or a language map.
  const text = (/** @type {string | null} */ value) =>
    value === null ? "" : (localize(JSON.parse(value), language) ?? "");

  const classifications = rows(
    "Classification",
    `id, data ->> '$.route' AS route, data -> '$.name' AS name,
     data -> '$.description' AS description, data -> '$.supported_countries' AS countries`,
  );
  const routes = new Map(classifications.map((row) => [row.id, row.route]));
  /** @type {import('./content-documents.mjs').SearchDocument[]} */
  const documents = classifications.map((row) => ({
    id: `classification:${row.id}`,
    type: "classification",
    site: null,
    countries: countriesOf(row.countries),
    url: row.route ?? "/products",
    title: text(row.name),
    description: text(row.description),
    body: "",
  }));

  const products = rows(
    "Product",
    `data ->> '$.slug' AS slug, data ->> '$.classification_id' AS classification,
     data -> '$.name' AS name, data -> '$.shortDescription' AS short,
     data -> '$.longDescription' AS long, data -> '$.supported_countries' AS countries`,
  );
  for (const row of products) {
    const route = routes.get(row.classification ?? "");
    if (!route || !row.slug) continue;
    documents.push({
      id: `product:${row.slug}`,
      type: "product",
      site: null,
      countries: countriesOf(row.countries),
      url: `${route}/${row.slug}`,
      title: text(row.name),
      description: text(row.short),
      body: text(row.long),
    });
  }
  return documents;
}

/**
 * The countries a product or classification is offered in; null (everywhere) when the list is
 * empty, as the catalogue pages read it (spec 000 §5).
 * @param {string | null} json
 * @returns {string[] | null}
 */
function countriesOf(json) {
  const countries = json === null ? [] : JSON.parse(json);
  return Array.isArray(countries) && countries.length > 0 ? countries.map(String) : null;
}
