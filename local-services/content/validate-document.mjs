import { COMPUTED_ONLY_FIELDS, DERIVED_WHEN_MISSING_FIELDS } from "./computed-fields.mjs";
import { DEFAULT_LOCALE, isLocaleMap } from "./locales.mjs";
import { SYSTEM_FIELDS } from "./schema-model.mjs";

/**
 * @typedef {import('./schema-model.mjs').SchemaModel} SchemaModel
 * @typedef {import('./schema-model.mjs').FieldDef} FieldDef
 * @typedef {(model: string, id: string) => boolean} DocumentExists
 */

/** Top-level keys the seed format adds to a document's fields. */
const SEED_ONLY_KEYS = new Set(["id", "draft", "unpublished"]);
const STORED_SYSTEM_FIELDS = new Set(["createdAt", "updatedAt", "publishedAt"]);

/** @type {Record<string, (value: unknown) => boolean>} */
const SCALAR_CHECKS = {
  String: (v) => typeof v === "string",
  ID: (v) => typeof v === "string",
  Int: (v) => Number.isInteger(v),
  Float: (v) => typeof v === "number",
  Boolean: (v) => typeof v === "boolean",
  Date: (v) =>
    typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  DateTime: (v) =>
    typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
};

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Checks one seed document against the schema; returns one message per problem, each starting
 * with the JSON path it is about.
 * @param {SchemaModel} schema
 * @param {{ model: string, id: string, doc: Record<string, any> }} seed
 * @param {DocumentExists} documentExists whether the seed holds that document (in any stage)
 * @returns {string[]}
 */
export function validateDocument(schema, { model, id, doc }, documentExists) {
  /** @type {string[]} */
  const problems = [];
  const report = (/** @type {string} */ at, /** @type {string} */ message) =>
    problems.push(`${at}: ${message}`);

  if (doc.id !== undefined && doc.id !== id)
    report("id", `"${doc.id}" differs from the file name "${id}"`);
  if (doc.unpublished !== undefined && typeof doc.unpublished !== "boolean")
    report("unpublished", "must be true or false");
  const fields = Object.fromEntries(
    Object.entries(doc).filter(([key]) => !SEED_ONLY_KEYS.has(key)),
  );
  checkFields(model, fields, "", true);
  if (doc.draft !== undefined) {
    if (isObject(doc.draft)) checkFields(model, doc.draft, "draft.", false);
    else report("draft", "must be an object holding the fields whose DRAFT value differs");
  }
  return problems;

  /**
   * @param {string} typeName @param {Record<string, any>} data @param {string} prefix
   * @param {boolean} complete whether required fields must be present (not for draft overlays)
   */
  function checkFields(typeName, data, prefix, complete) {
    const isModel = schema.models.has(typeName);
    for (const [key, value] of Object.entries(data)) {
      const at = `${prefix}${key}`;
      const field = schema.field(typeName, key);
      if (key === "__typename" && !isModel) continue;
      if (!field) report(at, `${typeName} has no field "${key}"`);
      else if (isModel && SYSTEM_FIELDS.has(key) && !STORED_SYSTEM_FIELDS.has(key))
        report(at, "is set by the stand-in; remove it");
      else if (COMPUTED_ONLY_FIELDS[typeName]?.includes(key))
        report(at, "is computed by the stand-in; remove it");
      else if (["localizations", "documentInStages"].includes(schema.fieldRole(typeName, key)))
        report(at, "is computed by the stand-in; remove it");
      else checkLocalizable(typeName, field, value, at);
    }
    if (!complete) return;
    for (const field of schema.objectTypes.get(typeName)?.fields.values() ?? []) {
      const role = schema.fieldRole(typeName, field.name);
      const derived =
        role === "system" ||
        role === "localizations" ||
        role === "documentInStages" ||
        COMPUTED_ONLY_FIELDS[typeName]?.includes(field.name) ||
        DERIVED_WHEN_MISSING_FIELDS[typeName]?.includes(field.name) ||
        (field.name === "id" && !isModel);
      // Missing lists read as [] and missing booleans as false, so only other required fields count.
      if (
        field.nonNull &&
        !field.list &&
        field.typeName !== "Boolean" &&
        !derived &&
        data[field.name] === undefined
      ) {
        report(
          `${prefix}${field.name}`,
          `required (${typeName}.${field.name}: ${field.typeName}!) but missing`,
        );
      }
    }
  }

  /** @param {string} typeName @param {FieldDef} field @param {unknown} value @param {string} at */
  function checkLocalizable(typeName, field, value, at) {
    if (!isLocaleMap(value, schema.localeSet)) {
      checkValue(typeName, field, value, at);
      return;
    }
    if (!field.localized) {
      report(
        at,
        `${typeName}.${field.name} is not @localized, so it takes one value, not a locale map`,
      );
      return;
    }
    if (!(DEFAULT_LOCALE in value))
      report(at, `locale map lacks "${DEFAULT_LOCALE}", the default locale`);
    for (const [locale, item] of Object.entries(value))
      checkValue(typeName, field, item, `${at}.${locale}`);
  }

  /** @param {string} typeName @param {FieldDef} field @param {unknown} value @param {string} at */
  function checkValue(typeName, field, value, at) {
    if (value === null) {
      if (field.nonNull) report(at, `must not be null (${typeName}.${field.name} is required)`);
      return;
    }
    if (!field.list) {
      checkItem(typeName, field, value, at);
      return;
    }
    if (!Array.isArray(value)) report(at, `expected a list of ${field.typeName}`);
    else value.forEach((item, index) => checkItem(typeName, field, item, `${at}[${index}]`));
  }

  /** @param {string} typeName @param {FieldDef} field @param {unknown} value @param {string} at */
  function checkItem(typeName, field, value, at) {
    const role = schema.fieldRole(typeName, field.name);
    const target = field.typeName;
    if (role === "relation") {
      if (typeof value !== "string") report(at, `expected the id of a ${target}`);
      else if (!documentExists(target, value)) report(at, `no ${target} "${value}" in the seed`);
    } else if (role === "component") {
      if (isObject(value)) checkFields(target, value, `${at}.`, true);
      else report(at, `expected a ${target} object`);
    } else if (role === "union") {
      const members = schema.unions.get(target) ?? [];
      if (!isObject(value)) report(at, `expected a ${target} object with "__typename"`);
      else if (!members.includes(value.__typename)) {
        report(
          at,
          `"__typename" must be one of ${members.join(", ")}, got ${JSON.stringify(value.__typename)}`,
        );
      } else checkFields(value.__typename, value, `${at}.`, true);
    } else if (schema.enums.has(target)) {
      const values = /** @type {string[]} */ (schema.enums.get(target));
      if (typeof value !== "string" || !values.includes(value)) {
        report(at, `${JSON.stringify(value)} is not a ${target} (one of ${values.join(", ")})`);
      }
    } else if (SCALAR_CHECKS[target] && !SCALAR_CHECKS[target](value)) {
      report(at, `${JSON.stringify(value)} is not a ${target}`);
    }
  }
}
