import { TICKET_STATUSES, TICKET_TYPES } from "@/contracts/portal/tickets/ticket-input-rules.mjs";
import { parsePageNumber } from "@/lib/paging/list-paging";

import type { TicketStatus, TicketType } from "./ticket";

/** Tickets per page of the list (issue 12: paging done by the back end). */
const TICKETS_PAGE_SIZE = 20;
/** The back end refuses longer search texts. */
export const TICKET_SEARCH_MAX_LENGTH = 200;

export interface TicketListFilter {
  status: TicketStatus[];
  type: TicketType[];
  locationId: string | null;
  machineId: string | null;
  text: string;
  /** YYYY-MM-DD, UTC day, inclusive. */
  createdFrom: string | null;
  createdTo: string | null;
}

/** The state of the ticket list, all of it in the URL so a link shares the view. */
export interface TicketListQuery {
  filter: TicketListFilter;
  sort: TicketSort;
  page: number;
}

/** The URL's sort values, readable, and the back end's, in the order the sort menu offers them. */
const SORTS = [
  ["created-desc", "CREATED_ON_DESC"],
  ["created-asc", "CREATED_ON_ASC"],
  ["status-asc", "STATUS_ASC"],
  ["status-desc", "STATUS_DESC"],
] as const;
type TicketSortParam = (typeof SORTS)[number][0];
/** The order of the list: by created on or by status, either way round. */
export type TicketSort = (typeof SORTS)[number][1];
export const TICKET_SORT_PARAMS: readonly TicketSortParam[] = SORTS.map(([param]) => param);
const DEFAULT_SORT: TicketSort = "CREATED_ON_DESC";

export const EMPTY_TICKET_FILTER: TicketListFilter = {
  status: [],
  type: [],
  locationId: null,
  machineId: null,
  text: "",
  createdFrom: null,
  createdTo: null,
};

/** Ids the back end hands out: plain URL-safe characters (as lib/portal/portal-routes.ts). */
const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

/** Reads only what URLSearchParams and Next's ReadonlyURLSearchParams both have. */
interface SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** `new,in_progress` or repeated `status=`: the known values, once each, in the enum's order. */
function enumValues<T extends string>(params: SearchParamsLike, name: string, known: readonly T[]) {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toUpperCase().replaceAll("-", "_")),
  );
  return known.filter((value) => given.has(value));
}

function idValue(params: SearchParamsLike, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && ID.test(value) ? value : null;
}

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.getUTCFullYear() >= 1000 && day.toISOString().slice(0, 10) === value;
}

function dayValue(params: SearchParamsLike, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && isCalendarDay(value) ? value : null;
}

function textValue(params: SearchParamsLike): string {
  return (params.get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TICKET_SEARCH_MAX_LENGTH)
    .trim();
}

/** The sort a URL value names; the default for anything else. */
export function sortOfParam(value: string | null): TicketSort {
  return SORTS.find(([param]) => param === value)?.[1] ?? DEFAULT_SORT;
}

/**
 * `?status=new,closed&type=breakdown&location=…&machine=…&q=…&from=…&to=…&sort=…&page=…` as the
 * list's state. A value it does not know is dropped (never an error): a shared or edited link
 * still opens a list. A range given backwards is read the right way round.
 */
export function parseTicketListQuery(params: SearchParamsLike): TicketListQuery {
  let createdFrom = dayValue(params, "from");
  let createdTo = dayValue(params, "to");
  if (createdFrom && createdTo && createdFrom > createdTo) {
    [createdFrom, createdTo] = [createdTo, createdFrom];
  }
  return {
    filter: {
      status: enumValues(params, "status", TICKET_STATUSES),
      type: enumValues(params, "type", TICKET_TYPES),
      locationId: idValue(params, "location"),
      machineId: idValue(params, "machine"),
      text: textValue(params),
      createdFrom,
      createdTo,
    },
    sort: sortOfParam(params.get("sort")),
    page: parsePageNumber(params.get("page") ?? undefined),
  };
}

const lower = (value: string) => value.toLowerCase();

export function sortParam(sort: TicketSort): TicketSortParam {
  return SORTS.find(([, value]) => value === sort)?.[0] ?? "created-desc";
}

/** The canonical query string of a list state: set values only, in a fixed order, no defaults. */
export function ticketListSearch(query: TicketListQuery): string {
  const { filter } = query;
  const params = new URLSearchParams();
  if (filter.status.length > 0) params.set("status", filter.status.map(lower).join(","));
  if (filter.type.length > 0) params.set("type", filter.type.map(lower).join(","));
  if (filter.locationId) params.set("location", filter.locationId);
  if (filter.machineId) params.set("machine", filter.machineId);
  if (filter.text) params.set("q", filter.text);
  if (filter.createdFrom) params.set("from", filter.createdFrom);
  if (filter.createdTo) params.set("to", filter.createdTo);
  if (query.sort !== DEFAULT_SORT) params.set("sort", sortParam(query.sort));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A changed filter shows its results from the first page. */
export function withFilter(
  query: TicketListQuery,
  change: Partial<TicketListFilter>,
): TicketListQuery {
  return { filter: { ...query.filter, ...change }, sort: query.sort, page: 1 };
}

export function withSort(query: TicketListQuery, sort: TicketSort): TicketListQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: TicketListQuery, page: number): TicketListQuery {
  return { ...query, page: Math.max(1, Math.trunc(page)) };
}

export function hasActiveFilter(filter: TicketListFilter): boolean {
  return ticketListSearch({ filter, sort: DEFAULT_SORT, page: 1 }) !== "";
}

/** The back end's variables for a list state: only the filters that are set. */
export function ticketListVariables(query: TicketListQuery) {
  const { filter } = query;
  return {
    filter: {
      ...(filter.status.length > 0 ? { status: filter.status } : {}),
      ...(filter.type.length > 0 ? { type: filter.type } : {}),
      ...(filter.locationId ? { locationId: filter.locationId } : {}),
      ...(filter.machineId ? { machineId: filter.machineId } : {}),
      ...(filter.text ? { text: filter.text } : {}),
      ...(filter.createdFrom ? { createdFrom: filter.createdFrom } : {}),
      ...(filter.createdTo ? { createdTo: filter.createdTo } : {}),
    },
    sort: query.sort,
    page: query.page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}
