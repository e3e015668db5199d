import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../../../graphql");

function documentsOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return documentsOf(path);
    return entry.name.endsWith(".graphql") && entry.name !== "schema.graphql" ? [path] : [];
  });
}

const backends = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "generated")
  .map((entry) => entry.name);

describe.each(backends)("GraphQL documents of %s", (backend) => {
  const schema = buildSchema(readFileSync(join(root, backend, "schema.graphql"), "utf8"));
  const files = documentsOf(join(root, backend));
  // Operations and the fragments they spread live in separate files: validate them together.
  const all = parse(files.map((file) => readFileSync(file, "utf8")).join("\n"));

  it("are valid against the schema", () => {
    expect(validate(schema, all).map((error) => error.message)).toEqual([]);
  });

  it.each(files.map((file) => [file.slice(root.length + 1)]))("%s parses", (file) => {
    expect(() => parse(readFileSync(join(root, file), "utf8"))).not.toThrow();
  });
});
