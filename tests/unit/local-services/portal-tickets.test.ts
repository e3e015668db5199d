import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  data,
  firstError,
  firstMachine,
  graphql,
  idTokenOf,
  ownCompanyAccount,
  type PortalServer,
  portalOperation,
  startPortalServer,
} from "./portal-helpers";

interface Row {
  id: string;
  type: string;
  status: string;
  concern: string;
  subject: string;
  description: string;
  machineName: string | null;
  serialNumber: string | null;
  createdOn: string;
  replies: number;
  location: { id: string };
  machine: { id: string; name: string; model: string; serialNumber: string };
  comments: Array<{ fromServiceDesk: boolean }>;
  statusHistory: Array<{ status: string; at: string }>;
  closureRequest: { reason: string } | null;
  attachments: Array<{ id: string }>;
}

const ROW = `id type status concern subject description machineName serialNumber createdOn replies
  location { id } machine { id name model serialNumber }
  comments { fromServiceDesk } statusHistory { status at } closureRequest { reason }
  attachments { id }`;
const LIST = `query ($filter: TicketFilter, $sort: TicketSort, $page: Int, $pageSize: Int) {
  tickets(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize pageCount items { ${ROW} }
  }
}`;
const STATUS_ORDER = ["NEW", "IN_PROGRESS", "WAITING_FOR_CUSTOMER", "CLOSURE_REQUESTED", "CLOSED"];
const CREATE = `mutation ($input: NewTicketInput!) {
  createTicket(input: $input) {
    id status concern subject machineName contact { name email } createdOn updatedOn replies
    statusHistory { status at } location { id } machine { id }
  }
}`;
const COMMENT = `mutation ($input: NewCommentInput!) {
  addTicketComment(input: $input) {
    id status replies updatedOn statusHistory { status }
    comments { text fromServiceDesk author { name email } }
  }
}`;
const CLOSE = `mutation ($input: ClosureRequestInput!) {
  requestTicketClosure(input: $input) {
    status updatedOn statusHistory { status }
    closureRequest { reason comment requestedAt requestedBy { name email } }
  }
}`;

interface Written {
  id: string;
  status: string;
  replies: number;
  createdOn: string;
  updatedOn: string;
  statusHistory: Array<{ status: string; at?: string }>;
  comments: Array<{ text: string; fromServiceDesk: boolean; author: { name: string } }>;
  closureRequest: { reason: string } | null;
}

type Page = { tickets: { totalCount: number; page: number; pageCount: number; items: Row[] } };

