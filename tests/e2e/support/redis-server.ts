import { spawn } from "node:child_process";

import { Redis } from "ioredis";

import type { Process } from "./own-stack";

/** Debian's redis-server (`.ci/run` installs it). */
const REDIS_SERVER = "/usr/bin/redis-server";

/** One question to the Redis on `port`; fails at once when it does not answer. */
export async function askRedis<T>(port: number, ask: (client: Redis) => Promise<T>): Promise<T> {
  const client = new Redis({
    port,
    host: "127.0.0.1",
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return await ask(client);
  } finally {
    client.disconnect();
  }
}

/**
 * A Redis of a test's own, in memory only (nothing saved, nothing read at start), stopped with
 * own-stack's `stop`.
 */
export async function startRedis(port: number): Promise<Process> {
  let output = "";
  const child = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const redis = { child, output: () => output };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output.slice(-2000)}`);
    if ((await askRedis(port, (client) => client.ping()).catch(() => "")) === "PONG") return redis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on ${port} did not answer within 10 s`);
}
