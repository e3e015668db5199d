// The editor-session check, handed from the Next.js side (instrumentation.ts), which holds the
// secret and the signed-out sessions, to the production server in the same process, which must
// know an editor before Next.js answers (server/budgeted-request.mjs). Plain JavaScript, like
// lib/http/ferrion-headers.mjs, so the server reads it without a build.

const GLOBAL_KEY = Symbol.for("ferrion.editor-check");

/** @typedef {(token: string) => boolean} EditorCheck whether an editor cookie's value is a valid session */

/** @type {EditorCheck} */
const nobodyYet = () => false;

/** @param {EditorCheck} check */
export function provideEditorCheck(check) {
  /** @type {Record<symbol, EditorCheck | undefined>} */ (/** @type {unknown} */ (globalThis))[
    GLOBAL_KEY
  ] = check;
}

/**
 * The check Next.js provided; until it starts, nobody is an editor.
 * @returns {EditorCheck}
 */
export function editorCheck() {
  return (
    /** @type {Record<symbol, EditorCheck | undefined>} */ (/** @type {unknown} */ (globalThis))[
      GLOBAL_KEY
    ] ?? nobodyYet
  );
}
