import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button-classes";
import { TERMS_TYPES, TERMS_TYPE_SLUGS } from "@/lib/content/terms-documents/terms-document-types";
import type { TermsDocumentsQuery } from "@/lib/content/terms-documents/terms-documents-query";
import type { TermsLocationOption } from "@/lib/content/terms-documents/terms-location-options";

const SELECT =
  "mt-1 block w-full rounded border border-steel-500 bg-white px-3 py-2 text-navy-900 focus-visible:outline-2 focus-visible:outline-theme-accent";

/**
 * Spec 001 §2 terms filters (location, document type) as a GET form: the choice becomes the
 * page's address, which can be shared, and the form works without JavaScript.
 */
export async function TermsDocumentsFilters({
  action,
  query,
  locations,
}: {
  action: string;
  query: TermsDocumentsQuery;
  locations: TermsLocationOption[];
}) {
  const t = await getTranslations("TermsDocuments");
  return (
    <form
      // A new form per filter state: after a client-side "Reset filters" the selects show the
      // new state, not the one they were first rendered with.
      key={`${query.location ?? ""}|${query.type ?? ""}`}
      action={action}
      method="get"
      aria-label={t("filtersLabel")}
      className="mt-6 flex flex-wrap items-end gap-4 rounded-lg bg-steel-50 p-5"
    >
      <label className="min-w-48 text-sm font-semibold">
        {t("locationLabel")}
        <select name="location" defaultValue={query.location ?? ""} className={SELECT}>
          <option value="">{t("allLocations")}</option>
          {locations.map((location) => (
            <option key={location.value} value={location.value}>
              {location.name}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-48 text-sm font-semibold">
        {t("typeLabel")}
        <select
          name="type"
          defaultValue={query.type === null ? "" : TERMS_TYPE_SLUGS[query.type]}
          className={SELECT}
        >
          <option value="">{t("allTypes")}</option>
          {TERMS_TYPES.map((type) => (
            <option key={type} value={TERMS_TYPE_SLUGS[type]}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("primary")}>
        {t("apply")}
      </button>
      {query.location !== null || query.type !== null ? (
        <AppLink href={action} className="py-3 font-semibold text-theme-link underline">
          {t("reset")}
        </AppLink>
      ) : null}
    </form>
  );
}
