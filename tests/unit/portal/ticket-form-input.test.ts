import { describe, expect, it } from "vitest";

import type { TicketStatus } from "@/lib/portal/tickets/ticket";
import {
  acceptsClosureRequest,
  acceptsComments,
  closureRequestInput,
  newCommentInput,
  newTicketInput,
} from "@/lib/portal/tickets/ticket-form-input";

describe("form values as mutation input", () => {
  it("leaves out empty optional texts and an empty attachment list", () => {
    expect(
      newTicketInput({
        locationId: "loc-1",
        type: "SOFTWARE",
        machineId: "m-1",
        machineName: "",
        serialNumber: "",
        subject: "Update fails",
        description: "Error 42",
        attachmentIds: [],
      }),
    ).toEqual({
      locationId: "loc-1",
      type: "SOFTWARE",
      machineId: "m-1",
      machineName: undefined,
      serialNumber: undefined,
      subject: "Update fails",
      description: "Error 42",
      attachmentIds: undefined,
    });
  });

  it("keeps given optional texts and attachments", () => {
    const input = newTicketInput({
      locationId: "loc-1",
      type: "BREAKDOWN",
      machineId: "m-1",
      machineName: "Line 3",
      serialNumber: "SN-1",
      subject: "s",
      description: "d",
      attachmentIds: ["u-1", "u-2"],
    });
    expect(input).toMatchObject({
      machineName: "Line 3",
      serialNumber: "SN-1",
      attachmentIds: ["u-1", "u-2"],
    });
  });

  it("names the ticket of a comment and a closure request", () => {
    expect(newCommentInput("T-100001", { text: "Fine", attachmentIds: ["u-1"] })).toEqual({
      ticketId: "T-100001",
      text: "Fine",
      attachmentIds: ["u-1"],
    });
    expect(closureRequestInput("T-100001", { reason: "SOLVED", comment: "" })).toEqual({
      ticketId: "T-100001",
      reason: "SOLVED",
      comment: undefined,
    });
  });
});

describe("which forms a ticket offers", () => {
  it.each<[TicketStatus, boolean, boolean]>([
    ["NEW", true, true],
    ["IN_PROGRESS", true, true],
    ["WAITING_FOR_CUSTOMER", true, true],
    ["CLOSURE_REQUESTED", true, false],
    ["CLOSED", false, false],
  ])("%s: comment %s, closure request %s", (status, comment, closure) => {
    expect(acceptsComments(status)).toBe(comment);
    expect(acceptsClosureRequest(status)).toBe(closure);
  });
});
