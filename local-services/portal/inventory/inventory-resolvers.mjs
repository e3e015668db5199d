import { inventoryCaller } from "../caller.mjs";
import { pageAnswer, pagingOf, searchWords } from "../list-arguments.mjs";
import { badUserInput } from "../portal-errors.mjs";
import { inventoryScopeOf } from "./inventory-scope.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */

/** Large enough for a CSV export of a company's whole inventory in one answer. */
export const INVENTORY_MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 50;
const MAX_CHOICE_LENGTH = 200;

/** @param {unknown} value @param {string} field an exact filter value, or null for "all" */
function choiceOf(value, field) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string" || value.length > MAX_CHOICE_LENGTH) {
    throw badUserInput(field, "textTooLong");
  }
  return value;
}

export const inventoryResolvers = {
  Query: {
    /** @param {unknown} _root @param {any} args @param {PortalContext} context */
    inventory(_root, args, context) {
      const caller = inventoryCaller(context);
      const { companyKey } = caller;
      const organizations = inventoryScopeOf(context, caller);
      const { page, pageSize } = pagingOf(args, {
        defaultSize: DEFAULT_PAGE_SIZE,
        maxSize: INVENTORY_MAX_PAGE_SIZE,
      });
      const filter = args.filter ?? {};
      const { items, totalCount } = context.inventory.list(companyKey, {
        organizations,
        plant: choiceOf(filter.plant, "plant"),
        organization: choiceOf(filter.organization, "organization"),
        words: searchWords(filter.text),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        ...pageAnswer({ items, totalCount }, { page, pageSize }),
        ...context.inventory.choices(companyKey, organizations),
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
