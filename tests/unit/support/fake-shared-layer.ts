import type { SharedLayer } from "@/lib/cache/shared-layer.mjs";

/**
 * Redis as the caches see it, in memory, for several instances in one test: entries, a shared
 * generation, and clears told to every other instance at once. `down()` makes it answer nothing,
 * as the real layer does while Redis is away.
 */
export function fakeRedisHub() {
  const entries = new Map<string, Buffer>();
  const members: Array<{ setKnown: (generation: number) => void; onRemoteClear: () => void }> = [];
  let stored = 0;
  let up = true;
  return {
    entries,
    down: () => (up = false),
    up: () => (up = true),
    layer(onRemoteClear: () => void): SharedLayer {
      let known = stored;
      const self = { setKnown: (generation: number) => (known = generation), onRemoteClear };
      members.push(self);
      return {
        generation: () => known,
        announceClear() {
          known += 1;
          if (!up) return;
          stored = Math.max(stored + 1, known);
          known = stored;
          for (const member of members) {
            if (member === self) continue;
            member.setKnown(stored);
            member.onRemoteClear();
          }
        },
        async get(key) {
          return up ? (entries.get(key) ?? null) : null;
        },
        set(key, value) {
          if (up) entries.set(key, Buffer.from(value));
        },
      };
    },
  };
}
