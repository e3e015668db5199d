import type { CataloguePageQuery } from "@/graphql/generated/pim";
import { productSpecifications } from "@/lib/comparison/compare";
import { MEASUREMENT_SYSTEMS } from "@/lib/measurement/measurement-system";

import { capabilitySlug } from "./capability-slug";
import { filterByCountry, isAvailableIn } from "./country-filter";
import { groupRelatedItems, type RelatedGroup } from "./group-related-items";
import { shownHighlights } from "./highlights";
import type {
  Capability,
  ClassificationSummary,
  Highlight,
  LineageEntry,
  PimImage,
  ProductCard,
  ProductFile,
  Specification,
  Variant,
} from "./types";

type RawClassification = NonNullable<CataloguePageQuery["classification"]>;
type RawProduct = NonNullable<CataloguePageQuery["product"]>;

export interface ClassificationPage {
  kind: "classification";
  id: string;
  name: string;
  slug: string;
  route: string;
  description: string | null;
  imageUrl: string | null;
  lineage: LineageEntry[];
  children: ClassificationSummary[];
  products: ProductCard[];
}

export interface ProductPage {
  kind: "product";
  id: string;
  name: string;
  slug: string;
  route: string;
  /** The language the texts are in; differs from the visitor's when the PIM fell back. */
  language: string;
  shortDescription: string | null;
  longDescription: string | null;
  brand: { id: string; name: string } | null;
  classification: { slug: string; name: string; route: string };
  /** The classification lineage and the product itself, root first. */
  lineage: LineageEntry[];
  /** The default image first. */
  images: PimImage[];
  files: ProductFile[];
  variants: Variant[];
  specifications: Specification[];
  capabilities: Capability[];
  highlights: Highlight[];
  relatedGroups: RelatedGroup[];
  video: RawProduct["video"];
}

export type CatalogueEntry = ClassificationPage | ProductPage;

function bySortIndex(a: ClassificationSummary, b: ClassificationSummary): number {
  return a.sort_index - b.sort_index || a.name.localeCompare(b.name);
}

function reshapeClassification(raw: RawClassification, country: string | null): ClassificationPage {
  return {
    kind: "classification",
    id: raw.id,
    name: raw.name,
    slug: raw.slug,
    route: raw.route,
    description: raw.description,
    imageUrl: raw.image_url,
    lineage: raw.lineage,
    children: filterByCountry(raw.childClassifications, country).sort(bySortIndex),
    products: filterByCountry(raw.products, country),
  };
}

function reshapeProduct(raw: RawProduct, country: string | null): ProductPage {
  const images = [...raw.images].sort((a, b) => Number(b.default) - Number(a.default));
  const related = raw.relatedItems.filter((item) =>
    isAvailableIn(item.product.supported_countries, country),
  );
  return {
    kind: "product",
    id: raw.id,
    name: raw.name,
    slug: raw.slug,
    route: raw.route,
    language: raw.language,
    shortDescription: raw.shortDescription,
    longDescription: raw.longDescription,
    brand: raw.brand,
    classification: raw.classification,
    lineage: [...raw.classification.lineage, { name: raw.name, route: raw.route }],
    images,
    files: raw.files,
    variants: raw.variants,
    // Both systems stay on the page (CSS shows the visitor's), each without repeats.
    specifications: MEASUREMENT_SYSTEMS.flatMap((system) =>
      productSpecifications(raw.specifications, system),
    ),
    capabilities: raw.capabilities.map((capability) => ({
      ...capability,
      slug: capabilitySlug(capability.name),
    })),
    highlights: shownHighlights(raw.highlights),
    relatedGroups: groupRelatedItems(related),
    video: raw.video,
  };
}

/**
 * The page a catalogue URL shows, or null. The lookup by unlocalized URL decides whether the
 * path names a classification or a product; the entry must live at exactly that route (a product
 * slug under another classification is not found) and be offered in the visitor's country.
 */
export function reshapeCataloguePage(
  raw: CataloguePageQuery,
  url: string,
  country: string | null,
): CatalogueEntry | null {
  if (!raw.lookup.found) return null;
  if (raw.lookup.type === "classification") {
    const classification = raw.classification;
    if (!classification || classification.route !== url) return null;
    if (!isAvailableIn(classification.supported_countries, country)) return null;
    return reshapeClassification(classification, country);
  }
  if (raw.lookup.type === "product") {
    const product = raw.product;
    if (!product || product.route !== url) return null;
    if (!isAvailableIn(product.supported_countries, country)) return null;
    return reshapeProduct(product, country);
  }
  return null;
}
