import { formatPublicationDate } from "@/lib/format/publication-date";

/**
 * Spec 000 §3: a release's date and, for an ad hoc release, its marker; the list and the release
 * page show the same line.
 */
export function MediaReleaseDateline({
  release,
  language,
  adhocLabel,
}: {
  release: { publicationDate: string; adhoc: boolean };
  language: string;
  adhocLabel: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-steel-700">
      <time dateTime={release.publicationDate}>
        {formatPublicationDate(release.publicationDate, language)}
      </time>
      {release.adhoc ? (
        <span
          data-testid="adhoc-badge"
          className="rounded bg-copper-100 px-2 py-0.5 text-xs font-bold tracking-wide text-navy-900 uppercase"
        >
          {adhocLabel}
        </span>
      ) : null}
    </p>
  );
}
