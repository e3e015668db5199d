/** Statuses worth one more try: the server may answer differently a moment later. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Only reads are repeated; a repeated POST, PUT, PATCH or DELETE could act twice. */
const RETRYABLE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

const MAX_RETRIES = 1;

export function shouldRetry(method: string, status: number, retriesSoFar: number): boolean {
  return (
    retriesSoFar < MAX_RETRIES &&
    RETRYABLE_METHODS.has(method.toUpperCase()) &&
    RETRYABLE_STATUSES.has(status)
  );
}
