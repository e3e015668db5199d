// Read by next.config.ts at build time, so neither TypeScript nor "server-only" here.

/** Letters, digits, `.`, `_`, `-`: it travels in asset URLs (`?dpl=`) and a response header. */
const DEPLOYMENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The release identity a build is made with (`DEPLOYMENT_ID`, e.g. the commit): Next's
 * `deploymentId` and the build id, so the build poll, the client router's build check and the
 * asset URLs all name the same release, and instances built apart from one commit agree. Unset,
 * Next makes a random build id per build and no deployment id.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function deploymentIdFrom(env) {
  const value = env.DEPLOYMENT_ID;
  if (value === undefined || value === "") return undefined;
  if (!DEPLOYMENT_ID.test(value)) {
    throw new Error(
      `Invalid configuration: DEPLOYMENT_ID must be 1–64 letters, digits, ".", "_" or "-" (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}
