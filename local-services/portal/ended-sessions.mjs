import {
  CLOCK_TOLERANCE_S,
  MAX_ID_TOKEN_AGE_S,
} from "../../contracts/identity/verify-id-token.mjs";

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS portal_ended_sessions (
    sid TEXT PRIMARY KEY,
    ended_at INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * The identity sessions that ended (the provider's back-channel logout told us), by their `sid`:
 * an ID token of such a session opens nothing any more, although its signature and expiry are
 * fine. Kept in the store, so a restart forgets no logout; a row goes once no ID token of its
 * session could pass the age rule anyway (contracts/identity/verify-id-token.mjs).
 * @param {import('better-sqlite3').Database} db
 */
export function createEndedSessions(db) {
  db.exec(SCHEMA);
  const statements = {
    record: db.prepare(
      "INSERT INTO portal_ended_sessions (sid, ended_at) VALUES (?, ?) ON CONFLICT (sid) DO NOTHING",
    ),
    has: db.prepare("SELECT 1 FROM portal_ended_sessions WHERE sid = ?"),
    sweep: db.prepare("DELETE FROM portal_ended_sessions WHERE ended_at < ?"),
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  return {
    /** @param {string} sid */
    record(sid) {
      const now = nowSeconds();
      statements.sweep.run(now - MAX_ID_TOKEN_AGE_S - CLOCK_TOLERANCE_S);
      statements.record.run(sid, now);
    },

    /** Whether an ID token's session has ended; a token without `sid` names none. */
    isSignedOut(/** @type {{ sid?: unknown }} */ claims) {
      return typeof claims.sid === "string" && statements.has.get(claims.sid) !== undefined;
    },
  };
}

/** @typedef {ReturnType<typeof createEndedSessions>} EndedSessions */
