"use client";

import { useLocale, useTranslations } from "next-intl";

import { Icon } from "@/components/ui/icon";
import { formatDay } from "@/lib/format/date-time";
import { formatFileSize } from "@/lib/format/number-format";
import { wireFlowDownloadHref } from "@/lib/portal/wire-flow/wire-flow-file-url";
import type { WireFlowRelease } from "@/lib/portal/wire-flow/wire-flow-release";

import { ChecksumField } from "./checksum-field";

/** One release: version, date, notes, and its installer with size, checksum and download. */
export function WireFlowReleaseCard({
  release,
  isLatest,
}: {
  release: WireFlowRelease;
  isLatest: boolean;
}) {
  const t = useTranslations("WireFlow");
  const language = useLocale();
  const headingId = `wire-flow-release-${release.id}`;
  const size = formatFileSize(release.file.size, language);
  return (
    <article
      aria-labelledby={headingId}
      data-release={release.version}
      className="space-y-3 rounded border border-theme-border p-5"
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-xl font-bold">
          {t("version", { version: release.version })}
        </h3>
        {isLatest ? (
          <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
            {t("latest")}
          </span>
        ) : null}
        <p className="text-steel-700">
          {t("releasedOn", { date: formatDay(release.releasedOn, language) })}
        </p>
      </div>
      <div>
        <h4 className="font-semibold">{t("notesHeading")}</h4>
        <ul className="list-disc ps-6">
          {release.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("file")}</dt>
        <dd className="break-all">{release.file.fileName}</dd>
        <dt className="font-semibold">{t("size")}</dt>
        <dd>{size}</dd>
      </dl>
      <ChecksumField checksum={release.file.sha256} version={release.version} />
      <a
        href={wireFlowDownloadHref(release.id, release.file.accessKey)}
        download={release.file.fileName}
        className="inline-flex items-center gap-2 rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover"
        aria-label={t("downloadLabel", { version: release.version, size })}
      >
        <Icon name="download" size={16} />
        {t("download")}
      </a>
    </article>
  );
}
