import { getTranslations } from "next-intl/server";

import { TableScrollBox } from "@/components/ui/table-scroll-box";
import type { TermsDocumentFieldsFragment } from "@/graphql/generated/content";
import { fileLink } from "@/lib/content/file-link";
import { formatFileSize } from "@/lib/format/number-format";
import { formatPublicationDate } from "@/lib/format/publication-date";

/** The columns and their share of the table's fixed width. */
const COLUMNS = [
  ["title", "w-[34%] py-2 pr-4"],
  ["locations", "w-[26%] py-2 pr-4"],
  ["validFrom", "w-[15%] py-2 pr-4"],
  ["language", "w-[11%] py-2 pr-4"],
  ["download", "w-[14%] py-2"],
] as const;

/** One list of terms documents: title, type, locations, valid from, language and the PDF. */
export async function TermsDocumentsTable({
  caption,
  documents,
  language,
  badge,
  testId,
}: {
  caption: string;
  documents: TermsDocumentFieldsFragment[];
  language: string;
  /** Shown beside each title, e.g. "Upcoming". */
  badge?: string;
  testId: string;
}) {
  const t = await getTranslations("TermsDocuments");
  return (
    <TableScrollBox className="mt-4">
      <table
        className="w-full min-w-160 table-fixed border-collapse text-left text-sm"
        data-testid={testId}
      >
        <caption className="mb-2 text-left text-lg font-bold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-steel-500">
            {COLUMNS.map(([column, className]) => (
              <th key={column} scope="col" className={className}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const link = fileLink(document.file, language, { download: true });
            const size = link.size === null ? null : formatFileSize(link.size, language);
            return (
              <tr
                key={document.id}
                className="border-b border-steel-200"
                data-testid="terms-document"
              >
                <th scope="row" className="py-3 pr-4 font-semibold">
                  {document.title}
                  <span className="block font-normal text-steel-700">
                    {t(`types.${document.documentType}`)}
                  </span>
                  {badge ? (
                    <span className="mt-1 inline-block rounded bg-copper-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                      {badge}
                    </span>
                  ) : null}
                </th>
                <td className="py-3 pr-4">
                  {document.locations.map((location) => location.name).join(", ")}
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={document.validFrom}>
                    {formatPublicationDate(document.validFrom, language)}
                  </time>
                </td>
                <td className="py-3 pr-4">{document.language.name}</td>
                <td className="py-3">
                  <a
                    href={link.url}
                    download
                    className="font-semibold whitespace-nowrap text-signal-600 underline"
                  >
                    {t("download")}
                    <span className="sr-only"> {document.title}</span>
                  </a>
                  <span className="block text-steel-700">
                    {size === null
                      ? link.extension
                      : t("fileDetails", { extension: link.extension, size })}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
