import { print } from "graphql";
import { describe, expect, it } from "vitest";

import { RedirectsDocument, type RedirectsQuery } from "@/graphql/generated/content";
import { readAllPages } from "@/lib/content/read-all-pages";
import { findRedirect } from "@/lib/routing/redirect-target";
import { createTestContent, writeSeed } from "../local-services/helpers";

const REDIRECT_COUNT = 1205;

function redirectSeed(count: number): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (let number = 1; number <= count; number += 1) {
    const id = `redirect-${String(number).padStart(5, "0")}`;
    files[`Redirect/${id}`] = {
      id,
      previousUrl: `/old/${number}`,
      target: { __typename: "PathLink", path: `/new/${number}` },
    };
  }
  return files;
}

/** The product's own Redirects document, page by page, against the stand-in. */
function redirectsOf(content: ReturnType<typeof createTestContent>) {
  return readAllPages(
    async (page) =>
      (
        await content.data<RedirectsQuery>(print(RedirectsDocument), {
          variables: { stage: "PUBLISHED", ...page },
        })
      ).redirects,
  );
}

describe("redirects past the content system's 1,000-item page", () => {
  it("reads every redirect, so the 1,001st and the last one resolve", async () => {
    const content = createTestContent({ seedDir: writeSeed(redirectSeed(REDIRECT_COUNT)) });
    await content.seeding;

    const redirects = await redirectsOf(content);

    expect(redirects).toHaveLength(REDIRECT_COUNT);
    expect(new Set(redirects.map((redirect) => redirect.id)).size).toBe(REDIRECT_COUNT);
    for (const number of [1, 1000, 1001, REDIRECT_COUNT]) {
      expect(findRedirect(redirects, `/old/${number}`)?.target).toMatchObject({
        __typename: "PathLink",
        path: `/new/${number}`,
      });
    }
  });

  it("shows the cap it works around: one read stops at 1,000", async () => {
    const content = createTestContent({ seedDir: writeSeed(redirectSeed(1001)) });
    await content.seeding;
    const { redirects } = await content.data<RedirectsQuery>(print(RedirectsDocument), {
      variables: { stage: "PUBLISHED", first: 1000, skip: 0 },
    });
    expect(findRedirect(redirects, "/old/1001")).toBeUndefined();
  });
});

describe("readAllPages", () => {
  const list = (length: number) => Array.from({ length }, (_, index) => index);

  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [1001, 2],
    [2500, 3],
  ])("%i items take %i reads", async (length, reads) => {
    const all = list(length);
    const asked: Array<{ first: number; skip: number }> = [];
    const read = await readAllPages(async (page) => {
      asked.push(page);
      return all.slice(page.skip, page.skip + page.first);
    });
    expect(read).toEqual(all);
    expect(asked).toHaveLength(reads);
    expect(asked.every((page) => page.first === 1000)).toBe(true);
  });

  it("gives up on a backend that ignores skip instead of looping forever", async () => {
    await expect(readAllPages(async () => list(10), 10)).rejects.toThrow(/more than 100 pages/);
  });
});
