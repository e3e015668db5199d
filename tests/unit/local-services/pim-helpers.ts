import { createPimService } from "../../../local-services/pim/service.mjs";
import type { GraphQLBody } from "./helpers";
import { TEST_ORIGIN, testStore } from "./helpers";

/** The PIM service on a seeded temp store, queried in-process through yoga.fetch. */
export function createTestPim(
  options: { dataDir?: string; catalogue?: "demo" | "large"; seed?: boolean } = {},
) {
  const store = testStore(options.dataDir);
  const service = createPimService({
    store,
    origin: () => TEST_ORIGIN,
    catalogue: options.catalogue,
  });
  const seeding = options.seed === false ? null : service.seed();

  async function query(
    source: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: GraphQLBody }> {
    const response = await service.yoga.fetch("http://localhost/pim/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: source, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLBody };
  }

  /** Runs a query and fails on GraphQL errors; returns data, typed as the caller says. */
  async function data<T = Record<string, unknown>>(
    source: string,
    variables?: Record<string, unknown>,
  ): Promise<T> {
    const { body } = await query(source, variables);
    if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return (body.data ?? {}) as T;
  }

  return { store, service, seeding, query, data };
}
