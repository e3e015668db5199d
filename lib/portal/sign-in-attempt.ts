/**
 * Remembers in this tab that the portal sent the visitor to sign in, so a visitor who comes back
 * still signed out is told so (and sent home after 30 s, spec 001 §4) rather than sent again.
 */
const ATTEMPT_KEY = "ferrion.portal.sign-in-attempt";
/** One automatic retry of a callback error (spec 001 §8), never a loop. */
const RETRY_KEY = "ferrion.portal.callback-retry";
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
/**
 * The visitor cancelled at the provider: the page they go back to, and only it, says so once (the
 * callback page's own header must not take the news on its way out).
 */
export const signInCancelled = {
  mark: (page: string) => window.sessionStorage.setItem(CANCELLED_KEY, page),
  /** Whether a sign-in was cancelled on the way back to `page`; forgotten once read there. */
  takeFor(page: string): boolean {
    if (window.sessionStorage.getItem(CANCELLED_KEY) !== page) return false;
    window.sessionStorage.removeItem(CANCELLED_KEY);
    return true;
  },
};
