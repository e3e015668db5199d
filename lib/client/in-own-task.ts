/**
 * Runs `work` in a task of its own, right after the current one; gives the cancel. For the stores
 * read from browser storage after hydration: each read re-renders its subscribers at once
 * (useSyncExternalStore is synchronous), and all of them in the effects' task after hydration
 * made one long task on a phone (issue 17).
 */
export function inOwnTask(work: () => void): () => void {
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
