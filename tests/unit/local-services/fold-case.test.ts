import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../../local-services/store/database.mjs";

// The portal's searches by name (user administration, inventory) compare fold_case(column) with
// the visitor's words, lower-cased in JavaScript. SQLite's own lower() knows only ASCII.
describe("fold_case in the stand-ins' database", () => {
  const dir = mkdtempSync(join(tmpdir(), "fold-case-"));
  const db = openDatabase(dir);
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const matches = (value: string, word: string) =>
    (
      db.prepare("SELECT fold_case(?) LIKE ? AS found").get(value, `%${word.toLowerCase()}%`) as {
        found: number;
      }
    ).found === 1;

  it.each([
    ["Jakub Černý", "černý"],
    ["Jakub Černý", "ČERNÝ"],
    ["Miriam Schäfer", "SCHÄFER"],
    ["Özlem Şahin", "özlem"],
    ["Ελένη Παππά", "ελένη"],
    ["ops@EXAMPLE.com", "example"],
  ])("%s is found by %s", (value, word) => {
    expect(matches(value, word)).toBe(true);
  });

  it("keeps what is not text as it is", () => {
    expect(db.prepare("SELECT fold_case(NULL) AS v, fold_case(42) AS n").get()).toEqual({
      v: null,
      n: 42,
    });
  });
});
