import { describe, expect, it } from "vitest";

import {
  closureRequestSchema,
  MAX_ATTACHMENTS,
  newCommentSchema,
  newTicketSchema,
} from "@/contracts/portal/tickets/ticket-input-rules.mjs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

/** The first message per field of a failed check, as the forms show them. */
function messages(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

const TICKET = {
  locationId: "loc-1",
  type: "BREAKDOWN",
  machineId: "m-1",
  machineName: "",
  serialNumber: "",
  subject: "Cutter jams",
  description: "The cutter jams after ten cuts.",
  attachmentIds: [],
};

describe("new ticket (spec 001 §3, §5)", () => {
  it("accepts a complete ticket, optional fields empty or left out", () => {
    expect(messages(newTicketSchema, TICKET)).toEqual({});
    const bare = {
      locationId: TICKET.locationId,
      type: TICKET.type,
      machineId: TICKET.machineId,
      subject: TICKET.subject,
      description: TICKET.description,
    };
    expect(messages(newTicketSchema, bare)).toEqual({});
  });

  it.each([
    ["locationId", "empty", "", "locationRequired"],
    ["locationId", "blank", "  ", "locationRequired"],
    ["locationId", "no id", "../x", "locationRequired"],
    ["type", "empty", "", "typeRequired"],
    ["type", "not a type", "URGENT", "typeRequired"],
    ["machineId", "empty", "", "machineRequired"],
    ["machineName", "101 characters", "n".repeat(101), "machineNameTooLong"],
    ["serialNumber", "51 characters", "s".repeat(51), "serialNumberTooLong"],
    ["subject", "empty", "", "subjectRequired"],
    ["subject", "blank", "   ", "subjectRequired"],
    ["subject", "201 characters", "s".repeat(201), "subjectTooLong"],
    ["description", "empty", "", "descriptionRequired"],
    ["description", "blank", "\n\t ", "descriptionRequired"],
    ["description", "10,001 characters", "d".repeat(10_001), "textTooLong"],
    ["attachmentIds", "with a malformed id", ["ok-1", "bad id"], "attachmentInvalid"],
    [
      "attachmentIds",
      "11 ids",
      Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => `u-${i}`),
      "tooManyAttachments",
    ],
  ])("%s %s → %s", (field, _label, value, key) => {
    expect(messages(newTicketSchema, { ...TICKET, [field]: value })).toEqual({ [field]: key });
  });

  it("names every missing choice and text of an empty form at once", () => {
    expect(
      messages(newTicketSchema, {
        ...TICKET,
        locationId: "",
        type: "",
        machineId: "",
        subject: "",
        description: "",
      }),
    ).toEqual({
      locationId: "locationRequired",
      type: "typeRequired",
      machineId: "machineRequired",
      subject: "subjectRequired",
      description: "descriptionRequired",
    });
  });

  it.each([
    ["machineName", "n".repeat(100)],
    ["serialNumber", "s".repeat(50)],
    ["subject", "s".repeat(200)],
    ["description", "d".repeat(10_000)],
    ["attachmentIds", Array.from({ length: MAX_ATTACHMENTS }, (_, i) => `u-${i}`)],
  ])("%s at its limit is accepted", (field, value) => {
    expect(messages(newTicketSchema, { ...TICKET, [field]: value })).toEqual({});
  });
});

describe("comment (spec 001 §5)", () => {
  it.each([
    [{ text: "" }, { text: "commentRequired" }],
    [{ text: "   " }, { text: "commentRequired" }],
    [{ text: "c".repeat(10_001) }, { text: "textTooLong" }],
    [{ text: "Works again", attachmentIds: ["a b"] }, { attachmentIds: "attachmentInvalid" }],
    [{ text: "Works again" }, {}],
    [{ text: "Photo attached", attachmentIds: ["u-1"] }, {}],
  ])("comment case %# → %j", (input, expected) => {
    expect(messages(newCommentSchema, input)).toEqual(expected);
  });
});

describe("closure request (spec 001 §3, §5)", () => {
  it.each([
    [{ reason: "" }, { reason: "closureReasonRequired" }],
    [{}, { reason: "closureReasonRequired" }],
    [{ reason: "BORED" }, { reason: "closureReasonRequired" }],
    [{ reason: "SOLVED", comment: "c".repeat(10_001) }, { comment: "textTooLong" }],
    [{ reason: "SOLVED" }, {}],
    [{ reason: "DUPLICATE", comment: "" }, {}],
    [{ reason: "OTHER", comment: "Machine sold" }, {}],
  ])("closure case %# → %j", (input, expected) => {
    expect(messages(closureRequestSchema, input)).toEqual(expected);
  });
});

describe("the texts of the rules' message keys", () => {
  it.each([
    ["commentRequired", "Please enter a comment"],
    ["locationRequired", "Please select a location"],
    ["typeRequired", "Please select a ticket type"],
    ["machineRequired", "Please select the machine concerned"],
    ["subjectRequired", "Please enter a subject"],
    ["descriptionRequired", "Please describe the problem"],
    ["closureReasonRequired", "Please select a reason"],
    ["machineNameTooLong", "The machine name can be at most 100 characters long"],
    ["serialNumberTooLong", "The serial number can be at most 50 characters long"],
    ["subjectTooLong", "The subject can be at most 200 characters long"],
    ["textTooLong", "The text can be at most 10,000 characters long"],
    ["attachmentInvalid", "An attachment was not accepted; please remove it and upload it again"],
    ["tooManyAttachments", "At most 10 files can be attached"],
  ])("%s is %j in English and translated in German", (key, text) => {
    const english = en.TicketForms as Record<string, string>;
    const german = de.TicketForms as Record<string, string>;
    expect(english[key]).toBe(text);
    expect(german[key]).toEqual(expect.any(String));
    expect(german[key]).not.toBe(text);
  });
});
