/**
 * The option a key makes active in a combobox's list (WAI-ARIA combobox pattern): -1 is the input
 * itself. ArrowDown and ArrowUp move and wrap through the input; Home and End, while an option is
 * active, go to the first and last. Null: the key is not the list's.
 */
export function nextActiveIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return active >= count - 1 ? -1 : active + 1;
    case "ArrowUp":
      return active <= -1 ? count - 1 : active - 1;
    case "Home":
      return active === -1 ? null : 0;
    case "End":
      return active === -1 ? null : count - 1;
    default:
      return null;
  }
}
