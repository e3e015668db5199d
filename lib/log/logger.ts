type Level = "debug" | "info" | "warn" | "error";

/** Extra fields of a line (JSON keys on the server). */
type LogFields = Record<string, unknown>;

type LogMethod = (fields: LogFields, message: string) => void;
type Sink = { child(bindings: LogFields): Record<Level, LogMethod> };

// The process's pino logger (lib/log/root-logger.mjs), installed by server/start.mjs and
// instrumentation.ts. Looked up rather than imported so this file stays safe to bundle for the
// browser, where (as in unit tests) lines fall back to one line of text on the console.
const ROOT_LOGGER_KEY = Symbol.for("ferrion.root-logger");

function sink(): Sink | undefined {
  return (globalThis as typeof globalThis & { [ROOT_LOGGER_KEY]?: Sink })[ROOT_LOGGER_KEY];
}

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = process.env.LOG_LEVEL as Level | undefined;
  return order[level ?? "info"] ?? order.info;
}

function writeText(level: Level, scope: string, message: string, fields?: LogFields) {
  if (order[level] < threshold()) return;
  const extra = fields ? ` ${JSON.stringify(fields)}` : "";
  const line = `${new Date().toISOString()} ${level.toUpperCase()} [${scope}] ${message}${extra}`;
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * Logs with a scope: a JSON line through pino on the server (with the request's trace id), never
 * a stack trace to the visitor.
 */
export function createLogger(scope: string) {
  let child: Record<Level, LogMethod> | undefined;
  const write = (level: Level) => (message: string, fields?: LogFields) => {
    const root = sink();
    if (!root) return writeText(level, scope, message, fields);
    child ??= root.child({ scope });
    child[level](fields ?? {}, message);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

const warnedOnce = new Set<string>();

/** Logs a warning the first time a given key is seen in this process. */
export function warnOnce(scope: string, key: string, message: string) {
  if (warnedOnce.has(key)) return;
  warnedOnce.add(key);
  createLogger(scope).warn(message);
}
