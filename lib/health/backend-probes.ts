import "server-only";

import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { config } from "@/lib/config";
import { ContentHealthDocument } from "@/graphql/generated/content";
import { CONTENT_BACKEND, contentClient } from "@/lib/content-system/content-client";
import { SEARCH_BACKEND } from "@/lib/search/search-client";

import { checkAnswers, checkDiscovery, checkGraphQL, checkJson } from "./http-probes";
import type { BackendProbe } from "./probe-backend";
import { sharedCacheProbes } from "./redis-probe";

/**
 * Every backend the site depends on, and whether it is required (docs/operations.md "Health"). Only
 * the content system is: the proxy resolves every page from its sites and navigations, so
 * nothing uncached renders without it. Without another the site still serves its pages and
 * loses one feature: the catalogue (product information), search, sign-in (identity provider),
 * the portal's data (portal back end). With REDIS_URL, the shared cache is one more optional one.
 */
export const BACKEND_PROBES: readonly BackendProbe[] = [
  {
    name: CONTENT_BACKEND,
    required: true,
    check: async () => {
      await contentClient.query(ContentHealthDocument, {});
    },
  },
  {
    name: PIM_BACKEND,
    required: false,
    check: (fetch, signal) => checkGraphQL(fetch, signal, config.product.apiUrl),
  },
  {
    name: SEARCH_BACKEND,
    required: false,
    check: (fetch, signal) =>
      checkJson(
        fetch,
        signal,
        `${config.search.apiUrl}/suggest`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ site: "", locale: "en", query: "ready", limit: 1 }),
        },
        (answer) =>
          Array.isArray((answer as { records?: unknown } | null)?.records)
            ? null
            : "answered without records",
      ),
  },
  {
    name: "identity provider",
    required: false,
    check: (fetch, signal) => checkDiscovery(fetch, signal, config.identity.issuer),
  },
  {
    name: "portal back end",
    required: false,
    check: (fetch, signal) =>
      checkAnswers(fetch, signal, config.portal.apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
  },
  ...sharedCacheProbes(),
];
