import type { FileFieldsFragment } from "@/graphql/generated/content";

/** Spec 001 §3: how a file is offered to a visitor. */
interface FileLink {
  url: string;
  name: string;
  /** Bytes; null when the content system does not know. */
  size: number | null;
  /** The content language the link asks the file in. */
  locale: string;
  /** Upper-cased from the file name (`PDF`); empty when the name has none. */
  extension: string;
}

export type LinkableFile = Pick<
  FileFieldsFragment,
  "url" | "slug" | "fileName" | "size" | "caption" | "alternativeText"
>;

export const FILE_ROUTE = "/file";

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toUpperCase() : "";
}

/**
 * A file link: files with a slug are served by the site at /file/{slug}, with `l` when the
 * language is not English and `dl=true` to force a download; others link to the content system.
 */
export function fileLink(
  file: LinkableFile,
  locale: string,
  options: { download?: boolean } = {},
): FileLink {
  let url = file.url;
  if (file.slug) {
    const query = new URLSearchParams();
    if (locale !== "en") query.set("l", locale);
    if (options.download) query.set("dl", "true");
    const search = query.toString();
    url = `${FILE_ROUTE}/${encodeURIComponent(file.slug)}${search ? `?${search}` : ""}`;
  }
  return {
    url,
    name: file.caption || file.alternativeText || file.fileName,
    size: file.size,
    locale,
    extension: fileExtension(file.fileName),
  };
}
