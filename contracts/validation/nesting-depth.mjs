// How deeply a JSON text or a GraphQL document nests, found in one pass over its characters with
// a counter, never a stack. JSON.stringify, zod and graphql-js's parser and validators all recurse
// into nested input, so input nested thousands of levels deep overflows the call stack in them
// (a 500 for a client's mistake); this is checked first, before anything walks the input.

/**
 * The deepest nesting a request may have: far more than any real request of the site needs (the
 * portal's deepest body is 5 levels, its deepest query about 10), far less than what overflows a
 * recursive walk.
 */
export const MAX_INPUT_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const HASH = 0x23; // #
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const OPENERS = new Set([0x7b, 0x5b, 0x28]); // { [ (
const CLOSERS = new Set([0x7d, 0x5d, 0x29]); // } ] )

/**
 * Whether a JSON text nests objects and arrays more than `maxDepth` levels deep (`{}` is one
 * level). Malformed JSON is measured as far as it goes; the parser refuses it afterwards.
 * @param {string} text @param {number} [maxDepth]
 */
export function jsonNestsDeeperThan(text, maxDepth = MAX_INPUT_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Whether a GraphQL document nests selection sets, argument lists, list and object values more
 * than `maxDepth` levels deep, counting `{`, `[` and `(` outside strings, block strings and
 * comments.
 * @param {string} text @param {number} [maxDepth]
 */
export function graphqlNestsDeeperThan(text, maxDepth = MAX_INPUT_DEPTH) {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === HASH) {
      while (index + 1 < text.length && !isLineEnd(text.charCodeAt(index + 1))) index += 1;
    } else if (code === QUOTE) {
      index = text.startsWith('"""', index)
        ? endOfBlockString(text, index + 3)
        : endOfString(text, index + 1);
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/** @param {number} code */
function isLineEnd(code) {
  return code === LINE_FEED || code === CARRIAGE_RETURN;
}

/** The index of the quote closing a string that starts at `index`, or the text's end. */
function endOfString(/** @type {string} */ text, /** @type {number} */ index) {
  for (let at = index; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) at += 1;
    else if (code === QUOTE || isLineEnd(code)) return at;
  }
  return text.length;
}

/** The index of the last quote closing a block string whose content starts at `index`. */
function endOfBlockString(/** @type {string} */ text, /** @type {number} */ index) {
  for (let at = index; at < text.length; at += 1) {
    if (text.startsWith('\\"""', at)) at += 3;
    else if (text.startsWith('"""', at)) return at + 2;
  }
  return text.length;
}
