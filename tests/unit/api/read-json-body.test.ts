import { describe, expect, it } from "vitest";

import { MAX_INPUT_DEPTH } from "@/contracts/validation/nesting-depth.mjs";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "@/lib/api/read-json-body";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function post(body: BodyInit, contentType: string | null = "application/json") {
  const headers = new Headers();
  if (contentType) headers.set("content-type", contentType);
  return new Request("http://site.test/api/x", { method: "POST", headers, body });
}

describe("a route handler's JSON body", () => {
  it("is read as JSON, whatever the charset parameter", async () => {
    const result = await readJsonBody(post('{"query":"crimp"}', "application/json; charset=utf-8"));
    expect(result).toEqual({ ok: true, body: { query: "crimp" } });
  });

  it.each([
    ["plain text", post('{"query":"x"}', "text/plain"), 415, "Unsupported media type"],
    ["a form", post("query=x", "application/x-www-form-urlencoded"), 415, "Unsupported media type"],
    ["no content type", post('{"query":"x"}', null), 415, "Unsupported media type"],
    ["malformed JSON", post('{"query":'), 400, "Invalid request"],
    ["an empty body", post(""), 400, "Invalid request"],
    ["too large a body", post(`"${"x".repeat(MAX_JSON_BODY_BYTES)}"`), 413, "Payload too large"],
    ["bytes that are not UTF-8", post(new Uint8Array([0x22, 0xff, 0x22])), 400, "Invalid request"],
    ["JSON nested past the limit", post(nested(MAX_INPUT_DEPTH + 1)), 400, "Invalid request"],
    ["variables nested 5,000 deep", post(`{"variables":${nested(5000)}}`), 400, "Invalid request"],
  ])("refuses %s with %i", async (_case, request, status, error) => {
    const result = await readJsonBody(request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(status);
    expect(await result.response.json()).toMatchObject({ error });
  });

  it("reads JSON nested as deep as the limit, and names the limit past it", async () => {
    expect((await readJsonBody(post(nested(MAX_INPUT_DEPTH)))).ok).toBe(true);
    const result = await readJsonBody(post(`[${nested(MAX_INPUT_DEPTH)}]`));
    expect(!result.ok && (await result.response.json()).message).toBe(
      `the body is nested deeper than ${MAX_INPUT_DEPTH} levels`,
    );
  });

  it("takes the route's own limit", async () => {
    const result = await readJsonBody(post('{"query":"crimping"}'), { maxBytes: 10 });
    expect(!result.ok && result.response.status).toBe(413);
  });
});
