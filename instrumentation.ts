/** Runs once when the server starts, before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stopOnInvalidConfig } = await import("./lib/config/stop-on-invalid-config");
    stopOnInvalidConfig();
  }
}
