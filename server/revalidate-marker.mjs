/**
 * The request header with which the page cache asks for its renders: data that a `?cache=clear`
 * marked stale is loaded anew and waited for (the cached value when that fails), so a refreshed
 * page shows the change; everything else is read as usual. proxy.ts reads it as the cache mode
 * `revalidate`; server/start.mjs removes it from visitors' requests.
 */
export const REVALIDATE_MARKER = "x-ferrion-revalidate";
