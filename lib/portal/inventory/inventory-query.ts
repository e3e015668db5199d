import type { InventoryQueryVariables } from "@/graphql/generated/portal";
import { parsePageNumber } from "@/lib/paging/list-paging";
import {
  EMPTY_TICKET_FILTER,
  ticketListSearch,
  type TicketListQuery,
} from "@/lib/portal/tickets/ticket-list-query";
import { TICKET_STATUSES } from "@/contracts/portal/tickets/ticket-input-rules.mjs";

/** Machines per page of the inventory screen. */
const INVENTORY_PAGE_SIZE = 50;
/** The back end's largest page: what one request of the CSV export asks for. */
export const INVENTORY_MAX_PAGE_SIZE = 1000;
/** The back end refuses longer search texts and filter values. */
export const INVENTORY_TEXT_MAX_LENGTH = 200;

export interface InventoryFilter {
  plant: string | null;
  organization: string | null;
  text: string;
}

/** The inventory's state, all of it in the URL so a link shares the view. */
export interface InventoryQuery {
  filter: InventoryFilter;
  page: number;
}

export const EMPTY_INVENTORY_FILTER: InventoryFilter = {
  plant: null,
  organization: null,
  text: "",
};

interface SearchParamsLike {
  get(name: string): string | null;
}

/** Plants and organizations are free names (the back end offers them): kept as given, trimmed. */
function choiceValue(params: SearchParamsLike, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && value.length <= INVENTORY_TEXT_MAX_LENGTH ? value : null;
}

function textValue(params: SearchParamsLike): string {
  return (params.get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, INVENTORY_TEXT_MAX_LENGTH)
    .trim();
}

/**
 * `?plant=…&org=…&q=…&page=…` as the inventory's state. A value it cannot use is dropped (never an
 * error): a shared or edited link still opens the inventory.
 */
export function parseInventoryQuery(params: SearchParamsLike): InventoryQuery {
  return {
    filter: {
      plant: choiceValue(params, "plant"),
      organization: choiceValue(params, "org"),
      text: textValue(params),
    },
    page: parsePageNumber(params.get("page") ?? undefined),
  };
}

/** The canonical query string of a state: set values only, in a fixed order, no defaults. */
export function inventorySearch(query: InventoryQuery): string {
  const params = new URLSearchParams();
  if (query.filter.plant) params.set("plant", query.filter.plant);
  if (query.filter.organization) params.set("org", query.filter.organization);
  if (query.filter.text) params.set("q", query.filter.text);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A changed filter shows its results from the first page. */
export function withInventoryFilter(
  query: InventoryQuery,
  change: Partial<InventoryFilter>,
): InventoryQuery {
  return { filter: { ...query.filter, ...change }, page: 1 };
}

export function hasInventoryFilter(filter: InventoryFilter): boolean {
  return inventorySearch({ filter, page: 1 }) !== "";
}

/** The back end's filter: only the values that are set. */
export function inventoryFilterVariables(
  filter: InventoryFilter,
): InventoryQueryVariables["filter"] {
  return {
    ...(filter.plant ? { plant: filter.plant } : {}),
    ...(filter.organization ? { organization: filter.organization } : {}),
    ...(filter.text ? { text: filter.text } : {}),
  };
}

/** The back end's variables for a page of the screen. */
export function inventoryVariables(query: InventoryQuery): InventoryQueryVariables {
  return {
    filter: inventoryFilterVariables(query.filter),
    page: query.page,
    pageSize: INVENTORY_PAGE_SIZE,
  };
}

/** The statuses the inventory counts as open: every one but CLOSED. */
const OPEN_TICKET_STATUSES = TICKET_STATUSES.filter((status) => status !== "CLOSED");

/** The ticket list's query string for a machine's open tickets (what its count counts). */
export function openTicketsSearch(machineId: string): string {
  const query: TicketListQuery = {
    filter: { ...EMPTY_TICKET_FILTER, machineId, status: [...OPEN_TICKET_STATUSES] },
    sort: "CREATED_ON_DESC",
    page: 1,
  };
  return ticketListSearch(query);
}
