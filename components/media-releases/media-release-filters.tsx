import { getTranslations } from "next-intl/server";

import { FilterSelect, GetFilterForm } from "@/components/ui/get-filter-form";
import type { MediaReleaseListQuery } from "@/lib/content/media-releases/media-release-list-query";

/** Spec 001 §2 media-release filters: ad-hoc or other releases, and the year. */
export async function MediaReleaseFilters({
  action,
  query,
  years,
}: {
  action: string;
  query: MediaReleaseListQuery;
  years: number[];
}) {
  const t = await getTranslations("MediaReleases");
  return (
    <GetFilterForm
      action={action}
      label={t("filtersLabel")}
      applyLabel={t("apply")}
      resetLabel={t("reset")}
      isFiltered={query.adhoc !== null || query.year !== null}
      className="mt-8"
    >
      <FilterSelect
        label={t("typeLabel")}
        name="adhoc"
        defaultValue={query.adhoc === null ? "" : String(query.adhoc)}
        allLabel={t("allTypes")}
        options={[
          { value: "true", label: t("adhocOnly") },
          { value: "false", label: t("otherOnly") },
        ]}
      />
      <FilterSelect
        label={t("periodLabel")}
        name="year"
        defaultValue={query.year === null ? "" : String(query.year)}
        allLabel={t("allYears")}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
      />
    </GetFilterForm>
  );
}
