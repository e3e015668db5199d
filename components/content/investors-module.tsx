import { getLocale, getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { currentDay } from "@/lib/content/current-day";
import { fileLink } from "@/lib/content/file-link";
import { financialCalendar } from "@/lib/content/investors/financial-calendar";
import { formatFileSize } from "@/lib/format/number-format";

import { FinancialEventsTable } from "./investors/financial-events-table";
import { ShareFiguresList } from "./investors/share-figures-list";
import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type InvestorsModuleProps = Extract<ModuleFieldsFragment, { __typename: "InvestorsModule" }>;

/** Investor relations: share figures, the financial calendar and the annual report download. */
export async function InvestorsModule({
  module,
  context,
}: {
  module: InvestorsModuleProps;
  context: ModuleContext;
}) {
  const [t, language] = await Promise.all([getTranslations("Investors"), getLocale()]);
  const calendar = financialCalendar(module.events, currentDay());
  const columns = {
    date: t("columns.date"),
    event: t("columns.event"),
    details: t("columns.details"),
  };
  // Upcoming and past events are one table, of the events on either side of today.
  const eventsTable = (side: "upcoming" | "past") => (
    <FinancialEventsTable
      caption={t(`${side}Events`)}
      columns={columns}
      events={calendar[side]}
      language={language}
      testId={`financial-events-${side}`}
    />
  );
  const report = module.annualReport
    ? fileLink(module.annualReport, language, { download: true })
    : null;
  return (
    <ModuleSection
      title={module.title}
      isFirst={context.isFirst}
      className="max-w-7xl space-y-12 py-12"
      data-testid="investors"
    >
      {module.shareFigures ? (
        <ShareFiguresList figures={module.shareFigures} language={language} />
      ) : null}
      {module.events.length > 0 ? (
        <div>
          <h3 className="text-2xl font-bold">{t("calendarHeading")}</h3>
          {calendar.upcoming.length > 0 ? (
            eventsTable("upcoming")
          ) : (
            <p className="mt-4">{t("noUpcomingEvents")}</p>
          )}
          {calendar.past.length > 0 ? (
            <details className="mt-6">
              <summary className="cursor-pointer font-semibold text-theme-link underline">
                {t("pastEventsSummary", { count: calendar.past.length })}
              </summary>
              {eventsTable("past")}
            </details>
          ) : null}
        </div>
      ) : null}
      {report ? (
        <div>
          <h3 className="text-2xl font-bold">{t("annualReportHeading")}</h3>
          <p className="mt-4">
            <a
              href={report.url}
              download
              className="font-semibold text-signal-600 underline"
              data-testid="annual-report-download"
            >
              {t("annualReportLink", { name: report.name })}
            </a>{" "}
            <span className="text-sm text-steel-700">
              {report.size === null
                ? report.extension
                : t("fileDetails", {
                    extension: report.extension,
                    size: formatFileSize(report.size, language),
                  })}
            </span>
          </p>
        </div>
      ) : null}
    </ModuleSection>
  );
}
