import "server-only";

/**
 * fetch whose timeout ends when the answer's headers arrive: a long upload or download then
 * streams as long as the browser keeps the connection (its `signal`), while a back end that does
 * not answer at all is given up after `timeoutMs`.
 */
export async function fetchUntilHeaders(
  url: string,
  init: RequestInit & { duplex?: "half" },
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal } as RequestInit);
  } finally {
    clearTimeout(timer);
  }
}
