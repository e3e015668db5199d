/** The named query parameters of a request; absent ones are undefined, so schema defaults apply. */
export function queryParams<Key extends string>(
  url: URL,
  keys: readonly Key[],
): Record<Key, string | undefined> {
  return Object.fromEntries(
    keys.map((key) => [key, url.searchParams.get(key) ?? undefined]),
  ) as Record<Key, string | undefined>;
}
