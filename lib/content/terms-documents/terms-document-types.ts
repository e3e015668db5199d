import type { TermsDocumentType } from "@/graphql/generated/content";

/** The `?type=` value of each document type: readable, stable addresses for a filtered list. */
export const TERMS_TYPE_SLUGS: Readonly<Record<TermsDocumentType, string>> = {
  GeneralTermsOfSale: "terms-of-sale",
  GeneralTermsOfPurchase: "terms-of-purchase",
  ServiceConditions: "service-conditions",
  SoftwareLicence: "software-licence",
};

/** The list's order of the types, as the filter offers them. */
export const TERMS_TYPES = Object.keys(TERMS_TYPE_SLUGS) as TermsDocumentType[];

export function termsTypeFromSlug(slug: string | undefined): TermsDocumentType | null {
  return TERMS_TYPES.find((type) => TERMS_TYPE_SLUGS[type] === slug) ?? null;
}
