/**
 * JSON for an inline <script type="application/ld+json">. `<`, `>` and `&` become \u escapes so
 * no CMS text can close the script element (`</script>`) or open a comment; the line separators
 * U+2028/U+2029 are escaped as older parsers read them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
