import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "graphql";

export const CONTENT_SCHEMA_PATH = fileURLToPath(
  new URL("../../graphql/content/schema.graphql", import.meta.url),
);

/** Fields every model has that come from the stored row, not from the document body. */
export const SYSTEM_FIELDS = new Set([
  "id",
  "stage",
  "locale",
  "createdAt",
  "updatedAt",
  "publishedAt",
]);

/**
 * @typedef {object} FieldDef
 * @property {string} name
 * @property {string} typeName the named type, without list and non-null wrappers
 * @property {boolean} list
 * @property {boolean} nonNull whether the outermost type is non-null
 * @property {boolean} localized marked @localized
 */

/**
 * @typedef {'system' | 'localizations' | 'documentInStages' | 'relation' | 'component' | 'union' | 'value'} FieldRole
 */

/**
 * @typedef {object} QueryFieldDef
 * @property {string} name
 * @property {string} model
 * @property {'single' | 'list' | 'connection'} kind
 */

/** @typedef {ReturnType<typeof buildSchemaModel>} SchemaModel */

/** @param {string} [sdlPath] */
export function loadSchemaModel(sdlPath = CONTENT_SCHEMA_PATH) {
  return buildSchemaModel(fs.readFileSync(sdlPath, "utf8"));
}

/** @param {any} typeNode @returns {{ typeName: string, list: boolean, nonNull: boolean }} */
function unwrapType(typeNode) {
  const nonNull = typeNode.kind === "NonNullType";
  let node = nonNull ? typeNode.type : typeNode;
  const list = node.kind === "ListType";
  while (node.kind !== "NamedType") node = node.type;
  return { typeName: node.name.value, list, nonNull };
}

/**
 * What the stand-in needs to know about the SDL: models (types implementing Node), components
 * (other object types reachable from models), unions, enums, @localized fields and which Query
 * field serves which model in which shape. Read from the AST so that no graphql-js type objects
 * cross module copies (vitest may load graphql twice).
 * @param {string} sdl
 */
export function buildSchemaModel(sdl) {
  /** @type {Map<string, { name: string, interfaces: string[], fields: Map<string, FieldDef> }>} */
  const objectTypes = new Map();
  /** @type {Map<string, string[]>} */
  const unions = new Map();
  /** @type {Map<string, string[]>} */
  const enums = new Map();

  for (const def of /** @type {any[]} */ (parse(sdl).definitions)) {
    const name = def.name?.value;
    if (def.kind === "ObjectTypeDefinition" || def.kind === "ObjectTypeExtension") {
      // `extend type Query` lets each part of the schema add its queries beside its types.
      const fields = objectTypes.get(name)?.fields ?? new Map();
      for (const field of def.fields ?? []) {
        fields.set(field.name.value, {
          name: field.name.value,
          ...unwrapType(field.type),
          localized: (field.directives ?? []).some(
            (/** @type {any} */ d) => d.name.value === "localized",
          ),
        });
      }
      objectTypes.set(name, {
        name,
        interfaces: [
          ...(objectTypes.get(name)?.interfaces ?? []),
          ...(def.interfaces ?? []).map((/** @type {any} */ i) => i.name.value),
        ],
        fields,
      });
    } else if (def.kind === "UnionTypeDefinition") {
      unions.set(
        name,
        (def.types ?? []).map((/** @type {any} */ t) => t.name.value),
      );
    } else if (def.kind === "EnumTypeDefinition") {
      enums.set(
        name,
        (def.values ?? []).map((/** @type {any} */ v) => v.name.value),
      );
    }
  }

  const models = new Set(
    [...objectTypes.values()].filter((t) => t.interfaces.includes("Node")).map((t) => t.name),
  );
  const components = findComponents(objectTypes, unions, models);
  const locales = enums.get("Locale") ?? ["en"];

  /** @param {string} typeName @param {string} fieldName @returns {FieldRole} */
  function fieldRole(typeName, fieldName) {
    const field = objectTypes.get(typeName)?.fields.get(fieldName);
    if (!field) throw new Error(`${typeName}.${fieldName} is not in the schema`);
    const isModel = models.has(typeName);
    if (isModel && SYSTEM_FIELDS.has(fieldName)) return "system";
    if (isModel && field.typeName === typeName && field.list) {
      if (fieldName === "localizations") return "localizations";
      if (fieldName === "documentInStages") return "documentInStages";
    }
    if (models.has(field.typeName)) return "relation";
    if (unions.has(field.typeName)) return "union";
    if (components.has(field.typeName)) return "component";
    return "value";
  }

  return {
    sdl,
    objectTypes,
    unions,
    enums,
    models,
    components,
    locales,
    localeSet: new Set(locales),
    queryFields: findQueryFields(objectTypes, models),
    fieldRole,
    /** @param {string} typeName @param {string} fieldName */
    field(typeName, fieldName) {
      return objectTypes.get(typeName)?.fields.get(fieldName);
    },
  };
}

/**
 * @param {Map<string, { fields: Map<string, FieldDef> }>} objectTypes
 * @param {Map<string, string[]>} unions
 * @param {Set<string>} models
 */
function findComponents(objectTypes, unions, models) {
  const components = new Set();
  const pending = [...models];
  while (pending.length > 0) {
    const type = objectTypes.get(/** @type {string} */ (pending.pop()));
    for (const field of type?.fields.values() ?? []) {
      const candidates = unions.get(field.typeName) ?? [field.typeName];
      for (const name of candidates) {
        if (objectTypes.has(name) && !models.has(name) && !components.has(name)) {
          components.add(name);
          pending.push(name);
        }
      }
    }
  }
  return components;
}

/**
 * Maps each Query field to its model by the return type: a model is single, a list of a model
 * a list, and a type whose edges' node is a model a connection.
 * @param {Map<string, { fields: Map<string, FieldDef> }>} objectTypes
 * @param {Set<string>} models
 */
function findQueryFields(objectTypes, models) {
  /** @type {Map<string, QueryFieldDef>} */
  const queryFields = new Map();
  for (const field of objectTypes.get("Query")?.fields.values() ?? []) {
    if (models.has(field.typeName)) {
      queryFields.set(field.name, {
        name: field.name,
        model: field.typeName,
        kind: field.list ? "list" : "single",
      });
      continue;
    }
    const edgeType = objectTypes.get(
      objectTypes.get(field.typeName)?.fields.get("edges")?.typeName ?? "",
    );
    const nodeType = edgeType?.fields.get("node")?.typeName;
    if (nodeType && models.has(nodeType)) {
      queryFields.set(field.name, { name: field.name, model: nodeType, kind: "connection" });
    }
  }
  return queryFields;
}
