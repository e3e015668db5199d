import { badUserInput } from "./portal-errors.mjs";

/** The arguments every paged list of the portal back end takes (tickets, inventory, users). */

const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 10;

/**
 * The lower-case words of a free-text filter; BAD_USER_INPUT `text: textTooLong` past 200
 * characters. @param {unknown} text @returns {string[]}
 */
export function searchWords(text) {
  if (typeof text !== "string") return [];
  const trimmed = text.trim();
  if (trimmed.length > MAX_SEARCH_LENGTH) throw badUserInput("text", "textTooLong");
  return trimmed.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A 1-based page and its size, checked: BAD_USER_INPUT `page: pageInvalid` or
 * `pageSize: pageSizeInvalid`.
 * @param {{ page?: unknown, pageSize?: unknown }} args
 * @param {{ defaultSize: number, maxSize: number }} sizes
 */
export function pagingOf(args, { defaultSize, maxSize }) {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultSize;
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) {
    throw badUserInput("page", "pageInvalid");
  }
  if (
    typeof pageSize !== "number" ||
    !Number.isInteger(pageSize) ||
    pageSize < 1 ||
    pageSize > maxSize
  ) {
    throw badUserInput("pageSize", "pageSizeInvalid");
  }
  return { page, pageSize };
}

/**
 * A page answer of the schema's list types.
 * @template T @param {{ items: T[], totalCount: number }} found
 * @param {{ page: number, pageSize: number }} paging
 */
export function pageAnswer({ items, totalCount }, { page, pageSize }) {
  return { items, totalCount, page, pageSize, pageCount: Math.ceil(totalCount / pageSize) };
}
