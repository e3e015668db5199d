import { describe, expect, it } from "vitest";

import {
  accessStatusOf,
  EMPTY_USER_ADMIN_FILTER,
  hasUserAdminFilter,
  parseUserAdminQuery,
  USER_ADMIN_PAGE_SIZE,
  type UserAdminFilter,
  type UserAdminQuery,
  userAdminSearch,
  userAdminVariables,
  withUserAdminFilter,
} from "@/lib/portal/user-admin/user-admin-query";

const query = (filter: Partial<UserAdminFilter> = {}, page = 1): UserAdminQuery => ({
  filter: { ...EMPTY_USER_ADMIN_FILTER, ...filter },
  page,
});

const parse = (search: string) => parseUserAdminQuery(new URLSearchParams(search));

describe("the user list's URL is read into its state; what it does not know is dropped", () => {
  it.each<[string, UserAdminQuery]>([
    ["", query()],
    ["org=O-3f2a9c01-1", query({ organizationId: "O-3f2a9c01-1" })],
    ["app=serviceTickets", query({ application: "serviceTickets" })],
    ["status=pending", query({ status: "pending" })],
    ["status=INVITEEXPIRED", query({ status: "inviteexpired" })],
    ["status=expired", query()],
    ["status=none", query()],
    ["status=__proto__", query()],
    ["org=%3Cscript%3E&app=..%2F..", query()],
    ["org=&app=&status=", query()],
    [`org=${"a".repeat(101)}`, query()],
    ["q=%20%20lena%20%20%20hofmann%20", query({ text: "lena hofmann" })],
    [`q=${"x".repeat(250)}`, query({ text: "x".repeat(200) })],
    ["q=%3Cb%3Ebold%3C%2Fb%3E", query({ text: "<b>bold</b>" })],
    [
      "org=O-1&app=inventory&status=active&q=rossi&page=3",
      query(
        { organizationId: "O-1", application: "inventory", status: "active", text: "rossi" },
        3,
      ),
    ],
    ["page=0", query()],
    ["page=-2", query()],
    ["page=2.5", query()],
    ["page=abc", query()],
    ["page=99999999999", query()],
  ])("?%s", (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });
});

describe("the status filter's choice is an access status or nothing", () => {
  it.each<[string | null, string | null]>([
    ["pending", "pending"],
    ["inviteexpired", "inviteexpired"],
    ["unknown", "unknown"],
    [null, null],
    ["", null],
    ["none", null],
    ["Pending", null],
    ["__proto__", null],
  ])("%j", (value, expected) => {
    expect(accessStatusOf(value)).toBe(expected);
  });
});

describe("a list state has one canonical address, and reading it back gives the same state", () => {
  it.each<[UserAdminQuery, string]>([
    [query(), ""],
    [query({}, 2), "?page=2"],
    [query({ status: "invited", organizationId: "O-1" }), "?org=O-1&status=invited"],
    [query({ application: "wireFlow", text: "a & b" }, 4), "?app=wireFlow&q=a+%26+b&page=4"],
  ])("%j → %s", (state, search) => {
    expect(userAdminSearch(state)).toBe(search);
    expect(parse(search)).toEqual(state);
  });
});

describe("changing a filter starts at the first page", () => {
  it.each<[Partial<UserAdminFilter>, UserAdminQuery]>([
    [{ status: "declined" }, query({ application: "inventory", status: "declined" })],
    [{ application: null }, query()],
    [{ text: "tanaka" }, query({ application: "inventory", text: "tanaka" })],
  ])("%j", (change, expected) => {
    expect(withUserAdminFilter(query({ application: "inventory" }, 5), change)).toEqual(expected);
  });
});

describe("whether a filter is set", () => {
  it.each<[Partial<UserAdminFilter>, boolean]>([
    [{}, false],
    [{ text: "" }, false],
    [{ text: "x" }, true],
    [{ organizationId: "O-1" }, true],
    [{ status: "unknown" }, true],
  ])("%j → %s", (filter, expected) => {
    expect(hasUserAdminFilter({ ...EMPTY_USER_ADMIN_FILTER, ...filter })).toBe(expected);
  });
});

describe("the back end's variables carry only the filters that are set", () => {
  it.each<[UserAdminQuery, object]>([
    [query(), { filter: {}, page: 1, pageSize: USER_ADMIN_PAGE_SIZE }],
    [
      query({ organizationId: "O-2", status: "inactive" }, 3),
      { filter: { organizationId: "O-2", status: "inactive" }, page: 3, pageSize: 20 },
    ],
    [
      query({ application: "learningHub", text: "giulia" }),
      { filter: { application: "learningHub", text: "giulia" }, page: 1, pageSize: 20 },
    ],
  ])("%j", (state, variables) => {
    expect(userAdminVariables(state)).toEqual(variables);
  });
});
