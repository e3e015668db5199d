import { getTranslations } from "next-intl/server";

import { StatusPageBreadcrumbs } from "@/components/layout/status-page-breadcrumbs";
import { AppLink } from "@/components/ui/app-link";

/** The 404 page of spec 000 §2: trail Home > 404, the texts and a link home. */
export async function NotFoundContent() {
  const t = await getTranslations("NotFound");
  return (
    <>
      <StatusPageBreadcrumbs status="not-found" />
      <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <p className="font-semibold tracking-wider text-copper-600 uppercase">{t("overline")}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{t("title")}</h1>
        <p className="mt-4 text-lg text-steel-700">{t("text")}</p>
        <AppLink
          href="/"
          className="mt-8 inline-block rounded bg-navy-900 px-5 py-3 font-semibold text-white"
        >
          {t("homeLink")}
        </AppLink>
      </section>
    </>
  );
}
