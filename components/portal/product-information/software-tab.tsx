"use client";

import { useLocale, useTranslations } from "next-intl";

import { Icon } from "@/components/ui/icon";
import { formatDay } from "@/lib/format/date-time";
import { formatFileSize } from "@/lib/format/number-format";
import type { ProductDetail } from "@/lib/portal/product-information/product";

/** The product's released software, newest first: release notes and the download of each. */
export function SoftwareTab({ product }: { product: ProductDetail }) {
  const t = useTranslations("ProductInformation.software");
  const language = useLocale();
  if (product.softwareVersions.length === 0) return <p>{t("none")}</p>;
  return (
    <ul className="space-y-4">
      {product.softwareVersions.map((release) => {
        const headingId = `software-${release.version}`;
        const size = formatFileSize(release.size_bytes, language);
        return (
          <li key={release.version}>
            <article
              aria-labelledby={headingId}
              data-version={release.version}
              className="space-y-3 rounded border border-theme-border p-5"
            >
              <div className="flex flex-wrap items-baseline gap-x-4">
                <h2 id={headingId} className="text-xl font-bold">
                  {t("version", { version: release.version })}
                </h2>
                <p>{t("releasedOn", { date: formatDay(release.releaseDate, language) })}</p>
              </div>
              <div>
                <h3 className="font-semibold">{t("notes")}</h3>
                <p className="whitespace-pre-line">{release.releaseNotes}</p>
              </div>
              <a
                href={release.downloadUrl}
                download={release.filename}
                aria-label={t("downloadLabel", { version: release.version, size })}
                className="inline-flex items-center gap-2 rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent"
              >
                <Icon name="download" size={16} />
                {t("download", { filename: release.filename, size })}
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
