import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";
import { capabilityRoute } from "@/lib/catalogue/catalogue-path";
import type { LoadedCataloguePage } from "@/lib/catalogue/load-catalogue-page";
import { config } from "@/lib/config";

import { CapabilityView } from "./capability-view";
import { CatalogueBreadcrumbs } from "./catalogue-breadcrumbs";
import { ClassificationView } from "./classification-view";
import { ProductView } from "./product-view";

type Loaded = NonNullable<LoadedCataloguePage>;

export async function cataloguePageMetadata(loaded: Loaded): Promise<Metadata> {
  const t = await getTranslations({ locale: loaded.context.locale.language });
  const brand = loaded.context.brand;
  if (loaded.kind === "missing") {
    return {
      title: t("Layout.brandSuffix", { title: t("NotFound.title"), brand }),
      robots: { index: false },
    };
  }
  const { context } = loaded;
  if (loaded.kind === "capability") {
    const { capability } = loaded.page;
    return sectionPageMetadata({
      context,
      path: capabilityRoute(capability.slug),
      title: t("Layout.brandSuffix", { title: capability.name, brand }),
      description: null,
      image: capability.image,
      siteUrl: config.siteUrl,
    });
  }
  const { entry } = loaded;
  return sectionPageMetadata({
    context,
    path: entry.route,
    title: t("Layout.brandSuffix", { title: entry.name, brand }),
    description: entry.kind === "product" ? entry.shortDescription : entry.description,
    image: entry.kind === "product" ? entry.images[0] : null,
    siteUrl: config.siteUrl,
  });
}

/** A classification, product or capability page of the catalogue (spec 000 §2). */
export async function CataloguePage({ loaded }: { loaded: Loaded }) {
  if (loaded.kind === "missing") {
    // Its title comes from cataloguePageMetadata; the status 404 only from proxy.ts's check.
    return <NotFoundContent />;
  }
  const { context } = loaded;
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  if (loaded.kind === "capability") {
    return <CapabilityView page={loaded.page} context={context} prefix={prefix} />;
  }
  const { entry, stories } = loaded;
  const country = context.system.countries.find(
    (candidate) => candidate.code === context.locale.country,
  );
  return (
    <article>
      <CatalogueBreadcrumbs context={context} lineage={entry.lineage} />
      {entry.kind === "classification" ? (
        <ClassificationView classification={entry} prefix={prefix} />
      ) : (
        <ProductView
          product={entry}
          stories={stories}
          prefix={prefix}
          language={context.locale.language}
          countryDefault={country?.defaultMeasurementSystem ?? null}
        />
      )}
    </article>
  );
}
