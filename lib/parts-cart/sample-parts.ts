/** Spec 000 §3 (Parts cart entry) and §9: six fixed sample parts; no backend is connected. */
export type AvailabilityStatus = "high" | "medium" | "low" | "out-of-stock";

/** A pictogram drawn by the cart itself (the site has no part photos yet). */
export type PartPicture = "blade" | "crimp" | "seal" | "roller" | "guide" | "sensor";

/** The sample parts' keys; their names are messages (PartsCart.sampleNames), in the page's language. */
type SamplePartKey =
  | "stripping-blade-v"
  | "crimp-applicator-insert"
  | "seal-loading-nozzle"
  | "feed-roller-pair"
  | "wire-guide-tube"
  | "crimp-force-sensor";

export interface SamplePart {
  key: SamplePartKey;
  id: string;
  articleNumber: string;
  stock: number;
  /** Working days until the part can ship. */
  availability: number;
  location: string;
  availabilityStatus: AvailabilityStatus;
  image: PartPicture;
}

export const SAMPLE_PARTS: readonly SamplePart[] = [
  {
    key: "stripping-blade-v",
    id: "P-10421",
    articleNumber: "0104.2117",
    stock: 148,
    availability: 1,
    location: "Dierikon (CH)",
    availabilityStatus: "high",
    image: "blade",
  },
  {
    key: "crimp-applicator-insert",
    id: "P-20877",
    articleNumber: "0208.7730",
    stock: 37,
    availability: 2,
    location: "Dierikon (CH)",
    availabilityStatus: "medium",
    image: "crimp",
  },
  {
    key: "seal-loading-nozzle",
    id: "P-31502",
    articleNumber: "0315.0264",
    stock: 6,
    availability: 5,
    location: "Hamburg (DE)",
    availabilityStatus: "low",
    image: "seal",
  },
  {
    key: "feed-roller-pair",
    id: "P-40219",
    articleNumber: "0402.1950",
    stock: 0,
    availability: 21,
    location: "Milwaukee (US)",
    availabilityStatus: "out-of-stock",
    image: "roller",
  },
  {
    key: "wire-guide-tube",
    id: "P-50633",
    articleNumber: "0506.3318",
    stock: 92,
    availability: 1,
    location: "Hamburg (DE)",
    availabilityStatus: "high",
    image: "guide",
  },
  {
    key: "crimp-force-sensor",
    id: "P-61004",
    articleNumber: "0610.0481",
    stock: 3,
    availability: 10,
    location: "Dierikon (CH)",
    availabilityStatus: "low",
    image: "sensor",
  },
];

export function findSamplePart(key: string): SamplePart | undefined {
  return SAMPLE_PARTS.find((part) => part.key === key);
}
