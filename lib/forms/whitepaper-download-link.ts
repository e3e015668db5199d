import { FILE_ROUTE } from "@/lib/content/file-link";

/**
 * The whitepaper's PDF through the site's file route, as the downloads module links files: in
 * the submission's language and as an attachment, so the browser saves it at once.
 */
export function whitepaperDownloadLink(slug: string, locale: string): string {
  const query = new URLSearchParams();
  if (locale !== "en") query.set("l", locale);
  query.set("dl", "true");
  return `${FILE_ROUTE}/${encodeURIComponent(slug)}?${query.toString()}`;
}
