import { TableScrollBox } from "@/components/ui/table-scroll-box";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { formatPublicationDate } from "@/lib/format/publication-date";

type FinancialEvent = Extract<
  ModuleFieldsFragment,
  { __typename: "InvestorsModule" }
>["events"][number];

/** Dates of the financial calendar: date, event and where or how it takes place. */
export function FinancialEventsTable({
  caption,
  columns,
  events,
  language,
  testId,
}: {
  caption: string;
  columns: { date: string; event: string; details: string };
  events: FinancialEvent[];
  language: string;
  testId: string;
}) {
  return (
    <TableScrollBox className="mt-4">
      <table className="w-full min-w-120 border-collapse text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-steel-500">
            <th scope="col" className="py-2 pr-4">
              {columns.date}
            </th>
            <th scope="col" className="py-2 pr-4">
              {columns.event}
            </th>
            <th scope="col" className="py-2">
              {columns.details}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-b border-steel-200" data-testid="financial-event">
              <td className="py-3 pr-4 whitespace-nowrap">
                <time dateTime={event.date}>{formatPublicationDate(event.date, language)}</time>
              </td>
              <th scope="row" className="py-3 pr-4 font-semibold">
                {event.title}
              </th>
              <td className="py-3">{event.details ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
