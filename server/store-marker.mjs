/**
 * The response header with which proxy.ts marks a public page, the same for every visitor, so
 * the server may keep the rendered HTML for the next visitor. Never sent to the browser.
 */
export const STORE_MARKER = "x-ferrion-page-cache";
