import * as z from "@/lib/validation/zod";

/**
 * The products `GET /api/catalogue/comparison` answers with: the fields of
 * graphql/pim/schema.graphql's ProductDetail the comparison uses. Validated on arrival, since the
 * browser trusts nothing it did not make itself.
 */
const specificationSchema = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.optional(z.nullable(z.string())),
  measurementSystem: z.enum(["Metric", "Imperial"]),
});

const comparisonProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  route: z.string(),
  images: z.array(z.object({ name: z.string(), url: z.string(), default: z.boolean() })),
  classification: z.object({ slug: z.string(), name: z.string() }),
  variants: z.array(
    z.object({
      id: z.string(),
      nameMetric: z.string(),
      nameImperial: z.string(),
      specifications: z.array(specificationSchema),
    }),
  ),
  specifications: z.array(specificationSchema),
});

export const comparisonResponseSchema = z.object({
  products: z.array(comparisonProductSchema),
  /** Products in the basket that the visitor's country is not offered (spec 000 §5). */
  notOffered: z.array(z.string()),
});

export type Specification = z.infer<typeof specificationSchema>;
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;
