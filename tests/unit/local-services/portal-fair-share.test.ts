import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MAX_INPUT_DEPTH } from "../../../contracts/validation/nesting-depth.mjs";
import {
  firstError,
  graphql,
  idTokenOf,
  type PortalServer,
  startPortalServer,
} from "./portal-helpers";

const ME = "{ me { id } }";

/** A GraphQL request whose body arrives only when `finish` is called: it holds its place. */
function heldRequest(server: PortalServer, idToken: string) {
  const body = Buffer.from(JSON.stringify({ query: ME }));
  const request = http.request(`${server.url}/portal/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": String(body.length),
      "x-id-token": idToken,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
  request.write(body.subarray(0, 4));
  request.flushHeaders();
  return {
    finish() {
      request.end(body.subarray(4));
      return status;
    },
  };
}

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
      LOCAL_PORTAL_MAX_QUEUED: "1",
      LOCAL_PORTAL_REQUESTS_PER_MINUTE: "12",
    });
    [customer, admin, internal, otherCompany] = await Promise.all(
      ["customer@example.com", "admin@example.com", "internal@example.com", "new@example.com"].map(
        (email) => idTokenOf(server, email),
      ),
    );
  }, 60_000);
  afterAll(() => server.close());

  it("answers one user's requests past those at once and waiting with 429 and Retry-After, and another company's user with 200", async () => {
    // Two requests whose bodies have not all arrived: one is being answered, one waits.
    const answering = heldRequest(server, customer);
    const waiting = heldRequest(server, customer);
    let refused = await post(server, customer, JSON.stringify({ query: ME }));
    for (let tries = 0; refused.status !== 429 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refused = await post(server, customer, JSON.stringify({ query: ME }));
    }
    expect(refused).toEqual({
      status: 429,
      retryAfter: "1",
      body: {
        error: "Too many requests",
        limit: "requestsInFlight",
        message: "At most 1 requests per user are answered at once and 1 wait; try again in 1 s",
      },
    });
    expect((await graphql(server, otherCompany, ME)).status).toBe(200);
    expect(await answering.finish()).toBe(200);
    expect(await waiting.finish()).toBe(200);
  });

  it("answers a user's requests past the limit a minute with 429 until the minute ends", async () => {
    for (let request = 0; request < 12; request += 1) {
      expect((await graphql(server, admin, ME)).status).toBe(200);
    }
    const refused = await post(server, admin, JSON.stringify({ query: ME }));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ limit: "requestsPerMinute" });
    expect(refused.body.message).toMatch(
      /^At most 12 requests a minute per user; try again in \d+ s$/,
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
