/**
 * The availability status of a part at one stock location, from the pieces there: the rule the
 * parts tab shows as high / medium / low / out of stock.
 */

/** From this many pieces on, availability is high. */
export const HIGH_FROM_PIECES = 20;
/** From this many pieces on (and below HIGH_FROM_PIECES), availability is medium. */
export const MEDIUM_FROM_PIECES = 5;

/** @typedef {'high' | 'medium' | 'low' | 'outOfStock'} AvailabilityStatus */

/**
 * @param {number} pieces whole pieces in stock, 0 or more
 * @returns {AvailabilityStatus}
 */
export function availabilityStatus(pieces) {
  if (!Number.isInteger(pieces) || pieces < 0) {
    throw new RangeError(`pieces must be a whole number of 0 or more, not ${pieces}`);
  }
  if (pieces >= HIGH_FROM_PIECES) return "high";
  if (pieces >= MEDIUM_FROM_PIECES) return "medium";
  if (pieces >= 1) return "low";
  return "outOfStock";
}
