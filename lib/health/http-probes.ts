/**
 * The checks the probes make, each a small question any healthy instance of the backend
 * answers, with a fixed expectation. Pure functions of a fetch, so they are tested with a fake.
 */
type Fetch = typeof globalThis.fetch;

/** Frees the connection of an answer whose body is not read; never waits on it. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

async function answerOf(response: Response): Promise<unknown> {
  if (!response.ok) {
    discard(response);
    throw new Error(`answered ${response.status}`);
  }
  return response.json().catch(() => {
    throw new Error("answered something that is not JSON");
  });
}

/** A GraphQL endpoint answers `{ __typename }` with data. */
export async function checkGraphQL(
  fetch: Fetch,
  signal: AbortSignal,
  url: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: "{ __typename }" }),
    signal,
  });
  const answer = (await answerOf(response)) as { data?: { __typename?: unknown } } | null;
  if (typeof answer?.data?.__typename !== "string") throw new Error("answered without data");
}

/**
 * A back end that only serves signed-in users answers an anonymous question; a refusal (401,
 * 403) shows it is running and checking tokens, a 5xx or no answer that it is not.
 */
export async function checkAnswers(
  fetch: Fetch,
  signal: AbortSignal,
  url: string,
  init: RequestInit,
): Promise<void> {
  const response = await fetch(url, { ...init, signal });
  discard(response);
  if (response.status >= 500) throw new Error(`answered ${response.status}`);
}

/** A JSON endpoint answers 200 with JSON that passes `accept`. */
export async function checkJson(
  fetch: Fetch,
  signal: AbortSignal,
  url: string,
  init: RequestInit,
  accept: (answer: unknown) => string | null,
): Promise<void> {
  const problem = accept(await answerOf(await fetch(url, { ...init, signal })));
  if (problem) throw new Error(problem);
}

/** The identity provider's discovery document, naming the configured issuer exactly. */
export async function checkDiscovery(
  fetch: Fetch,
  signal: AbortSignal,
  issuer: string,
): Promise<void> {
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  await checkJson(fetch, signal, url, {}, (answer) => {
    const named = (answer as { issuer?: unknown } | null)?.issuer;
    return named === issuer ? null : `discovery names the issuer ${JSON.stringify(named)}`;
  });
}
