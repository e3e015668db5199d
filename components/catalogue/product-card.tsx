import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { ProductCard as ProductCardData } from "@/lib/catalogue/types";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

import { PimImage } from "./pim-image";

/** A product reference (spec 000 §3) as a card linking to its page. */
export function ProductCard({ product, prefix }: { product: ProductCardData; prefix: PathPrefix }) {
  const t = useTranslations("Catalogue");
  return (
    <li className="flex flex-col rounded-lg border border-steel-200 bg-white p-4">
      <PimImage image={product.image} size="capabilityProduct" alt="" className="mx-auto size-44" />
      <h3 className="mt-3 text-lg font-bold">
        <AppLink
          href={localizePath(product.route, prefix)}
          className="text-navy-900 hover:underline"
        >
          {product.name}
        </AppLink>
      </h3>
      {product.brand ? <p className="text-sm text-steel-700">{product.brand.name}</p> : null}
      {product.shortDescription ? (
        <p className="mt-2 text-sm text-steel-700">{product.shortDescription}</p>
      ) : null}
      <p className="mt-auto pt-3 text-sm font-semibold text-steel-700">
        {t("variantCount", { count: product.variantCount })}
      </p>
    </li>
  );
}

export function ProductCardList({
  products,
  prefix,
}: {
  products: ProductCardData[];
  prefix: PathPrefix;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} prefix={prefix} />
      ))}
    </ul>
  );
}
