import { useTranslations } from "next-intl";

import { fileExtension } from "@/lib/content/file-link";
import type { ProductFile } from "@/lib/catalogue/types";
import { formatFileSize } from "@/lib/format/number-format";

/** The product's files (datasheets, manuals, …) with type, extension, size and language. */
export function ProductDownloads({ files, language }: { files: ProductFile[]; language: string }) {
  const t = useTranslations("Catalogue");
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="downloads" className="py-6">
      <h2 id="downloads" className="mb-4 text-2xl font-bold">
        {t("downloads")}
      </h2>
      <ul className="divide-y divide-steel-200 border-y border-steel-200">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <a
              href={file.url}
              download={file.filename}
              className="font-semibold text-signal-600 underline"
              aria-label={t("download", { name: file.name })}
            >
              {file.name}
            </a>
            <span className="text-sm text-steel-700">
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
    </section>
  );
}
