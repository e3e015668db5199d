import http from "node:http";

import { type APIResponse, expect, test } from "@playwright/test";

import { signInOverHttp } from "./support/identity-tokens";
import { useOwnStack } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

// Issue 27 item 4: one customer's flood of the portal leaves another company's user unharmed.
// A stack of its own with small shares, so the flood exhausts nobody's share on the shared one.
const PER_MINUTE = 40;
const stack = useOwnStack({
  portOffset: 437,
  site: {
    env: {
      PORTAL_MAX_IN_FLIGHT: "1",
      PORTAL_MAX_QUEUED: "0",
      PORTAL_REQUESTS_PER_MINUTE: String(PER_MINUTE),
    },
  },
});
const site = stack.siteUrl;
const TICKETS = { query: "{ tickets(pageSize: 100) { totalCount items { id subject } } }" };

/** ID tokens: the flooding customer and users of two other companies. */
let customer: string;
let otherCompany: string;
let thirdCompany: string;

test.beforeAll(async () => {
  const idToken = async (email: string) =>
    (await signInOverHttp(stack.servicesUrl, email)).id_token;
  [customer, otherCompany, thirdCompany] = await Promise.all([
    idToken("customer@example.com"),
    idToken("admin@example.com"),
    idToken("internal@example.com"),
  ]);
});

/**
 * A request to the tickets proxy whose body arrives only when `finish` is called: the proxy
 * counts it among the user's requests at once until it is answered.
 */
function heldRequest(idToken: string) {
  const body = Buffer.from(JSON.stringify(TICKETS));
  const request = http.request(`${site}/api/tickets-proxy`, {
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
  return {
    finish() {
      request.end(body.subarray(4));
      return status;
    },
  };
}

async function expectTooMany(response: APIResponse, limit: string) {
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  const body = await response.json();
  expect(body).toMatchObject({ error: "Too many requests", limit });
  expect(body.message).toMatch(/^At most \d+ portal requests/);
}

test("a customer flooding the portal gets 429 with Retry-After while another company's user gets his tickets", async ({
  request,
}) => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const proxy = (idToken: string, data: object = TICKETS) =>
    request.post(`${site}/api/tickets-proxy`, { headers: { "x-id-token": idToken }, data });

  // One of the customer's requests is being answered (its body is still on its way): his one
  // place is taken. A probe sent meanwhile is answered at once, 200 or 429, never held.
  const answering = heldRequest(customer);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await expect
    .poll(async () => (await proxy(customer)).status(), { timeout: TIMEOUTS.expectMs })
    .toBe(429);

  // The other user asks one at a time, as his share here allows, while the customer floods.
  const askInTurn = async () => {
    const answers: APIResponse[] = [];
    for (let turn = 0; turn < 3; turn += 1) answers.push(await proxy(otherCompany));
    return answers;
  };
  const [flood, other] = await Promise.all([
    Promise.all(Array.from({ length: 20 }, () => proxy(customer))),
    askInTurn(),
  ]);
  for (const response of flood) await expectTooMany(response, "requestsInFlight");
  expect((await flood[0]!.json()).message).toBe(
    "At most 1 portal requests per user are answered at once and 0 wait; try again in 1 s.",
  );
  for (const response of other) {
    expect(response.status()).toBe(200);
    expect((await response.json()).data.tickets.totalCount).toBeGreaterThan(0);
  }

  // Once answered, his place is his again.
  expect(await answering.finish()).toBe(200);
  expect((await proxy(customer)).status()).toBe(200);

  // Past his requests a minute: 429 until the minute ends; the others still get answers.
  let refused = await proxy(customer);
  for (let sent = 0; refused.status() === 200 && sent < PER_MINUTE; sent += 1) {
    refused = await proxy(customer);
  }
  await expectTooMany(refused, "requestsPerMinute");
  expect(Number(refused.headers()["retry-after"])).toBeLessThanOrEqual(60);
  expect((await refused.json()).message).toMatch(
    new RegExp(`^At most ${PER_MINUTE} portal requests a minute per user; try again in \\d+ s\\.$`),
  );
  expect((await proxy(otherCompany)).status()).toBe(200);
  expect((await proxy(thirdCompany)).status()).toBe(200);
});

test("a query past a sane depth or cost gets 400 before anything walks it, never a 5xx", async ({
  request,
}) => {
  const send = (data: string) =>
    request.post(`${site}/api/tickets-proxy`, {
      headers: { "x-id-token": thirdCompany, "content-type": "application/json" },
      data: Buffer.from(data),
    });
  const cases = [
    {
      name: "variables nested 5,000 deep",
      body: `{"query":"{ me { id } }","variables":{"filter":${'{"a":'.repeat(5000)}1${"}".repeat(5001)}}`,
      message: "the body is nested deeper than 32 levels",
    },
    {
      name: "a list value nested 20,000 deep",
      body: JSON.stringify({
        query: `{ tickets(filter: ${"[".repeat(20_000)}1${"]".repeat(20_000)}) { totalCount } }`,
      }),
      message: "query is nested deeper than 32 levels",
    },
    {
      name: "30 aliases of 100 tickets",
      body: JSON.stringify({
        query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: tickets(pageSize: 100) { items { id } }`).join(" ")} }`,
      }),
      message: /^The query asks for more than 1000 page items/,
    },
  ];
  for (const { name, body, message } of cases) {
    const response = await send(body);
    expect(response.status(), name).toBe(400);
    const answer = await response.json();
    expect(answer.message, name).toMatch(message);
    expect(JSON.stringify(answer), name).not.toMatch(/at .*\.(js|ts):\d+|RangeError/);
  }
  expect(stack.site().output()).not.toMatch(/RangeError|Maximum call stack/);
});
