export type MeasurementSystem = "Metric" | "Imperial";

export interface SiteDomain {
  hostname: string;
  /** The path segment after the hostname, when the domain points at a part of the site. */
  slug: string | null;
}

export interface Site {
  id: string;
  name: string;
  /** Empty for the main site. */
  slug: string | null;
  /** Lower-case name with spaces and hyphens turned into underscores. */
  technicalName: string;
  internationalOnly: boolean;
  hideSideButtons: boolean;
  enableCutFont: boolean;
  headerNavigationId: string;
  footerNavigationId: string;
  domains: SiteDomain[];
}

export interface Country {
  code: string;
  hidden: boolean;
  supportedLanguages: string[];
  defaultLanguage: string;
  defaultMeasurementSystem: MeasurementSystem;
  /** Display name per content locale. */
  names: Record<string, string>;
}

export interface Language {
  code: string;
  defaultCountry: string | null;
  names: Record<string, string>;
}

export interface SystemData {
  sites: Site[];
  countries: Country[];
  languages: Language[];
}

/** A locale derived from a URL segment (spec 001 §3). */
export interface Locale {
  /** language-COUNTRY, or just the language when international. */
  code: string;
  /** The code as it appears in URLs: lower case. */
  urlCode: string;
  /** The code the service systems understand. */
  sisCode: string;
  isInternational: boolean;
  language: string;
  /** Upper-case country code; null when international. */
  country: string | null;
}
