import { describe, expect, it } from "vitest";

import { financialCalendar } from "@/lib/content/investors/financial-calendar";

const event = (id: string, date: string, title = id) => ({ id, date, title });

describe("financial calendar: upcoming soonest first, past most recent first", () => {
  it.each([
    [
      "all in the future",
      [event("b", "2027-04-22"), event("a", "2027-03-02")],
      "2026-11-24",
      ["a", "b"],
      [],
    ],
    [
      "all in the past",
      [event("a", "2026-03-03"), event("b", "2026-08-18")],
      "2026-11-24",
      [],
      ["b", "a"],
    ],
    [
      "an event today is still upcoming",
      [event("today", "2026-11-24"), event("y", "2026-11-23")],
      "2026-11-24",
      ["today"],
      ["y"],
    ],
    [
      "same day: by title",
      [event("2", "2027-04-26", "Ex-dividend"), event("1", "2027-04-26", "Annual General Meeting")],
      "2026-11-24",
      ["1", "2"],
      [],
    ],
    ["no events", [], "2026-11-24", [], []],
  ])("%s", (_name, events, today, upcoming, past) => {
    const calendar = financialCalendar(events, today);
    expect(calendar.upcoming.map((e) => e.id)).toEqual(upcoming);
    expect(calendar.past.map((e) => e.id)).toEqual(past);
  });
});
