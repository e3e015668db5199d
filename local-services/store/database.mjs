import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const DATABASE_FILE_NAME = "local-services.sqlite";

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    system TEXT NOT NULL,
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    stage TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    published_at TEXT,
    PRIMARY KEY (system, model, id, stage)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * Opens (and creates when missing) the SQLite file shared by all local services.
 * @param {string} dataDir directory of the database file; created when missing
 * @returns {import('better-sqlite3').Database}
 */
export function openDatabase(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  db.pragma("journal_mode = WAL");
  // A commit is in the WAL file before it returns, so a kill -9 right after a write loses
  // nothing; NORMAL leaves out only the disk flush (fsync) of every commit, which guards against a
  // power cut, not a crash of the process (sqlite.org/pragma.html#pragma_synchronous), and made
  // each commit about ten times slower.
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  // SQLite's lower() knows only ASCII: "Černý" stayed "Černý", and a search for "černý" found
  // nobody. Searches and sorts by name lower-case with JavaScript's, which knows every script.
  db.function("fold_case", { deterministic: true }, (value) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );
  db.exec(SCHEMA);
  return db;
}
