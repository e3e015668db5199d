import { localize } from "../pim/locale.mjs";
import { PIM_STAGE } from "../pim/seed-reader.mjs";
import { PIM_SYSTEM } from "../pim/seeder.mjs";

/** Products read per query; between two reads the event loop serves the other stand-ins. */
const PRODUCT_PAGE_SIZE = 500;

/** One json_extract with several paths parses each stored document once and answers an array. */
const CLASSIFICATION_FIELDS = `json_extract(data, '$.route', '$.name', '$.description', '$.supported_countries')`;
const PRODUCT_FIELDS = `json_extract(data, '$.slug', '$.classification_id', '$.name', '$.shortDescription', '$.longDescription', '$.supported_countries')`;

/**
 * The catalogue's classifications and products in one language, as search documents of every
 * site. Products are read page by page, only the fields the index needs: the large catalogue
 * has 10,000 of them, each with variants and specifications nobody searches, and parsing them
 * whole would hold up every other stand-in for seconds.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {string} language
 * @returns {Promise<import('./content-documents.mjs').SearchDocument[]>}
 */
export async function catalogueDocuments(store, language) {
  const text = (/** @type {unknown} */ value) =>
    localize(/** @type {import('../pim/locale.mjs').LocalizedText | null} */ (value), language) ??
    "";

  const classificationRows = /** @type {{ id: string, fields: string }[]} */ (
    store.db
      .prepare(
        `SELECT id, ${CLASSIFICATION_FIELDS} AS fields FROM documents
         WHERE system = ? AND model = 'Classification' AND stage = ? ORDER BY id`,
      )
      .all(PIM_SYSTEM, PIM_STAGE)
  );
  /** @type {Map<string, string>} */
  const routes = new Map();
  /** @type {import('./content-documents.mjs').SearchDocument[]} */
  const documents = [];
  for (const row of classificationRows) {
    const [route, name, description, countries] = JSON.parse(row.fields);
    routes.set(row.id, route);
    documents.push({
      id: `classification:${row.id}`,
      type: "classification",
      site: null,
      countries: countriesOf(countries),
      url: route ?? "/products",
      title: text(name),
      description: text(description),
      body: "",
    });
  }

  const productPage = store.db.prepare(
    `SELECT id, ${PRODUCT_FIELDS} AS fields FROM documents
     WHERE system = ? AND model = 'Product' AND stage = ? AND id > ? ORDER BY id LIMIT ?`,
  );
  let after = "";
  for (;;) {
    const rows = /** @type {{ id: string, fields: string }[]} */ (
      productPage.all(PIM_SYSTEM, PIM_STAGE, after, PRODUCT_PAGE_SIZE)
    );
    for (const row of rows) {
      const [slug, classification, name, short, long, countries] = JSON.parse(row.fields);
      const route = routes.get(classification);
      if (!route || !slug) continue;
      documents.push({
        id: `product:${slug}`,
        type: "product",
        site: null,
        countries: countriesOf(countries),
        url: `${route}/${slug}`,
        title: text(name),
        description: text(short),
        body: text(long),
      });
    }
    if (rows.length < PRODUCT_PAGE_SIZE) break;
    after = rows[rows.length - 1]?.id ?? after;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return documents;
}

/**
 * The countries a product or classification is offered in; null (everywhere) when the list is
 * empty, as the catalogue pages read it (spec 000 §5).
 * @param {unknown} countries
 * @returns {string[] | null}
 */
function countriesOf(countries) {
  return Array.isArray(countries) && countries.length > 0 ? countries.map(String) : null;
}
