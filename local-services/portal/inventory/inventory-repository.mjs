import { machineOf } from "../tickets/ticket-rows.mjs";

/**
 * @typedef {object} InventoryQuery
 * @property {string[] | null} organizations the organizations the caller may see (null: all of
 *   the company's); no filter reaches past them
 * @property {string | null} plant exact value
 * @property {string | null} organization exact value
 * @property {string[]} words lower-case words that must each occur in model, serial number or name
 * @property {number} limit
 * @property {number} offset
 */

/** @param {string} text a LIKE pattern's literal part */
function likeLiteral(text) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The machines of the company within the caller's organizations.
 * @param {string} companyKey @param {string[] | null} organizations
 */
function scopeCondition(companyKey, organizations) {
  if (organizations === null) return { where: ["m.company_key = ?"], params: [companyKey] };
  return {
    where: ["m.company_key = ?", "m.organization IN (SELECT value FROM json_each(?))"],
    params: [companyKey, JSON.stringify(organizations)],
  };
}

/** @param {string} companyKey @param {InventoryQuery} query */
function inventoryCondition(companyKey, query) {
  const { where, params } = scopeCondition(companyKey, query.organizations);
  if (query.plant !== null) {
    where.push("m.plant = ?");
    params.push(query.plant);
  }
  if (query.organization !== null) {
    where.push("m.organization = ?");
    params.push(query.organization);
  }
  for (const word of query.words) {
    where.push(
      "(fold_case(m.model) LIKE ? ESCAPE '\\' OR fold_case(m.serial_number) LIKE ? ESCAPE '\\' OR fold_case(m.name) LIKE ? ESCAPE '\\')",
    );
    const pattern = `%${likeLiteral(word)}%`;
    params.push(pattern, pattern, pattern);
  }
  return { condition: where.join(" AND "), params };
}

/**
 * The machines of the caller's organizations for the inventory (issue 13): filtered, in a fixed
 * order (plant, name, serial number), each with its count of tickets that are not CLOSED (the
 * tickets' machine index).
 * @param {import('better-sqlite3').Database} db
 */
export function createInventoryRepository(db) {
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

  return {
    /** @param {string} companyKey @param {InventoryQuery} query */
    list(companyKey, query) {
      const { condition, params } = inventoryCondition(companyKey, query);
      const { total } = /** @type {{ total: number }} */ (
        prepared(`SELECT COUNT(*) AS total FROM portal_machines m WHERE ${condition}`).get(
          ...params,
        )
      );
      const rows = /** @type {any[]} */ (
        prepared(
          `SELECT m.*, (
             SELECT COUNT(*) FROM portal_tickets t
             WHERE t.company_key = m.company_key AND t.machine_id = m.id AND t.status <> 'CLOSED'
           ) AS open_tickets
           FROM portal_machines m WHERE ${condition}
           ORDER BY m.plant, m.name, m.serial_number, m.id LIMIT ? OFFSET ?`,
        ).all(...params, query.limit, query.offset)
      );
      return {
        totalCount: total,
        items: rows.map((row) => ({ ...machineOf(row), openTickets: row.open_tickets })),
      };
    },

    /**
     * The values the filters offer: those present among the machines the caller may see.
     * @param {string} companyKey @param {string[] | null} organizations as in InventoryQuery
     */
    choices(companyKey, organizations) {
      const { where, params } = scopeCondition(companyKey, organizations);
      const values = (/** @type {string} */ column) =>
        /** @type {{ value: string }[]} */ (
          prepared(
            `SELECT DISTINCT m.${column} AS value FROM portal_machines m
             WHERE ${where.join(" AND ")} ORDER BY m.${column}`,
          ).all(...params)
        ).map((row) => row.value);
      return { plants: values("plant"), organizations: values("organization") };
    },

    /** @param {string} machineId */
    openTicketCount(machineId) {
      const { count } = /** @type {{ count: number }} */ (
        prepared(
          `SELECT COUNT(*) AS count FROM portal_tickets
           WHERE company_key = (SELECT company_key FROM portal_machines WHERE id = ?)
             AND machine_id = ? AND status <> 'CLOSED'`,
        ).get(machineId, machineId)
      );
      return count;
    },
  };
}

/** @typedef {ReturnType<typeof createInventoryRepository>} InventoryRepository */
