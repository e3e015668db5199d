import { INVITATION_VALID_DAYS } from "../../../contracts/portal/user-admin/access-transitions.mjs";

/**
 * @typedef {object} UserQuery
 * @property {string | null} companyKey the caller's company; null: every company (internal admin)
 * @property {string[] | null} organizationIds the organizations the caller administers; null:
 *   every one (internal admin). A user is listed when he has a record in one of them, and the
 *   filters match only those records.
 * @property {string | null} organizationId
 * @property {string | null} application
 * @property {string | null} status an effective state (an expired invitation is `inviteexpired`)
 * @property {string[]} words lower-case words that must each occur in the name or e-mail
 * @property {number} limit
 * @property {number} offset
 */

/** @param {string} text a LIKE pattern's literal part */
function likeLiteral(text) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * An invitation past its validity reads as `inviteexpired` without a write: the state stored is
 * what the last action made, the state shown also depends on the clock.
 */
const EFFECTIVE_STATE =
  "CASE WHEN a.state = 'invited' AND a.invited_at <= @cutoff THEN 'inviteexpired' ELSE a.state END";

/** @param {any} row */
function accessOf(row) {
  return {
    userId: row.user_id,
    organizationId: row.organization_id,
    application: row.application,
    status: row.effective_state,
    requestedBy: row.requested_by,
    requestDate: row.request_date,
    invitedAt: row.invited_at,
  };
}

/** @param {any} row */
function organizationOf(row) {
  return {
    id: row.id,
    companyKey: row.company_key,
    company: row.company_name,
    name: row.name,
    orgId: row.org_id,
    subRegion: row.sub_region,
    country: row.country,
    city: row.city,
    members: row.members,
  };
}

/** An organization's columns and its member count (users with a record in it). */
const ORGANIZATION_COLUMNS = `o.*, (SELECT COUNT(DISTINCT m.user_id) FROM portal_access m
  WHERE m.organization_id = o.id) AS members`;
/** The organizations in a JSON list parameter. */
const IN_ORGANIZATIONS = "IN (SELECT value FROM json_each(@organizationIds))";

/** @param {any} row */
function userOf(row) {
  return {
    id: row.id,
    companyKey: row.company_key,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
  };
}

/**
 * Reads and writes of user administration. Scoping (which company a caller may see) is the
 * resolvers' job; every write runs in one immediate transaction.
 * @param {import('better-sqlite3').Database} db the store's, with ensurePortalTables applied
 * @param {{ invitationDays?: number, now?: () => Date }} [options]
 */
