/** The content system's largest page (Hygraph's default cap on `first`). */
const CONTENT_PAGE_SIZE = 1000;

// A backend that ignores `skip` would answer full pages forever; 100 pages is far beyond any
// real list of redirects and still ends the loop.
const MAX_PAGES = 100;

/**
 * Every item of a list the content system pages: reads `first`/`skip` pages until one comes back
 * short, so a list longer than one page is read whole instead of silently cut at its end.
 */
export async function readAllPages<T>(
  readPage: (page: { first: number; skip: number }) => Promise<T[]>,
  pageSize: number = CONTENT_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const batch = await readPage({ first: pageSize, skip: page * pageSize });
    items.push(...batch);
    if (batch.length < pageSize) return items;
  }
  throw new Error(`The list has more than ${MAX_PAGES} pages of ${pageSize}: not read whole`);
}
