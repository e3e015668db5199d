/**
 * Limits of the site search, shared by the server's validation and the browser's search box:
 * this file imports nothing, so the browser bundle gets the numbers without the classic zod the
 * server's schemas use.
 */

/** Longer than any real query; a longer one is refused rather than sent on. */
export const MAX_QUERY_LENGTH = 200;
/** Ten results a page: past page 100 nobody reads on, and the cache stays small. */
export const MAX_PAGE = 100;
