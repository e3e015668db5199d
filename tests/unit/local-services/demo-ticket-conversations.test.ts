import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCompany } from "../../../local-services/portal/demo/demo-portal-data.mjs";
import {
  CLOSURE_COMMENTS,
  CONVERSATIONS,
} from "../../../local-services/portal/demo/demo-ticket-texts.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";

interface Seeded {
  id: string;
  type: string;
  status: string;
  texts: string[];
  closureComment: string | null;
  closureReason: string | null;
}

/** The seeded tickets of one demo company with their conversations, oldest line first. */
function seededTickets(dataDir: string): Seeded[] {
  const store = openStore({ dataDir });
  const repo = createTicketRepository(store.db);
  seedCompany(repo, {
    company: "Kunde Kabelkonfektion GmbH",
    people: [{ name: "Carla Kunde", email: "customer@example.com" }],
    filesDir: path.join(store.dataDir, "portal-files"),
  });
  const tickets = store.db
    .prepare(
      `SELECT t.id, t.type, t.status, c.comment AS closureComment, c.reason AS closureReason
       FROM portal_tickets t LEFT JOIN portal_closure_requests c ON c.ticket_id = t.id
       ORDER BY t.seq`,
    )
    .all() as Omit<Seeded, "texts">[];
  const comments = store.db.prepare(
    "SELECT text FROM portal_comments WHERE ticket_id = ? ORDER BY created_at, id",
  );
  const seeded = tickets.map((ticket) => ({
    ...ticket,
    texts: (comments.all(ticket.id) as { text: string }[]).map((row) => row.text),
  }));
  store.close();
  return seeded;
}

const SETTLED = new Set([
  ...Object.values(CONVERSATIONS).flatMap((lines) => [lines.confirm, lines.solvedByUs]),
  ...Object.values(CLOSURE_COMMENTS),
]);
const SOLVED_WORDS =
  /works again|works as expected|is answered|arrived complete|back in production|very useful|fixed it|no further help/i;

describe("the demo tickets' conversations", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-conversations-"));
  let tickets: Seeded[] = [];
  beforeAll(() => {
    tickets = seededTickets(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("never say an open ticket is settled", () => {
    const open = tickets.filter((ticket) => ticket.status !== "CLOSED");
    expect(open.length).toBeGreaterThan(10);
    for (const ticket of open) {
      const settled = ticket.texts.filter((text) => SETTLED.has(text) || SOLVED_WORDS.test(text));
      expect(settled, `${ticket.id} (${ticket.status})`).toEqual([]);
    }
  });

  it("end a ticket the desk has not yet worked on without its report", () => {
    for (const ticket of tickets.filter((t) =>
      ["NEW", "IN_PROGRESS", "WAITING_FOR_CUSTOMER"].includes(t.status),
    )) {
      const proposal = CONVERSATIONS[ticket.type]!.proposal;
      expect(ticket.texts, ticket.id).not.toContain(proposal);
    }
  });

  it("ask a waiting customer a question as the last line", () => {
    for (const ticket of tickets.filter((t) => t.status === "WAITING_FOR_CUSTOMER")) {
      expect(ticket.texts.at(-1), ticket.id).toBe(CONVERSATIONS[ticket.type]!.question);
    }
  });

  it("read differently by ticket type", () => {
    const byType = new Map<string, Set<string>>();
    for (const ticket of tickets) {
      const texts = byType.get(ticket.type) ?? new Set();
      ticket.texts.forEach((text) => texts.add(text));
      byType.set(ticket.type, texts);
    }
    expect(byType.size).toBe(Object.keys(CONVERSATIONS).length);
    const lines = Object.values(CONVERSATIONS).flatMap((conversation) =>
      Object.values(conversation),
    );
    expect(new Set(lines).size).toBe(lines.length);
    // A ticket shows only lines of its own type (and the shared closing lines).
    for (const ticket of tickets) {
      const own = new Set(Object.values(CONVERSATIONS[ticket.type]!));
      const foreign = ticket.texts.filter(
        (text) =>
          !own.has(text) &&
          !Object.values(CLOSURE_COMMENTS).includes(text) &&
          !/closing this ticket/.test(text),
      );
      expect(foreign, ticket.id).toEqual([]);
    }
  });

  it("close with the words that fit the closure reason", () => {
    const closed = tickets.filter((ticket) => ticket.status === "CLOSED");
    expect(closed.length).toBeGreaterThan(10);
    for (const ticket of tickets.filter((t) => t.closureReason !== null)) {
      const expected =
        ticket.closureReason === "SOLVED"
          ? [CONVERSATIONS[ticket.type]!.confirm, null]
          : ticket.closureReason === "SOLVED_BY_CUSTOMER"
            ? [CONVERSATIONS[ticket.type]!.solvedByUs]
            : [CLOSURE_COMMENTS[ticket.closureReason!] ?? null];
      expect(expected, ticket.id).toContain(ticket.closureComment);
      // Only the desk's own work ends in its report that it fixed something.
      if (ticket.closureReason !== "SOLVED" && ticket.closureReason !== "OTHER") {
        expect(ticket.texts, ticket.id).not.toContain(CONVERSATIONS[ticket.type]!.proposal);
      }
    }
  });
});
