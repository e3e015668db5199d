import { useTranslations } from "next-intl";

import { fileExtension } from "@/lib/content/file-link";
import type { ProductFile } from "@/lib/catalogue/types";
import { formatFileSize } from "@/lib/format/number-format";

import { CatalogueSection } from "./catalogue-section";
import { PimImage } from "./pim-image";

/** The product's files (datasheets, manuals, …) with type, extension, size and language. */
export function ProductDownloads({ files, language }: { files: ProductFile[]; language: string }) {
  const t = useTranslations("Catalogue");
  if (files.length === 0) return null;
  return (
    <CatalogueSection id="downloads" title={t("downloads")}>
      <ul className="divide-y divide-steel-200 border-y border-steel-200">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            {file.thumbnail_url ? (
              // Decorative: the file's name is the link beside it.
              <PimImage
                image={{ url: file.thumbnail_url, name: file.name }}
                size="thumbnail128x180"
                alt=""
                className="shrink-0 rounded bg-white ring-1 ring-steel-200"
              />
            ) : null}
            <a
              href={file.url}
              download={file.filename}
              className="font-semibold text-signal-600 underline"
              aria-label={t("download", { name: file.name })}
            >
              {file.name}
            </a>
            <span className="ml-auto text-sm text-steel-700">
              {t("fileDetails", {
                type: file.type,
                extension: file.extension.toUpperCase() || fileExtension(file.filename),
                size: formatFileSize(file.size_bytes, language),
                language: file.content_language.toUpperCase(),
              })}
            </span>
          </li>
        ))}
      </ul>
    </CatalogueSection>
  );
}
