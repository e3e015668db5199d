import { getTranslations } from "next-intl/server";

import { FilterSelect, GetFilterForm } from "@/components/ui/get-filter-form";
import { TERMS_TYPES, TERMS_TYPE_SLUGS } from "@/lib/content/terms-documents/terms-document-types";
import type { TermsDocumentsQuery } from "@/lib/content/terms-documents/terms-documents-query";
import type { TermsLocationOption } from "@/lib/content/terms-documents/terms-location-options";

/** Spec 001 §2 terms filters: location and document type. */
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
    <GetFilterForm
      // A new form per filter state: after a client-side "Reset filters" the selects show the
      // new state, not the one they were first rendered with.
      key={`${query.location ?? ""}|${query.type ?? ""}`}
      action={action}
      label={t("filtersLabel")}
      applyLabel={t("apply")}
      resetLabel={t("reset")}
      isFiltered={query.location !== null || query.type !== null}
      className="mt-6"
    >
      <FilterSelect
        label={t("locationLabel")}
        name="location"
        defaultValue={query.location ?? ""}
        allLabel={t("allLocations")}
        options={locations.map((location) => ({ value: location.value, label: location.name }))}
      />
      <FilterSelect
        label={t("typeLabel")}
        name="type"
        defaultValue={query.type === null ? "" : TERMS_TYPE_SLUGS[query.type]}
        allLabel={t("allTypes")}
        options={TERMS_TYPES.map((type) => ({
          value: TERMS_TYPE_SLUGS[type],
          label: t(`types.${type}`),
        }))}
      />
    </GetFilterForm>
  );
}
