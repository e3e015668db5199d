"use client";

import { useTranslations } from "next-intl";

import type { LocationEntry } from "@/lib/content/locations/location-filters";

/** `+41 41 455 20 00` → `tel:+41414552000`. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** One location: who, what, where and how to reach it. */
export function LocationCard({ location }: { location: LocationEntry }) {
  const t = useTranslations("Locations");
  const headingId = `location-${location.id}`;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-lg border border-steel-200 p-5">
      <h3 id={headingId} className="text-lg font-bold">
        {location.companyName}
      </h3>
      <p className="mt-1 text-sm font-semibold text-copper-600">
        {location.types.map((type) => t(`types.${type}`)).join(" · ")}
      </p>
      <address className="mt-3 not-italic">
        {location.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{[location.zip, location.city].filter(Boolean).join(" ")}</span>
        <span className="block">{location.countryName}</span>
        {location.phone ? (
          <span className="mt-2 block">
            {t("phone")}:{" "}
            <a className="text-theme-link underline" href={telHref(location.phone)}>
              {location.phone}
            </a>
          </span>
        ) : null}
        {location.email ? (
          <span className="block">
            {t("email")}:{" "}
            <a className="text-theme-link underline" href={`mailto:${location.email}`}>
              {location.email}
            </a>
          </span>
        ) : null}
      </address>
      <dl className="mt-3 text-sm">
        {location.brands.length > 0 ? (
          <div>
            <dt className="inline font-semibold">{t("brands")}: </dt>
            <dd className="inline">{location.brands.map((brand) => brand.name).join(", ")}</dd>
          </div>
        ) : null}
        {location.services.length > 0 ? (
          <div className="mt-1">
            <dt className="inline font-semibold">{t("services")}: </dt>
            <dd className="inline">{location.services.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
