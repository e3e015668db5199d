import type { NavigationItem } from "./types";

/**
 * The items of a branch (ids root first, as in `NavigationItem.branch`) in one navigation tree;
 * null when the tree does not hold the whole branch.
 */
export function navigationBranch(
  roots: NavigationItem[],
  branch: string[],
): NavigationItem[] | null {
  const items: NavigationItem[] = [];
  let level = roots;
  for (const id of branch) {
    const item = level.find((candidate) => candidate.id === id);
    if (!item) return null;
    items.push(item);
    level = item.items;
  }
  return items;
}
