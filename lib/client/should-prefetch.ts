/** The parts of the Network Information API (navigator.connection) the decision reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

/** Spec 000 §7: prefetching pages is skipped on save-data or 2g connections. */
export function shouldPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? "");
}
