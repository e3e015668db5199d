import { describe, expect, it } from "vitest";
import {
  ACCESS_ACTIONS,
  ACCESS_STATES,
  allowedActions,
  isAllowedOnOwnRecord,
  isInvitationExpired,
  nextAccessState,
  nextOwnAccessState,
  OWN_ACCESS_ACTIONS,
} from "@/contracts/portal/user-admin/access-transitions.mjs";

/**
 * Every cell of the table in access-transitions.mjs, one row per state in the order of
 * ACCESS_ACTIONS (add grant accept update resend reinvite decline withdraw); "-" is refused.
 */
const EXPECTED: Record<string, string> = {
  none: "invited - - - - - - -",
  unknown: "invited active - - - - - none",
  invited: "- - - - invited - - none",
  inviteexpired: "- - - - - invited - none",
  pending: "- active active - - - declined none",
  active: "- - - active - - - none",
  inactive: "- active - - - - - none",
  declined: "- active - - - - - none",
};

const CELLS = Object.entries(EXPECTED).flatMap(([state, row]) => {
  const cells = row.split(" ");
  return ACCESS_ACTIONS.map((action, index) => ({ state, action, expected: cells[index]! }));
});

describe("access state machine (spec 001 §4)", () => {
  it("the table covers every state and every action", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(["none", ...ACCESS_STATES].sort());
    expect(CELLS).toHaveLength((ACCESS_STATES.length + 1) * ACCESS_ACTIONS.length);
  });

  it.each(CELLS)("$action from $state → $expected", ({ state, action, expected }) => {
    const result = nextAccessState(state, action);
    if (expected === "-") {
      expect(result).toEqual({ ok: false, reason: "actionNotAllowed" });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it.each(Object.keys(EXPECTED))(
    "allowedActions(%s) are exactly the table's allowed cells",
    (state) => {
      const allowed = CELLS.filter((cell) => cell.state === state && cell.expected !== "-").map(
        (cell) => cell.action,
      );
      expect(allowedActions(state)).toEqual(allowed);
    },
  );

  it("refuses an unknown action or state with its own reason", () => {
    expect(nextAccessState("active", "delete")).toEqual({ ok: false, reason: "actionUnknown" });
    expect(nextAccessState("gone", "grant")).toEqual({ ok: false, reason: "stateUnknown" });
    expect(nextAccessState(undefined, undefined)).toEqual({ ok: false, reason: "actionUnknown" });
    expect(allowedActions("gone")).toEqual([]);
  });
});

/** The administrator's own record (issue 29): only what gives access up, whatever the state. */
const ON_OWN_RECORD: Record<string, boolean> = {
  add: false,
  grant: false,
  accept: false,
  update: false,
  resend: false,
  reinvite: false,
  decline: true,
  withdraw: true,
};

describe("no self-grant: the actions an administrator may apply to his own record", () => {
  it("the table covers every action", () => {
    expect(Object.keys(ON_OWN_RECORD).sort()).toEqual([...ACCESS_ACTIONS].sort());
  });

  it.each(Object.entries(ON_OWN_RECORD))("%s on his own record → %s", (action, allowed) => {
    expect(isAllowedOnOwnRecord(action)).toBe(allowed);
  });

  it.each(Object.keys(EXPECTED))(
    "allowedActions(%s) of his own record are the table's allowed cells that give access up",
    (state) => {
      const own = allowedActions(state).filter((action) => ON_OWN_RECORD[action]);
      expect(allowedActions(state, { isOwnRecord: true })).toEqual(own);
    },
  );

  it("refuses an unknown action", () => {
    expect(isAllowedOnOwnRecord("delete")).toBe(false);
  });
});

describe("isInvitationExpired", () => {
  const sent = "2026-11-16T08:00:00.000Z";
  it.each([
    ["just sent", sent, 7, false],
    ["a millisecond before 7 days", "2026-11-23T07:59:59.999Z", 7, false],
    ["exactly 7 days", "2026-11-23T08:00:00.000Z", 7, true],
    ["8 days", "2026-11-24T08:00:00.000Z", 7, true],
    ["3 days with a 2-day validity", "2026-11-19T08:00:00.000Z", 2, true],
    ["3 days with a 30-day validity", "2026-11-19T08:00:00.000Z", 30, false],
  ])("%s", (_label, now, days, expired) => {
    expect(isInvitationExpired(sent, now, days)).toBe(expired);
  });

  it("defaults to 7 days", () => {
    expect(isInvitationExpired(sent, "2026-11-23T07:00:00.000Z")).toBe(false);
    expect(isInvitationExpired(sent, "2026-11-23T09:00:00.000Z")).toBe(true);
  });

  it("treats an unreadable date as expired", () => {
    expect(isInvitationExpired("not a date", sent)).toBe(true);
  });
});

/**
 * Every cell of the user-side table (nextOwnAccessState), one row per state: accept, request.
 * A state word is the next state; any other word is the refusal's message key.
 */
const OWN_EXPECTED: Record<string, [string, string]> = {
  none: ["noInvitation", "pending"],
  unknown: ["noInvitation", "alreadyRequested"],
  invited: ["active", "alreadyRequested"],
  inviteexpired: ["invitationExpired", "alreadyRequested"],
  pending: ["noInvitation", "alreadyRequested"],
  active: ["noInvitation", "alreadyRequested"],
  inactive: ["noInvitation", "alreadyRequested"],
  declined: ["noInvitation", "alreadyRequested"],
};
const REFUSALS = new Set(["noInvitation", "invitationExpired", "alreadyRequested"]);
const OWN_CELLS = Object.entries(OWN_EXPECTED).flatMap(([state, row]) =>
  OWN_ACCESS_ACTIONS.map((action, index) => ({ state, action, expected: row[index]! })),
);

describe("the user's own access (nextOwnAccessState)", () => {
  it("the table covers every state and both actions", () => {
    expect(Object.keys(OWN_EXPECTED).sort()).toEqual(["none", ...ACCESS_STATES].sort());
    expect(OWN_ACCESS_ACTIONS).toEqual(["accept", "request"]);
    expect(OWN_CELLS).toHaveLength((ACCESS_STATES.length + 1) * 2);
  });

  it.each(OWN_CELLS)("$action from $state → $expected", ({ state, action, expected }) => {
    const result = nextOwnAccessState(state, action);
    if (REFUSALS.has(expected)) expect(result).toEqual({ ok: false, reason: expected });
    else expect(result).toEqual({ ok: true, state: expected });
  });

  it("refuses an administrator's action or an unknown state with its own reason", () => {
    expect(nextOwnAccessState("invited", "grant")).toEqual({ ok: false, reason: "actionUnknown" });
    expect(nextOwnAccessState("gone", "accept")).toEqual({ ok: false, reason: "stateUnknown" });
  });
});
