/**
 * The request header with which the page cache asks for a page rendered from fresh data (after a
 * `?cache=clear`; a failed load falls back to the cached data). proxy.ts reads it as
 * `?cache=clear` without the clear; server/start.mjs removes it from visitors' requests.
 */
export const FRESH_DATA_MARKER = "x-ferrion-fresh-data";