export function createUserAdminRepository(
  db,
  { invitationDays = INVITATION_VALID_DAYS, now = () => new Date() } = {},
) {
  if (!Number.isInteger(invitationDays) || invitationDays < 1) {
    throw new Error(`invitationDays must be a whole number of days, got ${invitationDays}`);
  }
  const cutoff = () => new Date(now().getTime() - invitationDays * 86_400_000).toISOString();
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  /** @param {string} sql */
  function prepared(sql) {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }
  /** @template T @param {() => T} fn @returns {T} */
  const write = (fn) => db.transaction(fn).immediate();

  /** @param {UserQuery} query */
  function userCondition(query) {
    const where = [];
    /** @type {Record<string, unknown>} */
    const params = { cutoff: cutoff() };
    if (query.companyKey !== null) {
      where.push("u.company_key = @companyKey");
      params.companyKey = query.companyKey;
    }
    const access = [];
    if (query.organizationIds !== null) {
      params.organizationIds = JSON.stringify(query.organizationIds);
      access.push(`a.organization_id ${IN_ORGANIZATIONS}`);
    }
    if (query.organizationId !== null) {
      access.push("a.organization_id = @organizationId");
      params.organizationId = query.organizationId;
    }
    if (query.application !== null) {
      access.push("a.application = @application");
      params.application = query.application;
    }
    if (query.status !== null) {
      access.push(`${EFFECTIVE_STATE} = @status`);
      params.status = query.status;
    }
    if (access.length > 0) {
      where.push(
        `EXISTS (SELECT 1 FROM portal_access a WHERE a.user_id = u.id AND ${access.join(" AND ")})`,
      );
    }
    query.words.forEach((word, index) => {
      where.push(
        `(fold_case(u.name) LIKE @w${index} ESCAPE '\\' OR fold_case(u.email) LIKE @w${index} ESCAPE '\\')`,
      );
      params[`w${index}`] = `%${likeLiteral(word)}%`;
    });
    return { condition: where.length > 0 ? where.join(" AND ") : "1", params };
  }

  return {
    write,
    /** How long an invitation stays valid, in days (INVITATION_VALID_DAYS). */
    invitationDays,

    /** @param {UserQuery} query */
    listUsers(query) {
      const { condition, params } = userCondition(query);
      const { total } = /** @type {{ total: number }} */ (
        prepared(`SELECT COUNT(*) AS total FROM portal_users u WHERE ${condition}`).get(params)
      );
      const rows = prepared(
        `SELECT u.* FROM portal_users u WHERE ${condition}
         ORDER BY fold_case(u.name), u.email, u.id LIMIT @limit OFFSET @offset`,
      ).all({ ...params, limit: query.limit, offset: query.offset });
      return { totalCount: total, items: rows.map(userOf) };
    },

    /** @param {string} id */
    userById(id) {
      const row = prepared("SELECT * FROM portal_users WHERE id = ?").get(id);
      return row ? userOf(row) : null;
    },

    /** @param {string} companyKey @param {string} email lower-case */
    userByEmail(companyKey, email) {
      const row = prepared("SELECT * FROM portal_users WHERE company_key = ? AND email = ?").get(
        companyKey,
        email,
      );
      return row ? userOf(row) : null;
    },

    /** @param {{ id: string, companyKey: string, name: string, email: string, createdAt: string }} user */
    addUser(user) {
      prepared(
        `INSERT INTO portal_users (id, company_key, name, email, created_at)
         VALUES (@id, @companyKey, @name, @email, @createdAt)`,
      ).run(user);
    },

    /** The user's access records, by organization and the applications' order. @param {string} userId */
    accessOfUser(userId) {
      return prepared(
        `SELECT a.*, ${EFFECTIVE_STATE} AS effective_state FROM portal_access a
         JOIN portal_applications p ON p.id = a.application
         WHERE a.user_id = @userId ORDER BY a.organization_id, p.position`,
      )
        .all({ userId, cutoff: cutoff() })
        .map(accessOf);
    },

    /** @param {string} userId @param {string} organizationId @param {string} application */
    access(userId, organizationId, application) {
      const row = prepared(
        `SELECT a.*, ${EFFECTIVE_STATE} AS effective_state FROM portal_access a
         WHERE a.user_id = @userId AND a.organization_id = @organizationId
           AND a.application = @application`,
      ).get({ userId, organizationId, application, cutoff: cutoff() });
      return row ? accessOf(row) : null;
    },

    /**
     * Creates or replaces one access record.
     * @param {{ userId: string, organizationId: string, application: string, state: string,
     *   requestedBy: string | null, requestDate: string | null, invitedAt: string | null,
     *   tokenHash: string | null, updatedAt: string }} record
     */
    putAccess(record) {
      prepared(
        `INSERT INTO portal_access (user_id, organization_id, application, state, requested_by,
           request_date, invited_at, token_hash, updated_at)
         VALUES (@userId, @organizationId, @application, @state, @requestedBy, @requestDate,
           @invitedAt, @tokenHash, @updatedAt)
         ON CONFLICT (user_id, organization_id, application) DO UPDATE SET
           state = excluded.state, requested_by = excluded.requested_by,
           request_date = excluded.request_date, invited_at = excluded.invited_at,
           token_hash = excluded.token_hash, updated_at = excluded.updated_at`,
      ).run(record);
    },

    /** @param {string} userId @param {string} organizationId @param {string} application */
    removeAccess(userId, organizationId, application) {
      prepared(
        "DELETE FROM portal_access WHERE user_id = ? AND organization_id = ? AND application = ?",
      ).run(userId, organizationId, application);
    },

    /** The stored token hash of a record (tests and the invitation page read it). @param {string} userId @param {string} organizationId @param {string} application */
    tokenHashOf(userId, organizationId, application) {
      const row = /** @type {{ token_hash: string | null } | undefined} */ (
        prepared(
          "SELECT token_hash FROM portal_access WHERE user_id = ? AND organization_id = ? AND application = ?",
        ).get(userId, organizationId, application)
      );
      return row?.token_hash ?? null;
    },

    /** @param {string | null} companyKey null: every company's */
    organizations(companyKey) {
      const rows =
        companyKey === null
          ? prepared(
              `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o
               ORDER BY o.company_name, o.name, o.id`,
            ).all()
          : prepared(
              `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o
               WHERE o.company_key = ? ORDER BY o.name, o.id`,
            ).all(companyKey);
      return rows.map(organizationOf);
    },

    /** @param {string} id */
    organizationById(id) {
      const row = prepared(
        `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o WHERE o.id = ?`,
      ).get(id);
      return row ? organizationOf(row) : null;
    },

    /** @param {{ id: string, companyKey: string, company: string, name: string, orgId: string, subRegion: string, country: string, city: string }} organization */
    addOrganization(organization) {
      prepared(
        `INSERT INTO portal_organizations (id, company_key, company_name, name, org_id, sub_region, country, city)
         VALUES (@id, @companyKey, @company, @name, @orgId, @subRegion, @country, @city)`,
      ).run(organization);
    },

    /** @param {string} companyKey */
    hasOrganizations(companyKey) {
      return (
        prepared("SELECT 1 FROM portal_organizations WHERE company_key = ? LIMIT 1").get(
          companyKey,
        ) !== undefined
      );
    },

    /**
     * The organizations a user has a record in (any state), of his company, by name: what an
     * external administrator administers. @param {string} userId @param {string} companyKey
     */
    organizationsOfMember(userId, companyKey) {
      return prepared(
        `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o
         WHERE o.company_key = @companyKey AND EXISTS (SELECT 1 FROM portal_access a
           WHERE a.organization_id = o.id AND a.user_id = @userId)
         ORDER BY o.name, o.id`,
      )
        .all({ userId, companyKey })
        .map(organizationOf);
    },

    /**
     * The company's organizations in the order they were made (seed order): the first is where
     * a request of a user without records goes. @param {string} companyKey
     */
    organizationsInOrder(companyKey) {
      return prepared(
        `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o
         WHERE o.company_key = ? ORDER BY o.rowid`,
      )
        .all(companyKey)
        .map(organizationOf);
    },

    /** The company's name as its organizations spell it. @param {string} companyKey */
    companyName(companyKey) {
      const row = /** @type {{ company_name: string } | undefined} */ (
        prepared("SELECT company_name FROM portal_organizations WHERE company_key = ? LIMIT 1").get(
          companyKey,
        )
      );
      return row?.company_name ?? null;
    },

    /** Removes every record of a user in one organization; how many. @param {string} userId @param {string} organizationId */
    removeAccessInOrganization(userId, organizationId) {
      return prepared("DELETE FROM portal_access WHERE user_id = ? AND organization_id = ?").run(
        userId,
        organizationId,
      ).changes;
    },

    /** Removes a user and (cascade) his access records. @param {string} id */
    removeUser(id) {
      prepared("DELETE FROM portal_access WHERE user_id = ?").run(id);
      return prepared("DELETE FROM portal_users WHERE id = ?").run(id).changes > 0;
    },

    /** @param {string} id @param {string} name */
    renameUser(id, name) {
      return prepared("UPDATE portal_users SET name = ? WHERE id = ?").run(name, id).changes > 0;
    },

    /**
     * The invitation a link's token opens (the identity site's invitation page): the record
     * (status `invited` or, past its validity, `inviteexpired`), its user and organization; null
     * for an unknown or replaced token. @param {string} tokenHash SHA-256 hex of the token
     */
    invitationByTokenHash(tokenHash) {
      const row = prepared(
        `SELECT a.*, ${EFFECTIVE_STATE} AS effective_state FROM portal_access a
         WHERE a.token_hash = @tokenHash`,
      ).get({ tokenHash, cutoff: cutoff() });
      if (!row) return null;
      const access = accessOf(row);
      const user = prepared("SELECT * FROM portal_users WHERE id = ?").get(access.userId);
      const organization = prepared(
        `SELECT ${ORGANIZATION_COLUMNS} FROM portal_organizations o WHERE o.id = ?`,
      ).get(access.organizationId);
      if (!user || !organization) return null;
      return { access, user: userOf(user), organization: organizationOf(organization) };
    },

    applications() {
      return /** @type {{ id: string, name: string, roleStem: string }[]} */ (
        prepared(
          "SELECT id, name, role_stem AS roleStem FROM portal_applications ORDER BY position",
        ).all()
      );
    },
  };
}

/** @typedef {ReturnType<typeof createUserAdminRepository>} UserAdminRepository */
