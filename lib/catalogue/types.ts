import type {
  ClassificationSummaryFieldsFragment,
  MeasurementSystem,
  PimImageFieldsFragment,
  ProductDetailFieldsFragment,
  ProductReferenceFieldsFragment,
  RelatedItemType,
  SpecificationFieldsFragment,
} from "@/graphql/generated/pim";

export type { MeasurementSystem, RelatedItemType };

export type PimImage = PimImageFieldsFragment;
export type Specification = SpecificationFieldsFragment;
export type ProductCard = ProductReferenceFieldsFragment;
export type ClassificationSummary = ClassificationSummaryFieldsFragment;
export type Highlight = ProductDetailFieldsFragment["highlights"][number];
export type ProductFile = ProductDetailFieldsFragment["files"][number];
export type Variant = ProductDetailFieldsFragment["variants"][number];

/** Spec 000 §2: one breadcrumb of the classification lineage, root first. */
export interface LineageEntry {
  name: string;
  route: string;
}

export interface Capability {
  id: string;
  name: string;
  /** Derived from the name (spec 000 §3). */
  slug: string;
  image: PimImage | null;
}
