/** The page the visitor is on, as a path of this site. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Where a finished sign-in may go: a path of this site only. Anything else (another origin, a
 * protocol-relative `//host`, a backslash trick, control characters) falls back.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
