/**
 * The languages the content system should try, in order: the current one, the fallback, then
 * English (which every document has). Sent as the `gcms-locales` header and `locales` variable.
 */
export function localePreference(current: string, fallback?: string): string[] {
  return [...new Set([current, fallback, "en"].filter((code): code is string => Boolean(code)))];
}
