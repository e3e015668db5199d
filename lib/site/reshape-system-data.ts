import type { SystemDataQuery } from "@/graphql/generated/content";

import { technicalNameOf } from "./resolve-site";
import type { Country, Language, Site, SiteDomain, SystemData } from "./types";

type RawSite = SystemDataQuery["sites"][number];

function namesOf(localizations: ReadonlyArray<{ locale: string; name: string }>) {
  return Object.fromEntries(localizations.map(({ locale, name }) => [locale, name]));
}

function parseDomain(domain: string): SiteDomain {
  const [hostname = "", ...path] = domain.trim().toLowerCase().split("/");
  const slug = path.filter(Boolean).join("/");
  return { hostname, slug: slug || null };
}

function reshapeSite(site: RawSite): Site | null {
  // Spec 001 §3: sites lacking a header or footer navigation are dropped.
  if (!site.headerNavigation || !site.footerNavigation) return null;
  return {
    id: site.id,
    name: site.name,
    slug: site.slug || null,
    technicalName: technicalNameOf(site.name),
    internationalOnly: site.internationalOnly,
    hideSideButtons: site.hideSideButtons,
    enableCutFont: site.enableCutFont,
    headerNavigationId: site.headerNavigation.id,
    footerNavigationId: site.footerNavigation.id,
    domains: site.domains.map(parseDomain),
  };
}

/** The pseudo-country of spec 001 §3: every language, English by default, Metric. */
function allCountry(languages: Language[]): Country {
  return {
    code: "ALL",
    hidden: false,
    supportedLanguages: languages.map((language) => language.code),
    defaultLanguage: "en",
    defaultMeasurementSystem: "Metric",
    names: { en: "All", de: "Alle" },
  };
}

export function reshapeSystemData(raw: SystemDataQuery): SystemData {
  const languages: Language[] = raw.languages.map((language) => ({
    code: language.languageCode,
    defaultCountry: language.defaultCountry?.countryCode ?? null,
    names: namesOf(language.localizations),
  }));
  const countries: Country[] = raw.countries.map((country) => ({
    code: country.countryCode,
    hidden: country.hidden,
    supportedLanguages: country.supportedLanguages.map((language) => language.languageCode),
    defaultLanguage: country.defaultLanguage.languageCode,
    defaultMeasurementSystem: country.defaultMeasurementSystem,
    names: namesOf(country.localizations),
  }));
  return {
    sites: raw.sites.map(reshapeSite).filter((site): site is Site => site !== null),
    countries: [allCountry(languages), ...countries],
    languages,
  };
}
