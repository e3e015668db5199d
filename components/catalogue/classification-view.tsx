import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { ClassificationPage } from "@/lib/catalogue/reshape-catalogue-page";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

import { CatalogueSection } from "./catalogue-section";
import { PimImage } from "./pim-image";
import { ProductCardList } from "./product-card";

/** A classification page: description, image, child classifications and product cards. */
export function ClassificationView({
  classification,
  prefix,
}: {
  classification: ClassificationPage;
  prefix: PathPrefix;
}) {
  const t = useTranslations("Catalogue");
  const { children, products } = classification;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <header className="grid grid-cols-1 items-center gap-8 py-10 md:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wider text-copper-600 uppercase">{t("overline")}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{classification.name}</h1>
          {classification.description ? (
            <p className="mt-4 text-lg text-steel-700">{classification.description}</p>
          ) : null}
        </div>
        {classification.imageUrl ? (
          <PimImage
            image={{ url: classification.imageUrl, name: "" }}
            size="gallery"
            alt=""
            priority
            className="mx-auto w-full max-w-md"
          />
        ) : null}
      </header>
      {children.length > 0 ? (
        <CatalogueSection id="subcategories" title={t("subcategories")}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {children.map((child) => (
              <li key={child.id} className="rounded-lg border border-steel-200 bg-white p-4">
                <AppLink
                  href={localizePath(child.route, prefix)}
                  className="text-lg font-bold text-navy-900 hover:underline"
                >
                  {child.name}
                </AppLink>
                {child.description ? (
                  <p className="mt-2 text-sm text-steel-700">{child.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </CatalogueSection>
      ) : null}
      {products.length > 0 ? (
        <CatalogueSection id="products" title={t("products")}>
          <ProductCardList products={products} prefix={prefix} />
        </CatalogueSection>
      ) : children.length === 0 ? (
        <p className="py-6 text-steel-700">{t("noProducts")}</p>
      ) : null}
    </div>
  );
}
