/**
 * Deterministic odd paths: a seeded generator, so a failure names a path that fails again.
 */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "en",
  "de",
  "de-ch",
  "fr",
  "xx",
  "north-america-events",
  "company",
  "about-us",
  "..",
  ".",
  "%2e%2e",
  "%2F",
  "%5C",
  "%00",
  "%0A",
  "%0d%0a",
  "%7F",
  "%ZZ",
  "%",
  "%C3",
  "%E2%82",
  "%C3%A9",
  "%F0%9F%92%A9",
  "%E2%80%AE",
  "%EF%BF%BF",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "<script>alert(1)</script>",
  "'\"><img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "data:text/html,x",
  "~404",
  "site-main",
  "site-main~nocache",
  "_next",
  "api",
  "style-guide",
  "file",
  "stories",
  "products",
  "mykomax",
  "index.html",
  "robots.txt",
  "a;b=c",
  "@evil.example",
  "${7*7}",
  "{{7*7}}",
  "../../etc/passwd",
  "%252e%252e",
  "Company",
  "ÄÖÜ",
  "日本語",
  "🙂",
];

/** `count` paths of one to six pieces, some with a very long segment or an odd query. */
export function fuzzPaths(count: number, seed = 20261122): string[] {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const paths: string[] = [];
  while (paths.length < count) {
    const segments = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(PIECES));
    if (random() < 0.08) segments.push("a".repeat(200 + Math.floor(random() * 4000)));
    let path = `/${segments.join("/")}`;
    if (random() < 0.1) path += "/";
    if (random() < 0.15) path = `/${path}`;
    if (random() < 0.15)
      path += pick(["?direct=%ZZ", "?cache=false", "?direct=../x", "?x=%00", "?q=<b>"]);
    paths.push(path);
  }
  return paths;
}
