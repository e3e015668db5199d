const LOGGED_VARIABLES_MAX_LENGTH = 50;

/** Variables as JSON, cut to 50 characters so logs stay readable and carry no large payloads. */
export function shortenForLog(variables: unknown, max = LOGGED_VARIABLES_MAX_LENGTH): string {
  const json = JSON.stringify(variables ?? {}) ?? "";
  return json.length > max ? `${json.slice(0, max)}…` : json;
}