/** Whether every word is in what the free text looks through (as the schema describes it). */
function hasWords(row: Row, words: string[]) {
  const text = [
    row.id,
    row.subject,
    row.description,
    row.machineName ?? "",
    row.serialNumber ?? "",
    row.machine.name,
    row.machine.model,
    row.machine.serialNumber,
  ]
    .join("\n")
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

describe("portal tickets over GraphQL", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let admin: string;
  let noRole: string;
  let all: Row[];

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    [customer, admin, noRole] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "admin@example.com"),
      idTokenOf(server, "new@example.com"),
    ]);
    all = (await data<Page>(server, customer, LIST, { pageSize: 100 })).tickets.items;
  }, 60_000);
  afterAll(() => server.close());

  describe("the demo data of a company", () => {
    it("has at least 45 tickets over every status, type, concern and location", async () => {
      expect(all.length).toBeGreaterThanOrEqual(45);
      const { locations } = await data<{ locations: Array<{ id: string; machines: unknown[] }> }>(
        server,
        customer,
        "{ locations { id machines { id } } }",
      );
      expect(locations).toHaveLength(3);
      for (const location of locations) {
        expect(location.machines.length).toBeGreaterThanOrEqual(2);
        expect(location.machines.length).toBeLessThanOrEqual(4);
      }
      const seen = (key: (row: Row) => string) => new Set(all.map(key));
      expect(seen((row) => row.status)).toEqual(new Set(STATUS_ORDER));
      expect(seen((row) => row.type).size).toBe(6);
      expect(seen((row) => row.concern).size).toBe(4);
      expect(seen((row) => row.location.id)).toEqual(new Set(locations.map((l) => l.id)));
      const months = seen((row) => row.createdOn.slice(0, 7));
      expect(months.size).toBeGreaterThanOrEqual(15);
    });

    it("keeps every ticket consistent: history, replies, closure request, comments", () => {
      for (const row of all) {
        expect(row.id).toMatch(/^T-\d{6}$/);
        expect(row.statusHistory[0]).toEqual({ status: "NEW", at: row.createdOn });
        expect(row.statusHistory.at(-1)?.status).toBe(row.status);
        expect(row.replies).toBe(row.comments.length);
        expect(row.closureRequest !== null).toBe(
          row.status === "CLOSURE_REQUESTED" || row.status === "CLOSED",
        );
        if (row.status === "NEW") expect(row.concern).toBe("NOT_ASSESSED");
      }
      expect(all.some((row) => row.comments.some((c) => c.fromServiceDesk))).toBe(true);
      expect(all.some((row) => row.comments.some((c) => !c.fromServiceDesk))).toBe(true);
      expect(all.filter((row) => row.attachments.length > 0).length).toBeGreaterThanOrEqual(5);
    });
  });

  describe("company scoping", () => {
    it("shows another company's ticket as null and refuses to change it (NOT_FOUND)", async () => {
      const theirs = all.find((row) => row.status === "IN_PROGRESS")!;
      expect(
        (
          await data<{ ticket: unknown }>(
            server,
            admin,
            "query ($id: ID!) { ticket(id: $id) { id } }",
            { id: theirs.id },
          )
        ).ticket,
      ).toBeNull();
      const comment = await graphql(server, admin, COMMENT, {
        input: { ticketId: theirs.id, text: "Mine now" },
      });
      expect(firstError(comment)).toEqual({
        code: "NOT_FOUND",
        message: `Ticket ${theirs.id} not found`,
      });
      const closure = await graphql(server, admin, CLOSE, {
        input: { ticketId: theirs.id, reason: "SOLVED" },
      });
      expect(firstError(closure).code).toBe("NOT_FOUND");
      const again = await data<{ ticket: Row }>(
        server,
        customer,
        `query ($id: ID!) { ticket(id: $id) { ${ROW} } }`,
        { id: theirs.id },
      );
      expect(again.ticket.replies).toBe(theirs.replies);
      expect(again.ticket.status).toBe(theirs.status);
    });

    it("lists only the caller's company, also when filtering by another's location", async () => {
      const theirs = await data<Page>(server, admin, LIST, { pageSize: 100 });
      const ours = new Set(all.map((row) => row.id));
      expect(theirs.tickets.items.some((row) => ours.has(row.id))).toBe(false);
      const byOurLocation = await data<Page>(server, admin, LIST, {
        filter: { locationId: all[0]!.location.id },
      });
      expect(byOurLocation.tickets.totalCount).toBe(0);
    });

    it("refuses a new ticket for another company's location", async () => {
      const { locationId, machineId } = await firstMachine(server, customer);
      const answer = await graphql(server, admin, CREATE, {
        input: { locationId, machineId, type: "OTHER", subject: "s", description: "d" },
      });
      expect(firstError(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "locationId: locationRequired",
      });
    });

    it.each([
      ["locations", "{ locations { id } }", {}],
      ["tickets", "{ tickets { totalCount } }", {}],
      ["ticket", '{ ticket(id: "T-100001") { id } }', {}],
      [
        "createTicket",
        CREATE,
        {
          input: { locationId: "L", machineId: "M", type: "OTHER", subject: "s", description: "d" },
        },
      ],
      ["addTicketComment", COMMENT, { input: { ticketId: "T-100001", text: "x" } }],
      ["requestTicketClosure", CLOSE, { input: { ticketId: "T-100001", reason: "SOLVED" } }],
    ])(
      "refuses %s without the service-tickets role (FORBIDDEN)",
      async (_name, query, variables) => {
        const answer = await graphql(server, noRole, query, variables);
        expect(firstError(answer).code).toBe("FORBIDDEN");
        expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
      },
    );
  });

  describe("filters", () => {
    const day = (row: Row) => row.createdOn.slice(0, 10);
    const cases: Array<[string, () => Record<string, unknown>, (row: Row) => boolean]> = [
      [
        "one status",
        () => ({ status: ["WAITING_FOR_CUSTOMER"] }),
        (r) => r.status === "WAITING_FOR_CUSTOMER",
      ],
      [
        "two statuses",
        () => ({ status: ["NEW", "CLOSED"] }),
        (r) => ["NEW", "CLOSED"].includes(r.status),
      ],
      ["an empty status list", () => ({ status: [] }), () => true],
      ["one type", () => ({ type: ["SOFTWARE"] }), (r) => r.type === "SOFTWARE"],
      [
        "two types",
        () => ({ type: ["TRAINING", "OTHER"] }),
        (r) => ["TRAINING", "OTHER"].includes(r.type),
      ],
      [
        "a location",
        () => ({ locationId: all[1]!.location.id }),
        (r) => r.location.id === all[1]!.location.id,
      ],
      [
        "a machine",
        () => ({ machineId: all[4]!.machine.id }),
        (r) => r.machine.id === all[4]!.machine.id,
      ],
      [
        "words of the subject, any case",
        () => ({ text: "SEAL kit" }),
        (r) => hasWords(r, ["seal", "kit"]),
      ],
      ["a two-letter word", () => ({ text: "Cc" }), (r) => hasWords(r, ["cc"])],
      [
        "a word and a one-letter word",
        () => ({ text: "blades v" }),
        (r) => hasWords(r, ["blades", "v"]),
      ],
      ["part of a word", () => ({ text: "lubricat" }), (r) => hasWords(r, ["lubricat"])],
      ["a ticket id", () => ({ text: all[7]!.id }), (r) => r.id === all[7]!.id],
      [
        "a machine's serial number",
        () => ({ text: all[2]!.machine.serialNumber.toLowerCase() }),
        (r) => r.machine.serialNumber === all[2]!.machine.serialNumber,
      ],
      [
        "a machine model",
        () => ({ text: all[3]!.machine.model }),
        (r) =>
          r.machine.model === all[3]!.machine.model ||
          `${r.subject} ${r.description}`.includes(all[3]!.machine.model),
      ],
      ["LIKE wildcards taken literally", () => ({ text: "100%_" }), () => false],
      [
        "created from a day",
        () => ({ createdFrom: day(all[10]!) }),
        (r) => day(r) >= day(all[10]!),
      ],
      [
        "created up to a day (inclusive)",
        () => ({ createdTo: day(all[10]!) }),
        (r) => day(r) <= day(all[10]!),
      ],
      [
        "a one-day range",
        () => ({ createdFrom: day(all[5]!), createdTo: day(all[5]!) }),
        (r) => day(r) === day(all[5]!),
      ],
      [
        "status and location together",
        () => ({ status: ["CLOSED"], locationId: all[0]!.location.id }),
        (r) => r.status === "CLOSED" && r.location.id === all[0]!.location.id,
      ],
    ];

    it.each(cases)("by %s", async (_name, filter, expected) => {
      const page = await data<Page>(server, customer, LIST, { filter: filter(), pageSize: 100 });
      const want = all
        .filter(expected)
        .map((row) => row.id)
        .sort();
      expect(page.tickets.items.map((row) => row.id).sort()).toEqual(want);
      expect(page.tickets.totalCount).toBe(want.length);
    });

    it("finds something for every filter that should match", async () => {
      for (const [name, filter, expected] of cases) {
        if (name.includes("wildcards")) continue;
        expect(all.filter(expected).length, name).toBeGreaterThan(0);
        expect(typeof filter()).toBe("object");
      }
    });
  });

  describe("sort", () => {
    it.each([
      ["CREATED_ON_DESC", (a: Row, b: Row) => b.createdOn.localeCompare(a.createdOn)],
      ["CREATED_ON_ASC", (a: Row, b: Row) => a.createdOn.localeCompare(b.createdOn)],
      [
        "STATUS_ASC",
        (a: Row, b: Row) =>
          STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
          b.createdOn.localeCompare(a.createdOn),
      ],
      [
        "STATUS_DESC",
        (a: Row, b: Row) =>
          STATUS_ORDER.indexOf(b.status) - STATUS_ORDER.indexOf(a.status) ||
          b.createdOn.localeCompare(a.createdOn),
      ],
    ])("%s", async (sort, compare) => {
      const page = await data<Page>(server, customer, LIST, { sort, pageSize: 100 });
      expect(page.tickets.items.map((row) => row.id)).toEqual(
        [...all].sort(compare).map((row) => row.id),
      );
    });

    it("sorts by created on, newest first, when no sort is given", () => {
      const dates = all.map((row) => row.createdOn);
      expect(dates).toEqual([...dates].sort().reverse());
    });
  });

  describe("paging", () => {
    it("pages through all tickets without gaps or repeats", async () => {
      const pageSize = 10;
      const ids: string[] = [];
      const pageCount = Math.ceil(all.length / pageSize);
      for (let page = 1; page <= pageCount; page += 1) {
        const answer = await data<Page>(server, customer, LIST, { page, pageSize });
        expect(answer.tickets).toMatchObject({ totalCount: all.length, page, pageCount });
        ids.push(...answer.tickets.items.map((row) => row.id));
      }
      expect(ids).toEqual(all.map((row) => row.id));
    });

    it("answers a page past the end with no items and the true totals", async () => {
      const answer = await data<Page>(server, customer, LIST, { page: 99, pageSize: 10 });
      expect(answer.tickets).toMatchObject({
        items: [],
        totalCount: all.length,
        page: 99,
        pageCount: Math.ceil(all.length / 10),
      });
    });

    it("pages a free-text search by status like any list, its totals on every page", async () => {
      const filter = { text: "the" };
      const found = await data<Page>(server, customer, LIST, { filter, pageSize: 100 });
      const byStatus = await data<Page>(server, customer, LIST, {
        filter,
        sort: "STATUS_ASC",
        pageSize: 100,
      });
      const total = found.tickets.totalCount;
      expect(total).toBeGreaterThan(10);
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 10) + 1; page += 1) {
        const answer = await data<Page>(server, customer, LIST, {
          filter,
          sort: "STATUS_ASC",
          page,
          pageSize: 10,
        });
        expect(answer.tickets.totalCount).toBe(total);
        ids.push(...answer.tickets.items.map((row) => row.id));
      }
      expect(ids).toEqual(byStatus.tickets.items.map((row) => row.id));
    });

    it.each([
      [{ page: 0 }, "page: pageInvalid"],
      [{ page: -3 }, "page: pageInvalid"],
      [{ pageSize: 0 }, "pageSize: pageSizeInvalid"],
      [{ pageSize: 101 }, "pageSize: pageSizeInvalid"],
      [{ filter: { createdFrom: "2026-13-01" } }, "createdFrom: dateInvalid"],
      [{ filter: { createdTo: "yesterday" } }, "createdTo: dateInvalid"],
      [{ filter: { createdFrom: "2026-02-30" } }, "createdFrom: dateInvalid"],
      [{ filter: { text: "x".repeat(201) } }, "text: textTooLong"],
    ])("refuses paging or filter case %$ with BAD_USER_INPUT", async (variables, message) => {
      const answer = await graphql(server, customer, LIST, variables);
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
    });

    it("accepts the edges: page size 1 and 100", async () => {
      for (const pageSize of [1, 100]) {
        const answer = await data<Page>(server, customer, LIST, { pageSize });
        expect(answer.tickets.items).toHaveLength(Math.min(pageSize, all.length));
      }
    });
  });

  describe("writing (in a company of its own)", () => {
    let own: Awaited<ReturnType<typeof ownCompanyAccount>>;
    let input: Record<string, unknown>;
    beforeAll(async () => {
      own = await ownCompanyAccount(server);
      const { locationId, machineId } = await firstMachine(server, own.idToken);
      input = {
        locationId,
        machineId,
        type: "BREAKDOWN",
        subject: "Feeder stops",
        description: "It stops.",
      };
    });

    const long = (n: number) => "x".repeat(n);
    it.each([
      [{ subject: "   " }, "subject: subjectRequired"],
      [{ subject: long(201) }, "subject: subjectTooLong"],
      [{ description: "" }, "description: descriptionRequired"],
      [{ description: long(10_001) }, "description: textTooLong"],
      [{ locationId: "" }, "locationId: locationRequired"],
      [{ locationId: "L-unknown" }, "locationId: locationRequired"],
      [{ machineId: "not an id!" }, "machineId: machineRequired"],
      [{ machineId: "M-unknown" }, "machineId: machineRequired"],
      [{ machineName: long(101) }, "machineName: machineNameTooLong"],
      [{ serialNumber: long(51) }, "serialNumber: serialNumberTooLong"],
      [
        { attachmentIds: Array.from({ length: 11 }, (_, i) => `u${i}`) },
        "attachmentIds: tooManyAttachments",
      ],
      [{ attachmentIds: ["../etc/passwd"] }, "attachmentIds: attachmentInvalid"],
    ])("refuses new-ticket case %$ with BAD_USER_INPUT", async (change, message) => {
      const answer = await graphql(server, own.idToken, CREATE, { input: { ...input, ...change } });
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
    });

    it("refuses a machine of another of the company's locations", async () => {
      const { locations } = await firstMachine(server, own.idToken);
      const answer = await graphql(server, own.idToken, CREATE, {
        input: { ...input, locationId: locations[0]!.id, machineId: locations[1]!.machines[0]!.id },
      });
      expect(firstError(answer).message).toBe("machineId: machineRequired");
    });

    it("opens a ticket as NEW and not assessed, with the caller as contact", async () => {
      const { createTicket: ticket } = await data<{ createTicket: Written }>(
        server,
        own.idToken,
        CREATE,
        { input: { ...input, subject: "  Feeder stops  ", machineName: null } },
      );
      expect(ticket).toMatchObject({
        status: "NEW",
        concern: "NOT_ASSESSED",
        subject: "Feeder stops",
        machineName: null,
        replies: 0,
        contact: { name: "Carla Kunde", email: own.email },
        location: { id: input.locationId },
        machine: { id: input.machineId },
      });
      expect(ticket.id).toMatch(/^T-\d{6}$/);
      expect(ticket.updatedOn).toBe(ticket.createdOn);
      expect(ticket.statusHistory).toEqual([{ status: "NEW", at: ticket.createdOn }]);
      const listed = await data<Page>(server, own.idToken, LIST, { pageSize: 1 });
      expect(listed.tickets.items[0]!.id).toBe(ticket.id);
    });

    it("adds the caller's comment, and a ticket waiting for the customer goes back to work", async () => {
      const { tickets } = await data<Page>(server, own.idToken, LIST, {
        filter: { status: ["WAITING_FOR_CUSTOMER"] },
        pageSize: 1,
      });
      const waiting = tickets.items[0]!;
      const { addTicketComment: ticket } = await data<{ addTicketComment: Written }>(
        server,
        own.idToken,
        COMMENT,
        { input: { ticketId: waiting.id, text: "  Here is the log.  " } },
      );
      expect(ticket.status).toBe("IN_PROGRESS");
      expect(ticket.replies).toBe(waiting.replies + 1);
      expect(ticket.statusHistory.map((c: { status: string }) => c.status)).toEqual([
        ...waiting.statusHistory.map((c) => c.status),
        "IN_PROGRESS",
      ]);
      expect(ticket.comments.at(-1)).toEqual({
        text: "Here is the log.",
        fromServiceDesk: false,
        author: { name: "Carla Kunde", email: own.email },
      });
      expect(ticket.updatedOn > waiting.createdOn).toBe(true);
    });

    it.each([
      [{ text: "" }, "text: commentRequired"],
      [{ text: "x".repeat(10_001) }, "text: textTooLong"],
    ])("refuses comment case %$ with BAD_USER_INPUT", async (change, message) => {
      const { tickets } = await data<Page>(server, own.idToken, LIST, {
        filter: { status: ["IN_PROGRESS"] },
      });
      const answer = await graphql(server, own.idToken, COMMENT, {
        input: { ticketId: tickets.items[0]!.id, ...change },
      });
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
    });

    it("asks for closure once, and never on a closed ticket", async () => {
      const { tickets } = await data<Page>(server, own.idToken, LIST, {
        filter: { status: ["IN_PROGRESS"] },
      });
      const open = tickets.items[0]!;
      const { requestTicketClosure: ticket } = await data<{
        requestTicketClosure: Written;
      }>(server, own.idToken, CLOSE, {
        input: { ticketId: open.id, reason: "SOLVED_BY_CUSTOMER", comment: "Fixed it ourselves" },
      });
      expect(ticket.status).toBe("CLOSURE_REQUESTED");
      expect(ticket.statusHistory.at(-1)).toEqual({ status: "CLOSURE_REQUESTED" });
      expect(ticket.closureRequest).toMatchObject({
        reason: "SOLVED_BY_CUSTOMER",
        comment: "Fixed it ourselves",
        requestedAt: ticket.updatedOn,
        requestedBy: { name: "Carla Kunde", email: own.email },
      });
      const again = await graphql(server, own.idToken, CLOSE, {
        input: { ticketId: open.id, reason: "SOLVED" },
      });
      expect(firstError(again)).toEqual({
        code: "BAD_USER_INPUT",
        message: "ticketId: closureAlreadyRequested",
      });
      const tooLong = await graphql(server, own.idToken, CLOSE, {
        input: { ticketId: open.id, reason: "SOLVED", comment: "x".repeat(10_001) },
      });
      expect(firstError(tooLong).message).toBe("comment: textTooLong");

      const closed = (
        await data<Page>(server, own.idToken, LIST, { filter: { status: ["CLOSED"] } })
      ).tickets.items[0]!;
      for (const [query, variables] of [
        [COMMENT, { input: { ticketId: closed.id, text: "Still there?" } }],
        [CLOSE, { input: { ticketId: closed.id, reason: "SOLVED" } }],
      ] as const) {
        expect(firstError(await graphql(server, own.idToken, query, variables))).toEqual({
          code: "BAD_USER_INPUT",
          message: "ticketId: ticketClosed",
        });
      }
    });

    it("gives the own company fresh ticket numbers and keeps it apart from the demo company", async () => {
      const ownTickets = (await data<Page>(server, own.idToken, LIST, { pageSize: 100 })).tickets
        .items;
      const demoIds = new Set(all.map((row) => row.id));
      expect(ownTickets.length).toBeGreaterThanOrEqual(45);
      expect(ownTickets.some((row) => demoIds.has(row.id))).toBe(false);
      expect(own.company).toMatch(/^E2E Company \w+$/);
    });
  });

  describe("limits", () => {
    it("runs the product's own operations", async () => {
      const detail = await graphql(
        server,
        customer,
        portalOperation("queries/ticket-detail.graphql"),
        {
          id: all[0]!.id,
        },
      );
      expect(detail.status).toBe(200);
      expect(detail.errors).toBeUndefined();
      const list = await graphql(server, customer, portalOperation("queries/ticket-list.graphql"), {
        pageSize: 100,
      });
      expect(list.errors).toBeUndefined();
    });

    it("refuses a query nested too deep with 400, not a 5xx", async () => {
      const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
      const answer = await graphql(server, customer, deep);
      expect(answer.status).toBe(400);
      expect(firstError(answer).code).toBe("QUERY_TOO_COMPLEX");
    });

    it("refuses a query with too many aliases", async () => {
      const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: me { id }`).join(" ");
      const answer = await graphql(server, customer, `{ ${aliases} }`);
      expect(answer.status).toBe(400);
      expect(firstError(answer).code).toBe("QUERY_TOO_COMPLEX");
    });

    it("refuses a body over 64 kB with 413", async () => {
      const response = await fetch(`${server.url}/portal/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-id-token": customer },
        body: JSON.stringify({ query: `{ me { id } } ${"#".repeat(70_000)}` }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: "The request body must be at most 65536 bytes",
      });
    });
  });
});
