import { inventoryCaller } from "../caller.mjs";
import { badUserInput } from "../portal-errors.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */

/** Large enough for a CSV export of a company's whole inventory in one answer. */
export const INVENTORY_MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 10;
const MAX_CHOICE_LENGTH = 200;

/** @param {any} args */
function pagingOf(args) {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badUserInput("page", "pageInvalid");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > INVENTORY_MAX_PAGE_SIZE) {
    throw badUserInput("pageSize", "pageSizeInvalid");
  }
  return { page, pageSize };
}

/** @param {unknown} value @param {string} field an exact filter value, or null for "all" */
function choiceOf(value, field) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string" || value.length > MAX_CHOICE_LENGTH) {
    throw badUserInput(field, "textTooLong");
  }
  return value;
}

/** @param {unknown} text */
function searchWords(text) {
  if (typeof text !== "string") return [];
  const trimmed = text.trim();
  if (trimmed.length > MAX_SEARCH_LENGTH) throw badUserInput("text", "textTooLong");
  return trimmed.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

export const inventoryResolvers = {
  Query: {
    /** @param {unknown} _root @param {any} args @param {PortalContext} context */
    inventory(_root, args, context) {
      const { companyKey } = inventoryCaller(context);
      const { page, pageSize } = pagingOf(args);
      const filter = args.filter ?? {};
      const { items, totalCount } = context.inventory.list(companyKey, {
        plant: choiceOf(filter.plant, "plant"),
        organization: choiceOf(filter.organization, "organization"),
        words: searchWords(filter.text),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        items,
        totalCount,
        page,
        pageSize,
        pageCount: Math.ceil(totalCount / pageSize),
        ...context.inventory.choices(companyKey),
      };
    },
  },
  Machine: {
    /** @param {{ locationId: string }} machine @param {unknown} _args @param {PortalContext} context */
    location: (machine, _args, context) => context.repo.locationById(machine.locationId),
    /** @param {{ id: string, openTickets?: number }} machine @param {unknown} _args @param {PortalContext} context */
    openTickets: (machine, _args, context) =>
      machine.openTickets ?? context.inventory.openTicketCount(machine.id),
  },
};
