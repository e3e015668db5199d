// Cookie names, shared by proxy.ts (TypeScript) and the page cache in server/ (plain Node).

/** The locale a visitor last chose on a site: `ferrion-locale-{site technical name}`. */
export const LOCALE_COOKIE_PREFIX = "ferrion-locale-";

/** Test mode (spec 001 §4): set by `?testing=true`. */
export const TESTING_COOKIE = "ferrion-testing";

/** The signed-in editor's token (spec 000 §6): HttpOnly, 90 days, an HMAC made with the server secret. */
export const EDITOR_COOKIE = "ferrion-editor";

/** The stage a signed-in editor chose (spec 000 §4); ignored without a valid editor cookie. */
export const EDITOR_STAGE_COOKIE = "ferrion-editor-stage";

/** The next-release toggle (spec 000 §4): set by `?nextRelease=…`, cleared by `nextRelease=false`. */
export const NEXT_RELEASE_COOKIE = "ferrion-next-release";

/** The preview password gate (spec 001 §4): "locked" after the query flag, an HMAC once passed. */
export const PREVIEW_COOKIE = "ferrion-preview";

/** Cookies that change what a page shows, so a request carrying one never reads a shared page. */
export const PERSONAL_COOKIES = [EDITOR_COOKIE, NEXT_RELEASE_COOKIE, PREVIEW_COOKIE];
