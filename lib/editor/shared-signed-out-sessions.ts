import "server-only";

import type { RedisConnection } from "@/lib/cache/redis-connection.mjs";

import type { MemorySignedOutSessions, SignedOutSessions } from "./signed-out-sessions";

const KEY = "ferrion:editor:signed-out";
const CHANNEL = "ferrion:editor:signed-out";

/**
 * Signed-out editor sessions every instance refuses (REDIS_URL): each instance keeps them in
 * memory, so checking a token stays synchronous and costs no round trip; a sign-out is stored in
 * a Redis sorted set (scored by when the token dies anyway) and announced, and every instance
 * adds what it hears. On every (re)connect an instance sends what it holds and takes what Redis
 * holds, so a sign-out made while Redis was away reaches the others once it is back.
 */
export class SharedSignedOutSessions implements SignedOutSessions {
  constructor(
    private readonly memory: MemorySignedOutSessions,
    private readonly connection: RedisConnection,
    private readonly nowS: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    connection.subscribe(CHANNEL, (message) => {
      const [sessionId, expiresAtS] = message.split(" ");
      if (sessionId && Number.isFinite(Number(expiresAtS))) {
        this.memory.add(sessionId, Number(expiresAtS));
      }
    });
    connection.client.on("ready", () => void this.synchronize());
    if (connection.isUp()) void this.synchronize();
  }

  add(sessionId: string, expiresAtS: number): void {
    this.memory.add(sessionId, expiresAtS);
    if (!this.connection.isUp()) return;
    const { client } = this.connection;
    client
      .multi()
      .zadd(KEY, expiresAtS, sessionId)
      .zremrangebyscore(KEY, "-inf", this.nowS())
      .publish(CHANNEL, `${sessionId} ${expiresAtS}`)
      .exec()
      .catch(() => {
        // Redis went away meanwhile: the next reconnect sends it (synchronize).
      });
  }

  has(sessionId: string): boolean {
    return this.memory.has(sessionId);
  }

  private async synchronize(): Promise<void> {
    const { client } = this.connection;
    try {
      const held = [...this.memory.entries()].flatMap(([id, expiresAtS]) => [expiresAtS, id]);
      if (held.length > 0) await client.zadd(KEY, ...held);
      const stored = await client.zrangebyscore(KEY, this.nowS() + 1, "+inf", "WITHSCORES");
      for (let index = 0; index + 1 < stored.length; index += 2) {
        this.memory.add(stored[index]!, Number(stored[index + 1]));
      }
    } catch {
      // Away again: the next ready event tries anew.
    }
  }
}
