import { useTranslations } from "next-intl";

import { capabilityRoute } from "@/lib/catalogue/catalogue-path";
import type { CapabilityPage } from "@/lib/catalogue/get-capability-page";
import type { PathPrefix } from "@/lib/navigation/localize-path";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { CatalogueBreadcrumbs } from "./catalogue-breadcrumbs";
import { PimImage } from "./pim-image";
import { ProductCardList } from "./product-card";

/** A capability and the products that have it (as the visitor's country sees them). */
export function CapabilityView({
  page,
  context,
  prefix,
}: {
  page: CapabilityPage;
  context: SiteContext;
  prefix: PathPrefix;
}) {
  const t = useTranslations("Catalogue");
  const { capability, products } = page;
  const lineage = [{ name: capability.name, route: capabilityRoute(capability.slug) }];
  return (
    <article>
      <CatalogueBreadcrumbs context={context} lineage={lineage} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <header className="grid grid-cols-1 items-center gap-8 py-10 md:grid-cols-2">
          <div>
            <p className="font-semibold tracking-wider text-copper-600 uppercase">
              {t("capabilityOverline")}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{capability.name}</h1>
          </div>
          <PimImage image={capability.image} size="capability" alt="" priority className="w-full" />
        </header>
        <section aria-labelledby="capability-products">
          <h2 id="capability-products" className="mb-4 text-2xl font-bold">
            {t("capabilityProducts")}
          </h2>
          {products.length > 0 ? (
            <ProductCardList products={products} prefix={prefix} />
          ) : (
            <p className="text-steel-700">{t("noProducts")}</p>
          )}
        </section>
      </div>
    </article>
  );
}
