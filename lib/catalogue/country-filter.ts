/**
 * Spec 000 §5: products and child classifications are listed only where their supported
 * countries include the visitor's country; an empty list means everywhere. An international
 * locale has no country to judge by, so it lists everything: it is the showcase for visitors
 * whose country has no site of its own.
 */
export function isAvailableIn(
  supportedCountries: readonly string[],
  country: string | null,
): boolean {
  if (country === null || supportedCountries.length === 0) return true;
  return supportedCountries.includes(country.toUpperCase());
}

export function filterByCountry<T extends { supported_countries: readonly string[] }>(
  items: readonly T[],
  country: string | null,
): T[] {
  return items.filter((item) => isAvailableIn(item.supported_countries, country));
}
