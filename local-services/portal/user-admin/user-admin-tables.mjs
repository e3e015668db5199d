/**
 * The tables of user administration (issue 13): a company's organizations, the applications
 * that can be granted, the company's users and their access records (one per user,
 * organization and application). Only the SHA-256 of an invitation token is kept, so a copy of
 * the store opens no invitation.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS portal_organizations (
    id TEXT PRIMARY KEY,
    company_key TEXT NOT NULL,
    company_name TEXT NOT NULL,
    name TEXT NOT NULL,
    org_id TEXT NOT NULL,
    sub_region TEXT NOT NULL,
    country TEXT NOT NULL,
    city TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS portal_organizations_company
    ON portal_organizations (company_key, name);
  CREATE TABLE IF NOT EXISTS portal_applications (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role_stem TEXT NOT NULL,
    position INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS portal_users (
    id TEXT PRIMARY KEY,
    company_key TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS portal_users_company_email
    ON portal_users (company_key, email);
  CREATE TABLE IF NOT EXISTS portal_access (
    user_id TEXT NOT NULL REFERENCES portal_users (id) ON DELETE CASCADE,
    organization_id TEXT NOT NULL REFERENCES portal_organizations (id) ON DELETE CASCADE,
    application TEXT NOT NULL REFERENCES portal_applications (id),
    state TEXT NOT NULL,
    requested_by TEXT,
    request_date TEXT,
    invited_at TEXT,
    token_hash TEXT UNIQUE,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, organization_id, application)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS portal_access_organization
    ON portal_access (organization_id, application, state);
  -- Invitation links that set a password: the record keeps its token hash until the user
  -- accepts, so single use is kept here (and outlives the record).
  CREATE TABLE IF NOT EXISTS portal_used_invitations (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    used_at TEXT NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * The portal services an administrator can grant (lib/portal/service-status.ts, whose ids they
 * share), each with the role stem its access states become (`<stem>_active`, …; spec 001 §6).
 */
export const APPLICATIONS = /** @type {const} */ ([
  ["serviceTickets", "Service tickets", "kmx_int_serviceticketing"],
  ["inventory", "Inventory", "kmx_int_assetdb"],
  ["wireFlow", "Wire-flow", "kmx_int_artemis"],
  ["wireMaster", "Wire master", "kmx_int_mfpwm"],
  ["masterData", "Master data", "kmx_int_mfpmds"],
  ["learningHub", "Learning hub", "kmx_int_lmsefront"],
  ["productInformation", "Product information", "kmx_int_productinfo"],
  ["directService", "Direct service", "kmx_int_direct"],
]);

/** @param {import('better-sqlite3').Database} db */
export function ensureUserAdminTables(db) {
  db.exec(SCHEMA);
  const upsert = db.prepare(
    `INSERT INTO portal_applications (id, name, role_stem, position) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, role_stem = excluded.role_stem,
       position = excluded.position`,
  );
  APPLICATIONS.forEach(([id, name, roleStem], position) =>
    upsert.run(id, name, roleStem, position),
  );
}
