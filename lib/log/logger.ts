type Level = "debug" | "info" | "warn" | "error";

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = process.env.LOG_LEVEL as Level | undefined;
  return order[level ?? "info"] ?? order.info;
}

function write(level: Level, scope: string, message: string) {
  if (order[level] < threshold()) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} [${scope}] ${message}`;
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** One-line logs with a scope; never prints stack traces to the visitor, only to the server log. */
export function createLogger(scope: string) {
  return {
    debug: (message: string) => write("debug", scope, message),
    info: (message: string) => write("info", scope, message),
    warn: (message: string) => write("warn", scope, message),
    error: (message: string) => write("error", scope, message),
  };
}

const warnedOnce = new Set<string>();

/** Logs a warning the first time a given key is seen in this process. */
export function warnOnce(scope: string, key: string, message: string) {
  if (warnedOnce.has(key)) return;
  warnedOnce.add(key);
  createLogger(scope).warn(message);
}
