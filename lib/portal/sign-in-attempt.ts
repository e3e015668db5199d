/**
 * Remembers in this tab that the portal sent the visitor to sign in, so a visitor who comes back
 * still signed out is told so (and sent home after 30 s, spec 001 §4) rather than sent again.
 */
const ATTEMPT_KEY = "ferrion.portal.sign-in-attempt";
/** One automatic retry of a callback error (spec 001 §8), never a loop. */
const RETRY_KEY = "ferrion.portal.callback-retry";
/** The visitor cancelled at the provider: the page they return to says so once. */
const CANCELLED_KEY = "ferrion.portal.sign-in-cancelled";

function flag(key: string) {
  return {
    mark: () => window.sessionStorage.setItem(key, String(Date.now())),
    isSet: () => window.sessionStorage.getItem(key) !== null,
    clear: () => window.sessionStorage.removeItem(key),
  };
}

export const signInAttempt = flag(ATTEMPT_KEY);
export const callbackRetry = flag(RETRY_KEY);
export const signInCancelled = flag(CANCELLED_KEY);
