import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MAX_INPUT_DEPTH } from "../../../contracts/validation/nesting-depth.mjs";
import { createFairShare } from "../../../local-services/portal/fair-share.mjs";
import {
  firstError,
  graphql,
  idTokenOf,
  type PortalServer,
  startPortalServer,
} from "./portal-helpers";

const ME = "{ me { id } }";

async function post(server: PortalServer, idToken: string, body: string) {
  const response = await fetch(`${server.url}/portal/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-id-token": idToken },
    body,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  };
}

describe("each user's share of the portal back end (LOCAL_PORTAL_*)", () => {
  let server: PortalServer;
  let customer: string;
  let admin: string;
  let internal: string;
  let otherCompany: string;

  beforeAll(async () => {
    server = await startPortalServer({
      LOCAL_PORTAL_MAX_IN_FLIGHT: "1",
      LOCAL_PORTAL_MAX_QUEUED: "0",
      LOCAL_PORTAL_MAX_TOTAL_IN_FLIGHT: "1",
      LOCAL_PORTAL_REQUESTS_PER_MINUTE: "24",
    });
    [customer, admin, internal, otherCompany] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "admin@example.com"),
      idTokenOf(server, "internal@example.com"),
      idTokenOf(server, "new@example.com"),
    ]);
  }, 60_000);
  afterAll(() => server.close());

  it("answers one user's flood with 200 or 429, never 5xx, and another company's user with 200", async () => {
    const heavy = JSON.stringify({
      query: "{ tickets(pageSize: 100) { items { id subject description comments { text } } } }",
    });
    // The other user asks one at a time, as his share here (one at once, none waiting) allows.
    const askInTurn = async () => {
      const answers = [];
      for (let turn = 0; turn < 3; turn += 1) {
        answers.push(await post(server, otherCompany, JSON.stringify({ query: ME })));
      }
      return answers;
    };
    const [flood, others] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => post(server, customer, heavy))),
      askInTurn(),
    ]);
    expect(others.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(flood.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    // How many overlap depends on the machine's pace; every refusal says what and when.
    for (const refused of flood.filter((answer) => answer.status === 429)) {
      expect(refused).toEqual({
        status: 429,
        retryAfter: "1",
        body: {
          error: "Too many requests",
          limit: "requestsInFlight",
          message: "At most 1 requests per user are answered at once and 0 wait; try again in 1 s",
        },
      });
    }
  });

  it("answers a user's requests past the limit a minute with 429 until the minute ends", async () => {
    for (let request = 0; request < 24; request += 1) {
      expect((await graphql(server, admin, ME)).status).toBe(200);
    }
    const refused = await post(server, admin, JSON.stringify({ query: ME }));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ limit: "requestsPerMinute" });
    expect(refused.body.message).toMatch(
      /^At most 24 requests a minute per user; try again in \d+ s$/,
    );
    expect((await graphql(server, otherCompany, ME)).status).toBe(200);
  });

  it("refuses a query asking for more page items than allowed before it runs", async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `a${i}: tickets(pageSize: 100) { items { id } }`,
    ).join(" ");
    const answer = await graphql(server, internal, `{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(firstError(answer)).toEqual({
      code: "QUERY_TOO_COMPLEX",
      message: expect.stringMatching(/^The query asks for more than 1000 page items/),
    });
    expect(answer.data).toBeUndefined();
  });

  it("refuses a page size given in a variable past the values allowed", async () => {
    const wide = Array.from({ length: 25 }, () => "id").join(" ");
    const answer = await graphql(
      server,
      internal,
      `query ($n: Int) { inventory(pageSize: $n) { items { ${wide} } } }`,
      { n: 1000 },
    );
    expect(answer.status).toBe(400);
    expect(firstError(answer).message).toMatch(/more than 20000 values/);
  });

  it.each([
    [
      "variables nested 5,000 deep",
      `{"query":"{ me { id } }","variables":{"f":${'{"a":'.repeat(5000)}1${"}".repeat(5001)}}`,
      "The request body is nested",
    ],
    [
      "a list value nested 20,000 deep",
      JSON.stringify({
        query: `{ tickets(filter: ${"[".repeat(20_000)}1${"]".repeat(20_000)}) { totalCount } }`,
      }),
      "The query is nested",
    ],
  ])("refuses %s with 400 before GraphQL walks it", async (_case, body, message) => {
    const answer = await post(server, internal, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message: `${message} deeper than ${MAX_INPUT_DEPTH} levels`,
          extensions: { code: "QUERY_TOO_COMPLEX" },
        },
      ],
    });
  });
});

describe("the back end's share per user, in one process", () => {
  const limits = {
    maxInFlight: 4,
    maxQueued: 8,
    maxTotal: 1,
    requestsPerMinute: 3,
    maxQueryItems: 1000,
    maxQueryValues: 20_000,
  };

  it("counts each user's minute apart and says when it ends", () => {
    let now = 0;
    const share = createFairShare(limits, () => now);
    for (let request = 0; request < 3; request += 1) expect(share.countRequest("a")).toBeNull();
    now = 45_500;
    expect(share.countRequest("a")).toEqual({
      ok: false,
      limit: "requestsPerMinute",
      message: "At most 3 requests a minute per user; try again in 15 s",
      retryAfterSeconds: 15,
    });
    expect(share.countRequest("b")).toBeNull();
    now = 60_000;
    expect(share.countRequest("a")).toBeNull();
  });

  it("refuses a request past a user's places at once and those waiting", async () => {
    const share = createFairShare({ ...limits, maxInFlight: 1, maxQueued: 1, maxTotal: 10 });
    const running = await share.takePlace("a");
    const waiting = share.takePlace("a");
    expect(await share.takePlace("a")).toEqual({
      ok: false,
      limit: "requestsInFlight",
      message: "At most 1 requests per user are answered at once and 1 wait; try again in 1 s",
      retryAfterSeconds: 1,
    });
    expect((await share.takePlace("b")).ok).toBe(true);
    if (running.ok) running.release();
    expect((await waiting).ok).toBe(true);
  });

  it("gives a freed place to the user who has none running before the flooding one's next", async () => {
    const share = createFairShare(limits);
    const started: string[] = [];
    const take = (user: string) =>
      share.takePlace(user).then((place) => {
        started.push(user);
        return place;
      });
    const first = await take("flooding");
    const queued = [take("flooding"), take("flooding"), take("flooding")];
    const other = take("other");
    expect(started).toEqual(["flooding"]);
    if (first.ok) first.release();
    const otherPlace = await other;
    expect(started).toEqual(["flooding", "other"]);
    if (otherPlace.ok) otherPlace.release();
    for (const place of queued) {
      const taken = await place;
      if (taken.ok) taken.release();
    }
    expect(started).toEqual(["flooding", "other", "flooding", "flooding", "flooding"]);
  });
});
