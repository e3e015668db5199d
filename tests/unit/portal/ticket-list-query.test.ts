import { describe, expect, it } from "vitest";

import { machineAfterLocationChange, machineChoices } from "@/lib/portal/tickets/machine-choices";
import {
  EMPTY_TICKET_FILTER,
  hasActiveFilter,
  isCalendarDay,
  parseTicketListQuery,
  type TicketListFilter,
  type TicketListQuery,
  ticketListSearch,
  ticketListVariables,
  withFilter,
  withPage,
  withSort,
} from "@/lib/portal/tickets/ticket-list-query";

const DEFAULT: TicketListQuery = { filter: EMPTY_TICKET_FILTER, sort: "CREATED_ON_DESC", page: 1 };

function query(filter: Partial<TicketListFilter> = {}, rest: Partial<TicketListQuery> = {}) {
  return { ...DEFAULT, ...rest, filter: { ...EMPTY_TICKET_FILTER, ...filter } };
}

const parse = (search: string) => parseTicketListQuery(new URLSearchParams(search));

describe("the ticket list's URL is read into its state; what it does not know is dropped", () => {
  it.each<[string, TicketListQuery]>([
    ["", DEFAULT],
    ["status=new", query({ status: ["NEW"] })],
    ["status=closed,new", query({ status: ["NEW", "CLOSED"] })],
    ["status=closed&status=in-progress", query({ status: ["IN_PROGRESS", "CLOSED"] })],
    ["status=IN_PROGRESS,in_progress", query({ status: ["IN_PROGRESS"] })],
    ["status=open,deleted,", DEFAULT],
    ["type=breakdown,spare_parts,nonsense", query({ type: ["BREAKDOWN", "SPARE_PARTS"] })],
    ["type=constructor", DEFAULT],
    ["location=L-100&machine=M-7", query({ locationId: "L-100", machineId: "M-7" })],
    ["location=%3Cscript%3E&machine=..%2F..", DEFAULT],
    ["location=&machine=", DEFAULT],
    [`location=${"a".repeat(101)}`, DEFAULT],
    ["q=%20%20motor%20%20%20stops%20", query({ text: "motor stops" })],
    [`q=${"x".repeat(250)}`, query({ text: "x".repeat(200) })],
    ["q=%3Cb%3Ebold%3C%2Fb%3E", query({ text: "<b>bold</b>" })],
    [
      "from=2026-01-01&to=2026-03-31",
      query({ createdFrom: "2026-01-01", createdTo: "2026-03-31" }),
    ],
    [
      "from=2026-03-31&to=2026-01-01",
      query({ createdFrom: "2026-01-01", createdTo: "2026-03-31" }),
    ],
    ["from=2026-02-30&to=2026-13-01", DEFAULT],
    ["from=yesterday&to=2026-1-1", DEFAULT],
    ["from=0999-12-31", DEFAULT],
    ["to=2026-02-28", query({ createdTo: "2026-02-28" })],
    ["sort=created-asc", query({}, { sort: "CREATED_ON_ASC" })],
    ["sort=status-desc", query({}, { sort: "STATUS_DESC" })],
    ["sort=status-asc", query({}, { sort: "STATUS_ASC" })],
    ["sort=STATUS_ASC", DEFAULT],
    ["sort=__proto__", DEFAULT],
    ["page=3", query({}, { page: 3 })],
    ["page=0", DEFAULT],
    ["page=-2", DEFAULT],
    ["page=2.5", DEFAULT],
    ["page=abc", DEFAULT],
    ["page=99999999999", DEFAULT],
    ["page=4&page=7", query({}, { page: 4 })],
  ])("?%s", (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });
});

