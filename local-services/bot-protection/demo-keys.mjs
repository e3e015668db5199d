/**
 * The stand-in's key pair (local-services/bot-protection/README.md): the site's default
 * BOT_PROTECTION_SITE_KEY and BOT_PROTECTION_SECRET. A site key is the demo key, optionally with
 * a marker suffix that makes tests' bad cases:
 *   local-demo-site-key             score 0.9 (a human)
 *   local-demo-site-key-low-score   score 0.1 (a bot: below any sensible threshold)
 *   local-demo-site-key-broken      the script fails: execute() rejects, as when a provider is down
 */
export const DEMO_SITE_KEY = "local-demo-site-key";
export const DEMO_SECRET = "local-demo-bot-secret";

const MARKERS = /** @type {const} */ ({ "": 0.9, "-low-score": 0.1, "-broken": null });

/**
 * The score a token of this site key gets; null for the broken key, undefined for an unknown key.
 * @param {string} siteKey
 * @returns {number | null | undefined}
 */
export function scoreOfSiteKey(siteKey) {
  if (!siteKey.startsWith(DEMO_SITE_KEY)) return undefined;
  const marker = siteKey.slice(DEMO_SITE_KEY.length);
  return Object.hasOwn(MARKERS, marker)
    ? MARKERS[/** @type {keyof typeof MARKERS} */ (marker)]
    : undefined;
}
