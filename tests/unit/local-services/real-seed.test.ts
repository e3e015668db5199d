import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Kind, parse, print } from "graphql";
import type { OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { CONTENT_SYSTEM } from "../../../local-services/content/documents.mjs";
import { loadSchemaModel } from "../../../local-services/content/schema-model.mjs";
import {
  CONTENT_ASSETS_DIR,
  CONTENT_SEED_DIR,
} from "../../../local-services/content/seed-reader.mjs";
import { validateSeedFolder } from "../../../local-services/content/validate-seed.mjs";
import { DRAFT_HEADERS, createTestContent } from "./helpers";

const OPERATIONS_DIR = fileURLToPath(new URL("../../../graphql/content/", import.meta.url));
const STAGES = ["PUBLISHED", "DRAFT"];
const schema = loadSchemaModel();

/** The product's content operations (graphql/content/queries), each with the fragments it uses. */
function productOperations() {
  const read = (folder: string) => {
    const dir = path.join(OPERATIONS_DIR, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".graphql"))
      .flatMap((name) => parse(fs.readFileSync(path.join(dir, name), "utf8")).definitions);
  };
  const fragments = new Map<string, string>();
  for (const def of read("fragments"))
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, print(def));
  const withFragments = (source: string, seen = new Set<string>()): string => {
    const spreads = [...source.matchAll(/\.\.\.\s*([A-Za-z_]\w*)/g)].map((m) => m[1] ?? "");
    const used = [...new Set(spreads)].filter((name) => name !== "on" && !seen.has(name));
    for (const name of used) seen.add(name);
    return [source, ...used.map((name) => withFragments(fragments.get(name) ?? "", seen))].join(
      "\n",
    );
  };
  return read("queries")
    .filter((def): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ operation, source: withFragments(print(operation)) }));
}

/** Variable sets for an operation: ids of the root field's model, both stages, de → en. */
function variableSets(
  operation: OperationDefinitionNode,
  idsOf: (model: string, stage: string) => string[],
) {
  const root = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  const model =
    root?.kind === Kind.FIELD ? schema.queryFields.get(root.name.value)?.model : undefined;
  let sets: Array<Record<string, unknown>> = [{}];
  for (const variable of operation.variableDefinitions ?? []) {
    const name = variable.variable.name.value;
    const type = print(variable.type).replace(/[!\[\]]/g, "");
    if (type === "Locale") sets = sets.map((set) => ({ ...set, [name]: ["de", "en"] }));
    else if (type === "Stage")
      sets = sets.flatMap((set) => STAGES.map((stage) => ({ ...set, [name]: stage })));
    else if (type === "ID" && model) {
      sets = sets.flatMap((set) =>
        idsOf(model, String(set.stage ?? "DRAFT")).map((id) => ({ ...set, [name]: id })),
      );
    } else return null;
  }
  return sets;
}

// The demo content in local-services/content/seed/ (not the test fixtures).
describe("real demo seed", () => {
  it("matches the schema: known fields, valid values, every relation id resolves", () => {
    const { problems } = validateSeedFolder({
      seedDir: CONTENT_SEED_DIR,
      assetsDir: CONTENT_ASSETS_DIR,
    });
    expect(
      problems,
      `run: node local-services/content/validate-seed.mjs\n${problems.join("\n")}`,
    ).toEqual([]);
  });

  it("answers every product content query without errors", async () => {
    const content = createTestContent({ seedDir: CONTENT_SEED_DIR, assetsDir: CONTENT_ASSETS_DIR });
    const idsOf = (model: string, stage: string) =>
      content.store.listDocuments(CONTENT_SYSTEM, model, stage).map((doc) => doc.id);
    const failures: string[] = [];
    for (const { operation, source } of productOperations()) {
      const name = operation.name?.value ?? "anonymous";
      const sets = variableSets(operation, idsOf);
      if (!sets) {
        console.warn(`real-seed test: skipped ${name}, its variables are not known to the test`);
        continue;
      }
      for (const variables of sets) {
        const { body } = await content.query(source, { variables, headers: DRAFT_HEADERS });
        for (const error of body.errors ?? [])
          failures.push(`${name} ${JSON.stringify(variables)}: ${error.message}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
