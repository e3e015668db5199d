/** The next-release cookie's value while the toggle is on. */
export const NEXT_RELEASE_ON = "true";

/** Server cache keys of next-release reads start with this, so they never mix with the current release. */
export const NEXT_RELEASE_CACHE_PREFIX = "next-release:";

export interface ReleaseToggle {
  isOn: boolean;
  /** What the response does with the cookie. */
  cookie: "set" | "clear" | "keep";
}

/**
 * Spec 000 §4: `?nextRelease=false` clears the toggle, any other value sets it; without the
 * parameter the cookie decides.
 */
export function releaseToggle(query: string | null, cookie: string | undefined): ReleaseToggle {
  if (query === "false") return { isOn: false, cookie: cookie === undefined ? "keep" : "clear" };
  if (query !== null) return { isOn: true, cookie: cookie === NEXT_RELEASE_ON ? "keep" : "set" };
  return { isOn: cookie === NEXT_RELEASE_ON, cookie: "keep" };
}
