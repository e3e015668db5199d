import { useTranslations } from "next-intl";

import { AddToComparisonButton } from "@/components/comparison/add-to-comparison-button";
import { MeasurementSwitch } from "@/components/measurement/measurement-switch";
import { SamplePartsList } from "@/components/parts-cart/sample-parts-list";
import type { RelatedStory } from "@/lib/catalogue/get-related-stories";
import type { ProductPage } from "@/lib/catalogue/reshape-catalogue-page";
import type { PathPrefix } from "@/lib/navigation/localize-path";
import type { MeasurementSystem } from "@/lib/site/types";

import { ProductCapabilities } from "./product-capabilities";
import { ProductDownloads } from "./product-downloads";
import { ProductGallery } from "./product-gallery";
import { ProductHighlights } from "./product-highlights";
import { ProductSpecifications } from "./product-specifications";
import { ProductVideo } from "./product-video";
import { RelatedProducts } from "./related-products";
import { RelatedStories } from "./related-stories";

interface ProductViewProps {
  product: ProductPage;
  stories: RelatedStory[];
  prefix: PathPrefix;
  /** The visitor's language, for numbers and file sizes. */
  language: string;
  countryDefault: MeasurementSystem | null;
}

/** A product page (spec 000 §3 Product detail). Nothing personal: basket and switch are islands. */
export function ProductView({
  product,
  stories,
  prefix,
  language,
  countryDefault,
}: ProductViewProps) {
  const t = useTranslations("Catalogue");
  return (
    <div
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
      lang={product.language === language ? undefined : product.language}
    >
      <div className="grid grid-cols-1 gap-10 py-10 md:grid-cols-2">
        <ProductGallery name={product.name} images={product.images} />
        <div>
          <p className="font-semibold tracking-wider text-copper-600 uppercase">
            {product.classification.name}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{product.name}</h1>
          {product.brand ? (
            <p className="mt-2 text-steel-700">
              <span className="sr-only">{t("brand")}: </span>
              {product.brand.name}
            </p>
          ) : null}
          {product.shortDescription ? (
            <p className="mt-4 text-lg text-steel-700">{product.shortDescription}</p>
          ) : null}
          {product.longDescription ? <p className="mt-4">{product.longDescription}</p> : null}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <AddToComparisonButton
              productSlug={product.slug}
              productName={product.name}
              classificationSlug={product.classification.slug}
              variants={product.variants}
            />
            <MeasurementSwitch countryDefault={countryDefault} />
          </div>
        </div>
      </div>
      <ProductSpecifications specifications={product.specifications} variants={product.variants} />
      <ProductHighlights highlights={product.highlights} />
      <ProductCapabilities capabilities={product.capabilities} prefix={prefix} />
      <ProductDownloads files={product.files} language={language} />
      {/* Until the product data names each machine's spare parts, the six samples stand in. */}
      <section aria-labelledby="spare-parts" className="py-6">
        <h2 id="spare-parts" className="mb-2 text-2xl font-bold">
          {t("spareParts")}
        </h2>
        <p className="mb-4 text-steel-700">{t("sparePartsIntro")}</p>
        <SamplePartsList />
      </section>
      <ProductVideo video={product.video} name={product.name} />
      <RelatedProducts groups={product.relatedGroups} prefix={prefix} />
      <RelatedStories stories={stories} prefix={prefix} />
    </div>
  );
}
