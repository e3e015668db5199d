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

export interface Spec {
  name: string;
  value: string;
  unit: string | null;
  measurementSystem: "Metric" | "Imperial";
}
export interface Highlight {
  name: string | null;
  image: { url: string } | null;
  videoImage: { url: string } | null;
  videoUrl: string | null;
}
export interface Detail {
  images: Array<{ default: boolean }>;
  variants: Array<{ id: string; nameMetric: string; nameImperial: string }>;
  specifications: Spec[];
  files: Array<{ content_language: string }>;
  capabilities: unknown[];
  relatedItems: Array<{ type: string }>;
  highlights: Highlight[];
}
export interface Classification {
  slug: string;
  name: string;
  route: string;
  parent_id: string | null;
  supported_countries: string[];
  childClassifications: Classification[];
}

export const REFERENCE =
  "id name slug route variantCount supported_countries brand { id name } image { url default width height } classification { slug }";
export const DETAIL = `
  id name slug route language shortDescription longDescription supported_countries
  brand { id name }
  classification { slug route lineage { name route } }
  images { name url default width height }
  files { id name content_language thumbnail_url type url filename extension size_bytes }
  variants { id nameMetric nameImperial specifications { name value unit measurementSystem } }
  specifications { name value unit measurementSystem }
  capabilities { id name image { url width height } }
  highlights { name shortDescription longDescription image { url } videoImage { url } videoUrl }
  relatedItems { type product { slug route classification { slug } } }
  video { url title previewImage { url } }
`;
