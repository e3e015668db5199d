/** The PIM's productsByIds takes at most 1000 ids. */
export const MAX_PRODUCT_IDS = 1000;
/** The PIM refuses longer search texts. */
export const MAX_SEARCH_TEXT = 200;
