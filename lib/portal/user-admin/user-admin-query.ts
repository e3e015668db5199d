import { ACCESS_STATES } from "@/contracts/portal/user-admin/access-transitions.mjs";
import { parsePageNumber } from "@/lib/paging/list-paging";

import type { AccessStatus } from "./access";

/** Users per page of the user administration list. */
export const USER_ADMIN_PAGE_SIZE = 20;
/** The back end refuses longer search texts (`text: textTooLong`). */
export const USER_ADMIN_TEXT_MAX_LENGTH = 200;

export interface UserAdminFilter {
  organizationId: string | null;
  application: string | null;
  status: AccessStatus | null;
  text: string;
}

/** The list's state, all of it in the URL so a link shares the view. */
export interface UserAdminQuery {
  filter: UserAdminFilter;
  page: number;
}

export const EMPTY_USER_ADMIN_FILTER: UserAdminFilter = {
  organizationId: null,
  application: null,
  status: null,
  text: "",
};

/** Ids the back end hands out: plain URL-safe characters (as lib/portal/portal-routes.ts). */
const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

interface SearchParamsLike {
  get(name: string): string | null;
}

function idValue(params: SearchParamsLike, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && ID.test(value) ? value : null;
}

/** The access status a chosen or linked value names; null for none or an unknown one. */
export function accessStatusOf(value: string | null | undefined): AccessStatus | null {
  return ACCESS_STATES.find((status) => status === value) ?? null;
}

function statusValue(params: SearchParamsLike): AccessStatus | null {
  return accessStatusOf(params.get("status")?.trim().toLowerCase());
}

function textValue(params: SearchParamsLike): string {
  return (params.get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, USER_ADMIN_TEXT_MAX_LENGTH)
    .trim();
}

/**
 * `?org=…&app=…&status=…&q=…&page=…` as the list's state. A value it cannot use is dropped (never
 * an error): a shared or edited link still opens the list.
 */
export function parseUserAdminQuery(params: SearchParamsLike): UserAdminQuery {
  return {
    filter: {
      organizationId: idValue(params, "org"),
      application: idValue(params, "app"),
      status: statusValue(params),
      text: textValue(params),
    },
    page: parsePageNumber(params.get("page") ?? undefined),
  };
}

/** The canonical query string of a state: set values only, in a fixed order, no defaults. */
export function userAdminSearch(query: UserAdminQuery): string {
  const { filter } = query;
  const params = new URLSearchParams();
  if (filter.organizationId) params.set("org", filter.organizationId);
  if (filter.application) params.set("app", filter.application);
  if (filter.status) params.set("status", filter.status);
  if (filter.text) params.set("q", filter.text);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A changed filter shows its results from the first page. */
export function withUserAdminFilter(
  query: UserAdminQuery,
  change: Partial<UserAdminFilter>,
): UserAdminQuery {
  return { filter: { ...query.filter, ...change }, page: 1 };
}

export function hasUserAdminFilter(filter: UserAdminFilter): boolean {
  return userAdminSearch({ filter, page: 1 }) !== "";
}

/** What the back end is asked for a page of the list. */
export type UserListVariables = {
  filter: {
    organizationId?: string;
    application?: string;
    status?: AccessStatus;
    text?: string;
  };
  page: number;
  pageSize: number;
};

/** The back end's variables for a page of the list: only the filters that are set. */
export function userAdminVariables(query: UserAdminQuery): UserListVariables {
  const { filter } = query;
  return {
    filter: {
      ...(filter.organizationId ? { organizationId: filter.organizationId } : {}),
      ...(filter.application ? { application: filter.application } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.text ? { text: filter.text } : {}),
    },
    page: query.page,
    pageSize: USER_ADMIN_PAGE_SIZE,
  };
}
