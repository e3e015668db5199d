import { describe, expect, it } from "vitest";

import { buildSchemaModel } from "../../../local-services/content/schema-model.mjs";

const SDL = `
interface Node { id: ID! }
type Thing implements Node { id: ID! name: String }
type Query { things: [Thing!]! }
type Place implements Node { id: ID! city: String! }
extend type Query {
  places: [Place!]!
  place(id: ID!): Place
}
`;

describe("the stand-in reads `extend type Query` as part of Query", () => {
  const schema = buildSchemaModel(SDL);

  it.each([
    ["things", "Thing", "list"],
    ["places", "Place", "list"],
    ["place", "Place", "single"],
  ])("%s serves %s as a %s", (name, model, kind) => {
    expect(schema.queryFields.get(name)).toEqual({ name, model, kind });
  });

  it("keeps the fields of the original definition and the models of both parts", () => {
    expect([...(schema.objectTypes.get("Query")?.fields.keys() ?? [])]).toEqual([
      "things",
      "places",
      "place",
    ]);
    expect([...schema.models].sort()).toEqual(["Place", "Thing"]);
  });
});
