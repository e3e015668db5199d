/** The preview cookie's value while the gate was turned on by the query flag and not yet passed. */
export const PREVIEW_LOCKED = "locked";

interface PreviewGateInput {
  /** PREVIEW_PASSWORD is configured: every visitor meets the gate. */
  isAlwaysOn: boolean;
  /** A preview password exists (configured, or the demo one with the local services). */
  hasPassword: boolean;
  /** `?enablePreviewPassword` on this request: null when absent. */
  flag: string | null;
  /** The preview cookie, when the browser has one. */
  cookie: string | undefined;
  /** The cookie holds the HMAC of the current preview password. */
  isUnlocked: boolean;
}

export interface PreviewGate {
  isLocked: boolean;
  cookie: "lock" | "clear" | "keep";
}

/**
 * Spec 001 §4: enabled by configuration or by the query flag, the site stays locked until a
 * password is accepted. The flag is remembered in the preview cookie so the whole site stays
 * locked for that browser; `?enablePreviewPassword=false` forgets it. Without any password the
 * flag is ignored: a gate nobody can pass would lock the site for good.
 */
export function previewGate(input: PreviewGateInput): PreviewGate {
  const { isAlwaysOn, hasPassword, flag, cookie, isUnlocked } = input;
  if (isUnlocked) return { isLocked: false, cookie: "keep" };
  const isStale = cookie !== undefined && cookie !== PREVIEW_LOCKED;
  if (isAlwaysOn) return { isLocked: true, cookie: isStale ? "clear" : "keep" };
  if (flag === "false" || !hasPassword) {
    return { isLocked: false, cookie: cookie === undefined ? "keep" : "clear" };
  }
  if (flag !== null) return { isLocked: true, cookie: cookie === PREVIEW_LOCKED ? "keep" : "lock" };
  if (cookie === PREVIEW_LOCKED) return { isLocked: true, cookie: "keep" };
  return { isLocked: false, cookie: isStale ? "clear" : "keep" };
}
