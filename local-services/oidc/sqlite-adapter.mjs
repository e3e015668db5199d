/**
 * oidc-provider's storage adapter on the local services' SQLite file: sessions, grants,
 * interactions, codes and tokens survive a restart like everything else the stand-ins hold.
 * One table, one row per artifact; expired rows are swept on writes.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS oidc_artifacts (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL CHECK (json_valid(payload)),
    grant_id TEXT,
    uid TEXT,
    user_code TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    PRIMARY KEY (model, id)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS oidc_artifacts_grant ON oidc_artifacts (grant_id);
  CREATE INDEX IF NOT EXISTS oidc_artifacts_uid ON oidc_artifacts (model, uid);
`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {new (model: string) => object} a class in the shape oidc-provider's `adapter` option wants
 */
export function createSqliteAdapter(db) {
  db.exec(SCHEMA);
  const statements = {
    upsert: db.prepare(`
      INSERT INTO oidc_artifacts (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at)
      VALUES (@model, @id, @payload, @grantId, @uid, @userCode, @expiresAt, NULL)
      ON CONFLICT (model, id) DO UPDATE SET
        payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
        user_code = excluded.user_code, expires_at = excluded.expires_at, consumed_at = NULL
    `),
    find: db.prepare(
      "SELECT payload, consumed_at FROM oidc_artifacts WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)",
    ),
    findByUid: db.prepare(
      "SELECT payload, consumed_at FROM oidc_artifacts WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)",
    ),
    findByUserCode: db.prepare(
      "SELECT payload, consumed_at FROM oidc_artifacts WHERE model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)",
    ),
    consume: db.prepare("UPDATE oidc_artifacts SET consumed_at = ? WHERE model = ? AND id = ?"),
    destroy: db.prepare("DELETE FROM oidc_artifacts WHERE model = ? AND id = ?"),
    revokeByGrantId: db.prepare("DELETE FROM oidc_artifacts WHERE grant_id = ?"),
    sweep: db.prepare(
      "DELETE FROM oidc_artifacts WHERE expires_at IS NOT NULL AND expires_at <= ?",
    ),
  };

  /** @param {any} row */
  function toPayload(row) {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload);
    return row.consumed_at ? { ...payload, consumed: row.consumed_at } : payload;
  }

  let writesSinceSweep = 0;

  return class SqliteAdapter {
    /** @param {string} model */
    constructor(model) {
      this.model = model;
    }

    /** @param {string} id @param {Record<string, any>} payload @param {number} expiresIn */
    async upsert(id, payload, expiresIn) {
      statements.upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? nowSeconds() + expiresIn : null,
      });
      writesSinceSweep += 1;
      if (writesSinceSweep >= 100) {
        writesSinceSweep = 0;
        statements.sweep.run(nowSeconds());
      }
    }

    /** @param {string} id */
    async find(id) {
      return toPayload(statements.find.get(this.model, id, nowSeconds()));
    }

    /** @param {string} uid */
    async findByUid(uid) {
      return toPayload(statements.findByUid.get(this.model, uid, nowSeconds()));
    }

    /** @param {string} userCode */
    async findByUserCode(userCode) {
      return toPayload(statements.findByUserCode.get(this.model, userCode, nowSeconds()));
    }

    /** @param {string} id */
    async consume(id) {
      statements.consume.run(nowSeconds(), this.model, id);
    }

    /** @param {string} id */
    async destroy(id) {
      statements.destroy.run(this.model, id);
    }

    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      statements.revokeByGrantId.run(grantId);
    }
  };
}

/**
 * Removes every session, grant and token of an account (after it was deleted).
 * @param {import('better-sqlite3').Database} db
 * @param {string} accountId
 */
export function forgetAccountArtifacts(db, accountId) {
  db.exec(SCHEMA);
  db.prepare("DELETE FROM oidc_artifacts WHERE json_extract(payload, '$.accountId') = ?").run(
    accountId,
  );
}
