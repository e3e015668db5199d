import type { PersistOptions, PersistStorage } from "zustand/middleware";

/**
 * The persist options of a store that reads its stored entry before it writes one: until the
 * entry has been read and merged, changes stay in memory; then the merged state is written once.
 * Reading waits for the entry's check to load, and a visitor may click meanwhile: written at
 * once, such a change replaced what was stored and was then read back as if it had been stored,
 * so a part added once counted twice and the parts already in the cart were gone.
 */
export function readBeforeWriting<S, P>(
  name: string,
  storage: PersistStorage<P>,
  partialize: (state: S) => P,
): Pick<PersistOptions<S, P>, "name" | "storage" | "partialize" | "onRehydrateStorage"> {
  let hasRead = false;
  return {
    name,
    partialize,
    storage: {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => (hasRead ? storage.setItem(key, value) : undefined),
      removeItem: (key) => storage.removeItem(key),
    },
    onRehydrateStorage: () => (merged) => {
      hasRead = true;
      if (merged) void storage.setItem(name, { state: partialize(merged), version: 0 });
    },
  };
}
