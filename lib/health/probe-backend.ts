import { errorMessage } from "@/lib/log/error-message";

/** One backend as readiness reports it. */
export interface BackendHealth {
  name: string;
  /** True when the site cannot serve without it: readiness answers 503 while it is down. */
  required: boolean;
  state: "up" | "down";
  latencyMs: number;
  /** Why it is down, in one line; never a stack trace or a secret. */
  reason?: string;
}

export interface BackendProbe {
  name: string;
  required: boolean;
  /** Resolves when the backend answers as it should; throws an Error naming what was wrong. */
  check: (fetch: typeof globalThis.fetch, signal: AbortSignal) => Promise<void>;
}

interface ProbeOptions {
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

const FIRST_LINE_MAX = 200;

function reasonOf(error: unknown): string {
  const message = errorMessage(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${message}${cause}`.split("\n")[0]!.slice(0, FIRST_LINE_MAX);
}

/**
 * Runs one probe within the time limit, whatever the probe does with its signal: a backend that
 * hangs is reported down after `timeoutMs`, so readiness always answers in time.
 */
export async function probeBackend(
  probe: BackendProbe,
  { timeoutMs, fetch = globalThis.fetch }: ProbeOptions,
): Promise<BackendHealth> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const health = { name: probe.name, required: probe.required };
  try {
    await Promise.race([probe.check(fetch, controller.signal), timedOut]);
    return { ...health, state: "up", latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ...health,
      state: "down",
      latencyMs: Math.round(performance.now() - started),
      reason: reasonOf(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
