/**
 * The fields of CMS modules (and their nested components) that hold prose a visitor reads.
 * Everything else is a relation id, an enum, a URL or markup (`markdown`; its `text` twin is
 * indexed instead).
 */
const PROSE_FIELDS = new Set([
  "overline",
  "title",
  "text",
  "label",
  "quote",
  "author",
  "role",
  "caption",
  "description",
  "question",
  "answer",
  "name",
  "leadText",
  "value",
]);

/** Containers whose children are walked even though the key itself holds no prose. */
const SKIPPED_FIELDS = new Set(["markdown", "__typename", "id", "image", "images", "poster"]);

/**
 * The readable text of a list of modules, in document order, one block per line.
 * @param {unknown} modules
 * @returns {string}
 */
export function moduleText(modules) {
  /** @type {string[]} */
  const parts = [];
  /** @param {unknown} value @param {string | null} key */
  const walk = (value, key) => {
    if (typeof value === "string") {
      if (key !== null && PROSE_FIELDS.has(key) && value.trim()) parts.push(value.trim());
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
      return;
    }
    if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) {
        if (!SKIPPED_FIELDS.has(childKey)) walk(child, childKey === "body" ? null : childKey);
      }
    }
  };
  walk(modules, null);
  return parts.join("\n");
}
