/** A product's lifecycle (spec 001 §3): only active products are sold new. */
export type ProductStatus = "active" | "discontinued" | "cancelled";
/** A spare part replaces a broken component; a wear part is replaced regularly. */
type PartKind = "spare" | "wear";
/** A part's availability at a stock location, from the pieces there. */
export type AvailabilityStatus = "high" | "medium" | "low" | "outOfStock";
export type KnowledgeContentKind = "manual" | "serviceBulletin" | "video";

interface ProductImage {
  name: string;
  url: string;
}

/** A product of the list: what its card shows. */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  family: string;
  status: ProductStatus;
  image: ProductImage | null;
}

interface PartStock {
  location: string;
  locationCode: string;
  pieces: number;
  availabilityDays: number;
  status: AvailabilityStatus;
}

/** A spare or wear part of a product, with its live stock at every location. */
export interface Part {
  articleNumber: string;
  name: string;
  kind: PartKind;
  image: ProductImage;
  totalPieces: number;
  availabilityStatus: AvailabilityStatus;
  /** Days until the part reaches the customer from the soonest location. */
  availabilityDays: number;
  stock: readonly PartStock[];
}

interface KnowledgeItem {
  id: string;
  kind: KnowledgeContentKind;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
}

interface SoftwareRelease {
  version: string;
  releaseDate: string;
  releaseNotes: string;
  downloadUrl: string;
  filename: string;
  size_bytes: number;
}

/** A product with its tabs' data: parts, knowledge hub and software. */
export interface ProductDetail {
  id: string;
  name: string;
  slug: string;
  family: string;
  status: ProductStatus;
  parts: readonly Part[];
  knowledgeContent: readonly KnowledgeItem[];
  softwareVersions: readonly SoftwareRelease[];
}

/** One knowledge hub item with the product it belongs to (its own page). */
export interface ProductContent {
  product: { id: string; name: string; slug: string };
  content: KnowledgeItem & {
    url: string;
    /** Null for a video. */
    filename: string | null;
    size_bytes: number | null;
  };
}
