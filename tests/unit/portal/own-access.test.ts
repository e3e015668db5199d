import { describe, expect, it } from "vitest";

import { ownAccessAction } from "@/lib/portal/own-access";
import { SERVICE_IDS, SERVICE_STATUSES } from "@/lib/portal/service-status";

describe("ownAccessAction", () => {
  it.each([
    ["serviceTickets", "invited", "acceptInvitation"],
    ["learningHub", "invited", "acceptInvitation"],
    ["inventory", "unregistered", "requestAccess"],
    ["directService", "unregistered", "requestAccess"],
    ["serviceTickets", "inviteexpired", null],
    ["serviceTickets", "pending", null],
    ["serviceTickets", "active", null],
    ["serviceTickets", "declined", null],
    ["serviceTickets", "inactive", null],
    ["serviceTickets", "unknown", null],
    ["userAdmin", "noprocess", null],
    ["userAdmin", "invited", null],
  ] as const)("%s %s → %s", (service, status, action) => {
    expect(ownAccessAction(service, status)).toBe(action);
  });

  it("offers something only for an invitation waiting or a service not registered", () => {
    for (const service of SERVICE_IDS) {
      for (const status of SERVICE_STATUSES) {
        const action = ownAccessAction(service, status);
        if (action !== null) expect(["invited", "unregistered"]).toContain(status);
      }
    }
  });
});
