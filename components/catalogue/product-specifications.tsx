import { useTranslations } from "next-intl";

import { MeasurementOnly, VariantName } from "@/components/measurement/specification-value";
import type { Specification, Variant } from "@/lib/catalogue/types";

import { CatalogueSection } from "./catalogue-section";

function SpecificationRows({ specifications }: { specifications: Specification[] }) {
  return specifications.map((specification, index) => (
    <MeasurementOnly
      key={`${specification.measurementSystem}-${specification.name}-${index}`}
      system={specification.measurementSystem}
      as="tr"
      className="border-b border-steel-200"
    >
      <th scope="row" className="py-2 pr-4 text-left font-normal text-steel-700">
        {specification.name}
      </th>
      <td className="py-2 font-semibold">
        {specification.value}
        {specification.unit ? `\u00a0${specification.unit}` : null}
      </td>
    </MeasurementOnly>
  ));
}

/**
 * Specifications and variants in both measurement systems; CSS shows the visitor's (spec 001 §4),
 * so the cached page is the same for everyone.
 */
export function ProductSpecifications({
  specifications,
  variants,
}: {
  specifications: Specification[];
  variants: Variant[];
}) {
  const t = useTranslations("Catalogue");
  return (
    <>
      {specifications.length > 0 ? (
        <CatalogueSection id="specifications" title={t("specifications")}>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("specificationName")}</th>
                <th scope="col">{t("specificationValue")}</th>
              </tr>
            </thead>
            <tbody>
              <SpecificationRows specifications={specifications} />
            </tbody>
          </table>
        </CatalogueSection>
      ) : null}
      {variants.length > 0 ? (
        <CatalogueSection id="variants" title={t("variants")}>
          <ul className="divide-y divide-steel-200 border-y border-steel-200">
            {variants.map((variant) => (
              <li key={variant.id} className="py-2 font-semibold">
                <VariantName nameMetric={variant.nameMetric} nameImperial={variant.nameImperial} />
              </li>
            ))}
          </ul>
        </CatalogueSection>
      ) : null}
    </>
  );
}
