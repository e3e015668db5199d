"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";

import { buttonClasses } from "@/components/ui/button-classes";
import { FILTER_SELECT } from "@/components/ui/get-filter-form";
import {
  type FilterOption,
  LOCATION_REGION_PARAMS,
  LOCATION_TYPE_PARAMS,
  type LocationQuery,
  type LocationRegion,
  type LocationType,
  parseLocationQuery,
} from "@/lib/content/locations/location-filters";

const TYPES = Object.keys(LOCATION_TYPE_PARAMS) as LocationType[];
const REGIONS = Object.keys(LOCATION_REGION_PARAMS) as LocationRegion[];

/**
 * The filters as a GET form to the page itself: without script it reloads the page with the
 * filters in the address; with script every change filters at once (onChoose, onType).
 */
export function LocationFilterForm({
  action,
  query,
  brands,
  countries,
  onChoose,
  onType,
}: {
  action: string;
  query: LocationQuery;
  brands: FilterOption[];
  countries: FilterOption[];
  onChoose: (next: LocationQuery) => void;
  onType: (q: string) => void;
}) {
  const t = useTranslations("Locations");
  const hintId = useId();

  /** A select's new value, read the way the address is read. */
  function chooseParam(name: "brand" | "type" | "country" | "region", value: string) {
    onChoose({ ...query, [name]: parseLocationQuery({ [name]: value })[name] });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChoose(query);
  }

  return (
    <form
      action={action}
      method="get"
      onSubmit={submit}
      aria-label={t("filtersLabel")}
      className="mt-8 grid grid-cols-1 gap-4 rounded-lg bg-steel-50 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="text-sm font-semibold">
        {t("brandLabel")}
        <select
          name="brand"
          value={query.brand ?? ""}
          onChange={(event) => chooseParam("brand", event.target.value)}
          className={FILTER_SELECT}
        >
          <option value="">{t("allBrands")}</option>
          {brands.map((brand) => (
            <option key={brand.value} value={brand.value}>
              {brand.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t("typeLabel")}
        <select
          name="type"
          value={query.type ? LOCATION_TYPE_PARAMS[query.type] : ""}
          onChange={(event) => chooseParam("type", event.target.value)}
          className={FILTER_SELECT}
        >
          <option value="">{t("allTypes")}</option>
          {TYPES.map((type) => (
            <option key={type} value={LOCATION_TYPE_PARAMS[type]}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t("countryLabel")}
        <select
          name="country"
          value={query.country ?? ""}
          onChange={(event) => chooseParam("country", event.target.value)}
          className={FILTER_SELECT}
        >
          <option value="">{t("allCountries")}</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t("regionLabel")}
        <select
          name="region"
          value={query.region ? LOCATION_REGION_PARAMS[query.region] : ""}
          onChange={(event) => chooseParam("region", event.target.value)}
          className={FILTER_SELECT}
        >
          <option value="">{t("allRegions")}</option>
          {REGIONS.map((region) => (
            <option key={region} value={LOCATION_REGION_PARAMS[region]}>
              {t(`regions.${region}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2 lg:col-span-3">
        <label className="text-sm font-semibold">
          {t("searchLabel")}
          <input
            type="search"
            name="q"
            value={query.q}
            maxLength={100}
            aria-describedby={hintId}
            onChange={(event) => onType(event.target.value)}
            className={FILTER_SELECT}
          />
        </label>
        <p id={hintId} className="mt-1 text-sm text-steel-700">
          {t("searchHint")}
        </p>
      </div>
      <div className="self-start lg:mt-6">
        <button type="submit" className={buttonClasses("primary", "w-full")}>
          {t("apply")}
        </button>
      </div>
    </form>
  );
}
