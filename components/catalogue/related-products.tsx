import { useTranslations } from "next-intl";

import type { RelatedGroup } from "@/lib/catalogue/group-related-items";
import type { PathPrefix } from "@/lib/navigation/localize-path";

import { CatalogueSection } from "./catalogue-section";
import { ProductCardList } from "./product-card";

/** Related items (related, component, service), one list per classification. */
export function RelatedProducts({
  groups,
  prefix,
}: {
  groups: RelatedGroup[];
  prefix: PathPrefix;
}) {
  const t = useTranslations("Catalogue");
  if (groups.length === 0) return null;
  return (
    <CatalogueSection id="related" title={t("related")}>
      {groups.map((group) => (
        <div key={group.classification.slug} className="mb-6">
          <h3 className="mb-3 text-lg font-semibold">{group.classification.name}</h3>
          <ProductCardList products={group.items.map((item) => item.product)} prefix={prefix} />
        </div>
      ))}
    </CatalogueSection>
  );
}
