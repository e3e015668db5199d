// Cookie names, shared by proxy.ts (TypeScript) and the page cache in server/ (plain Node).

/** The locale a visitor last chose on a site: `ferrion-locale-{site technical name}`. */
export const LOCALE_COOKIE_PREFIX = "ferrion-locale-";

/** Test mode (spec 001 §4): set by `?testing=true`. */
export const TESTING_COOKIE = "ferrion-testing";

/** Cookies that change what a page shows, so a request carrying one never reads a shared page. */
export const PERSONAL_COOKIES = ["ferrion-editor", "ferrion-next-release", "ferrion-preview"];
