const ELLIPSIS = "…";

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Spec 001 §9: cuts a text by length with an ellipsis. The result, ellipsis included, is at most
 * maxLength UTF-16 units long; a cut never splits a surrogate pair (an emoji stays whole or goes).
 */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength < 1) return "";
  let end = maxLength - ELLIPSIS.length;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