describe("a list state has one canonical address, and reading it back gives the same state", () => {
  it.each<[TicketListQuery, string]>([
    [DEFAULT, ""],
    [query({ status: ["NEW", "WAITING_FOR_CUSTOMER"] }), "?status=new%2Cwaiting_for_customer"],
    [query({ type: ["SOFTWARE"], locationId: "L-1" }), "?type=software&location=L-1"],
    [query({ machineId: "M-2", text: "motor & drive" }), "?machine=M-2&q=motor+%26+drive"],
    [
      query({ createdFrom: "2026-01-01", createdTo: "2026-01-31" }),
      "?from=2026-01-01&to=2026-01-31",
    ],
    [query({}, { sort: "STATUS_ASC", page: 2 }), "?sort=status-asc&page=2"],
    [query({}, { sort: "CREATED_ON_DESC", page: 1 }), ""],
  ])("%j → %s", (state, search) => {
    expect(ticketListSearch(state)).toBe(search);
    expect(parse(search)).toEqual(state);
  });
});

describe("changing what is shown", () => {
  const onPage3 = query({ status: ["NEW"] }, { page: 3, sort: "STATUS_DESC" });

  it.each<[string, TicketListQuery, TicketListQuery]>([
    [
      "a filter starts again at page 1",
      withFilter(onPage3, { text: "pump" }),
      query({ status: ["NEW"], text: "pump" }, { sort: "STATUS_DESC" }),
    ],
    [
      "the sort starts again at page 1",
      withSort(onPage3, "CREATED_ON_ASC"),
      query({ status: ["NEW"] }, { sort: "CREATED_ON_ASC" }),
    ],
    ["a page keeps the filter and sort", withPage(onPage3, 4), { ...onPage3, page: 4 }],
    ["no page below 1", withPage(onPage3, 0), { ...onPage3, page: 1 }],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[Partial<TicketListFilter>, boolean]>([
    [{}, false],
    [{ status: ["CLOSED"] }, true],
    [{ text: "x" }, true],
    [{ createdTo: "2026-01-01" }, true],
  ])("a filter of %j is active: %s", (filter, isActive) => {
    expect(hasActiveFilter({ ...EMPTY_TICKET_FILTER, ...filter })).toBe(isActive);
  });
});

describe("the back end gets only the filters that are set, 20 a page", () => {
  it.each([
    [DEFAULT, { filter: {}, sort: "CREATED_ON_DESC", page: 1, pageSize: 20 }],
    [
      query(
        {
          status: ["NEW"],
          type: ["OTHER"],
          locationId: "L-1",
          machineId: "M-1",
          text: "pump",
          createdFrom: "2026-01-01",
          createdTo: "2026-02-01",
        },
        { sort: "STATUS_ASC", page: 2 },
      ),
      {
        filter: {
          status: ["NEW"],
          type: ["OTHER"],
          locationId: "L-1",
          machineId: "M-1",
          text: "pump",
          createdFrom: "2026-01-01",
          createdTo: "2026-02-01",
        },
        sort: "STATUS_ASC",
        page: 2,
        pageSize: 20,
      },
    ],
  ])("%j", (state, variables) => {
    expect(ticketListVariables(state)).toEqual(variables);
  });
});

describe("a calendar day is a real one", () => {
  it.each([
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-12-31", true],
    ["2026-00-10", false],
    ["26-01-01", false],
    ["2026-01-01T00:00", false],
  ])("%s: %s", (value, isDay) => {
    expect(isCalendarDay(value)).toBe(isDay);
  });
});

describe("the machine filter follows the chosen location", () => {
  const locations = [
    { id: "L-1", machines: [{ id: "M-1" }, { id: "M-2" }] },
    { id: "L-2", machines: [{ id: "M-3" }] },
  ];

  it.each<[string | null, string[]]>([
    [null, ["M-1", "M-2", "M-3"]],
    ["L-2", ["M-3"]],
    ["L-unknown", []],
  ])("location %s offers %j", (locationId, machines) => {
    expect(machineChoices(locations, locationId).map((machine) => machine.id)).toEqual(machines);
  });

  it.each<[string | null, string | null, string | null]>([
    ["L-1", "M-2", "M-2"],
    ["L-2", "M-2", null],
    [null, "M-2", "M-2"],
    ["L-1", null, null],
  ])("choosing location %s keeps machine %s as %s", (locationId, machineId, kept) => {
    expect(machineAfterLocationChange(locations, locationId, machineId)).toBe(kept);
  });
});
