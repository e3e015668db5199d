/** The error page's own texts (messages ErrorPage), which stand in for the content system's. */
interface BuiltInErrorTexts {
  overline: string;
  title: string;
  breadcrumb: string;
}

interface ErrorPageTexts {
  overline: string;
  title: string;
  /** The trail's last entry: Home > the error page's title (spec 000 §2). */
  breadcrumb: string;
}

/**
 * What the error page shows as its overline, title and trail: the content system's error page
 * where it has them, the built-in texts where not (no page, the system down, an empty field).
 */
export function errorPageTexts(
  page: { title: string; overline: string | null } | null,
  builtIn: BuiltInErrorTexts,
): ErrorPageTexts {
  const title = page?.title.trim() || null;
  const overline = page?.overline?.trim() || null;
  return {
    overline: overline ?? builtIn.overline,
    title: title ?? builtIn.title,
    breadcrumb: title ?? builtIn.breadcrumb,
  };
}
