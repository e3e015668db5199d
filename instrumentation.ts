/** Runs once when the server starts, before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // JSON logs under `next dev` too; server/start.mjs has installed the same logger already.
    const { rootLogger } = await import("./lib/log/root-logger.mjs");
    rootLogger();
    const { stopOnInvalidConfig } = await import("./lib/config/stop-on-invalid-config");
    stopOnInvalidConfig();
    // With REDIS_URL, the instance takes the sessions signed out elsewhere before it serves.
    const { checkEditorToken, startSignedOutSessions } =
      await import("./lib/editor/editor-session");
    startSignedOutSessions();
    // The production server spares signed-in editors its render budget (server/render-budget.mjs).
    const { provideEditorCheck } = await import("./lib/editor/editor-check.mjs");
    provideEditorCheck((token) => checkEditorToken(token).valid);
  }
}
