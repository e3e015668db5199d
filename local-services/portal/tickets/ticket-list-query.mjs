import { TICKET_STATUSES } from "../../../contracts/portal/tickets/ticket-input-rules.mjs";

/**
 * @typedef {object} TicketQuery
 * @property {string[]} [statuses]
 * @property {string[]} [types]
 * @property {string | null} [locationId]
 * @property {string | null} [machineId]
 * @property {string[]} [words] lower-case words that must all occur
 * @property {string | null} [createdFrom] ISO instant, inclusive
 * @property {string | null} [createdBefore] ISO instant, exclusive
 * @property {'CREATED_ON_DESC' | 'CREATED_ON_ASC' | 'STATUS_ASC' | 'STATUS_DESC'} sort
 * @property {number} limit
 * @property {number} offset
 */

const ORDER_BY = {
  CREATED_ON_DESC: "created_on DESC, seq DESC",
  CREATED_ON_ASC: "created_on ASC, seq ASC",
  STATUS_ASC: "status_rank ASC, created_on DESC, seq DESC",
  STATUS_DESC: "status_rank DESC, created_on DESC, seq DESC",
};

/** @param {string} status its position in the enum, the order the status sorts use */
export function statusRank(status) {
  return TICKET_STATUSES.indexOf(/** @type {any} */ (status));
}

/** @param {string} text a LIKE pattern's literal part */
function likeLiteral(text) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The WHERE condition (with its parameters) and ORDER BY of a page of a company's tickets; every
 * part is one an index of portal-tables.mjs answers.
 * @param {string} companyKey @param {TicketQuery} query
 */
export function ticketListQuery(companyKey, query) {
  const where = ["company_key = ?"];
  /** @type {unknown[]} */
  const params = [companyKey];
  if (query.statuses?.length) {
    where.push(`status_rank IN (${query.statuses.map(() => "?").join(", ")})`);
    params.push(...query.statuses.map(statusRank));
  }
  if (query.types?.length) {
    where.push(`type IN (${query.types.map(() => "?").join(", ")})`);
    params.push(...query.types);
  }
  if (query.locationId) {
    where.push("location_id = ?");
    params.push(query.locationId);
  }
  if (query.machineId) {
    where.push("machine_id = ?");
    params.push(query.machineId);
  }
  const words = query.words ?? [];
  const indexable = words.filter((word) => [...word].length >= 3);
  if (indexable.length > 0) {
    where.push(
      "seq IN (SELECT rowid FROM portal_ticket_search WHERE portal_ticket_search MATCH ?)",
    );
    params.push(indexable.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND "));
  }
  // The trigram index cannot look for one or two characters; those are looked for directly.
  for (const word of words.filter((w) => [...w].length < 3)) {
    where.push("search_text LIKE ? ESCAPE '\\'");
    params.push(`%${likeLiteral(word)}%`);
  }
  if (query.createdFrom) {
    where.push("created_on >= ?");
    params.push(query.createdFrom);
  }
  if (query.createdBefore) {
    where.push("created_on < ?");
    params.push(query.createdBefore);
  }
  return { condition: where.join(" AND "), params, orderBy: ORDER_BY[query.sort] };
}
