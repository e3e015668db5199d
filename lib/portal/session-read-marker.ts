/**
 * Whether this page has read the tab's stored portal session yet, as an attribute on <html> (like
 * the measurement system, lib/measurement/measurement-visibility.ts): the header's signed-out
 * buttons stay unseen until then, so a signed-in visitor never sees them flash, and the read
 * shows them without a React render.
 */
const SESSION_READ_ATTRIBUTE = "data-portal-session-read";

/** Class names for what stays unseen until the stored session has been read. */
export const HIDDEN_UNTIL_SESSION_READ = "[html:not([data-portal-session-read])_&]:invisible";

export function markSessionRead(): void {
  document.documentElement.setAttribute(SESSION_READ_ATTRIBUTE, "");
}
