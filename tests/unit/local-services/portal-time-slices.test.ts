import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { inTimeSlices } from "../../../local-services/portal/time-slices.mjs";

/**
 * The clock the turns are measured by, moved only by the work below: on a busy machine the real
 * clock also counts the time the test process waits for a core, which shifts the turns.
 */
let clockMs = 0;

/** Work that keeps the thread busy for `ms`, as a synchronous SQLite read does. */
function busyFor(ms: number) {
  clockMs += ms;
}

beforeAll(() => {
  vi.spyOn(performance, "now").mockImplementation(() => clockMs);
});
afterAll(() => {
  vi.mocked(performance.now).mockRestore();
});

describe("the portal back end's resolvers, in turns of a few milliseconds", () => {
  const finished: string[] = [];
  const [resolvers] = inTimeSlices([
    {
      Query: {
        row: (_root: unknown, args: { name: string }) => {
          busyFor(1);
          finished.push(args.name);
          return args.name;
        },
      },
    },
  ]);
  const row = resolvers!.Query.row as (
    root: unknown,
    args: { name: string },
    context: object,
  ) => unknown;

  it("runs a resolver at once while its request's turn lasts, and queues it past that", async () => {
    finished.length = 0;
    const request = {};
    const answers = Array.from({ length: 20 }, (_, i) => row(null, { name: `a${i}` }, request));
    expect(answers[0]).toBe("a0");
    expect(answers.at(-1)).toBeInstanceOf(Promise);
    expect(finished.length).toBeLessThan(20);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
  });

  it("lets a request that came later take turns with one that started first", async () => {
    finished.length = 0;
    const large = {};
    const small = {};
    const largeRows = Array.from({ length: 60 }, (_, i) => row(null, { name: `large${i}` }, large));
    const smallRows = Array.from({ length: 12 }, (_, i) => row(null, { name: `small${i}` }, small));
    await Promise.all([...largeRows, ...smallRows]);
    const lastSmall = finished.indexOf("small11");
    // The small request is done long before the large one, though its rows were asked for last.
    expect(lastSmall).toBeLessThan(finished.indexOf("large59"));
    expect(
      finished.slice(lastSmall).filter((name) => name.startsWith("large")).length,
    ).toBeGreaterThan(20);
  });

  it("hands a resolver's error to its own request", async () => {
    const [failing] = inTimeSlices([
      {
        Query: {
          fail: () => {
            busyFor(6);
            throw new Error("refused");
          },
        },
      },
    ]);
    const fail = failing!.Query.fail as (root: unknown, args: unknown, context: object) => unknown;
    const request = {};
    expect(() => fail(null, {}, request)).toThrow("refused");
    await expect(Promise.resolve(fail(null, {}, request))).rejects.toThrow("refused");
  });
});
