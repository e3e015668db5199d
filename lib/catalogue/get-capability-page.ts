import "server-only";

import { CapabilitiesDocument, ProductsByCapabilityDocument } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Locale } from "@/lib/site/types";

import { capabilitySlug } from "./capability-slug";
import { readCatalogue } from "./read-catalogue";
import { filterByCountry } from "./country-filter";
import type { Capability, ProductCard } from "./types";

export interface CapabilityPage {
  capability: Capability;
  products: ProductCard[];
}

/**
 * A capability by its derived slug with the products that have it. The PIM knows capabilities
 * by id only, so the language's capability list (one cache entry shared by every capability
 * page) comes first: a cold capability page needs one wave more than other catalogue pages.
 */
export async function getCapabilityPage(
  slug: string,
  locale: Pick<Locale, "sisCode" | "country">,
  cache: CacheOptions,
): Promise<CapabilityPage | null> {
  const { capabilities } = await readCatalogue(
    CapabilitiesDocument,
    { locale: locale.sisCode },
    cache,
  );
  const found = capabilities.find((candidate) => capabilitySlug(candidate.name) === slug);
  if (!found) return null;
  const { productsByCapability } = await readCatalogue(
    ProductsByCapabilityDocument,
    { capabilityId: found.id, locale: locale.sisCode },
    cache,
  );
  return {
    capability: { ...found, slug },
    products: filterByCountry(productsByCapability, locale.country),
  };
}
