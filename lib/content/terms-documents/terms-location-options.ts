/** A location the filter offers: its `?location=` value and its name in the page's language. */
export interface TermsLocationOption {
  value: string;
  name: string;
}

/** Every location any listed document applies to, once, by name in the page's language. */
export function termsLocationOptions(
  documents: ReadonlyArray<{ locations: ReadonlyArray<{ countryCode: string; name: string }> }>,
  language: string,
): TermsLocationOption[] {
  const byCode = new Map<string, string>();
  for (const document of documents) {
    for (const location of document.locations) {
      byCode.set(location.countryCode.toLowerCase(), location.name);
    }
  }
  return [...byCode]
    .map(([value, name]) => ({ value, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
