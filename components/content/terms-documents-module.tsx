import { getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { AppLink } from "@/components/ui/app-link";
import { currentDay } from "@/lib/content/current-day";
import { termsDocumentsFor } from "@/lib/content/terms-documents/classify-terms-documents";
import { parseTermsDocumentsQuery } from "@/lib/content/terms-documents/terms-documents-query";
import { termsLocationOptions } from "@/lib/content/terms-documents/terms-location-options";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";
import { TermsDocumentsFilters } from "./terms-documents/terms-documents-filters";
import { TermsDocumentsTable } from "./terms-documents/terms-documents-table";

type TermsDocumentsModuleProps = Extract<
  ModuleFieldsFragment,
  { __typename: "TermsDocumentsModule" }
>;

/**
 * Spec 001 §2 terms and conditions documents: the version in force of each document first
 * (newest valid from first), then versions that come into force later, marked, and the
 * superseded versions folded away below, all filtered by location and type from the address.
 */
export async function TermsDocumentsModule({
  module,
  context,
}: {
  module: TermsDocumentsModuleProps;
  context: ModuleContext;
}) {
  const t = await getTranslations("TermsDocuments");
  const language = context.language;
  // The filters from the content page's route; elsewhere (the style guide) none.
  const query = context.page?.data.termsDocumentsQuery ?? parseTermsDocumentsQuery({});
  const action = context.page?.path ?? "";
  const { current, upcoming, superseded } = termsDocumentsFor(
    module.documents,
    query,
    currentDay(),
  );
  const isEmpty = current.length + upcoming.length + superseded.length === 0;
  return (
    <ModuleSection
      title={module.title}
      isFirst={context.isFirst}
      className="max-w-5xl py-10"
      data-testid="terms-documents"
    >
      {module.text ? <p className="mt-3 text-steel-700">{module.text}</p> : null}
      <TermsDocumentsFilters
        action={action}
        query={query}
        locations={termsLocationOptions(module.documents, language)}
      />
      <p className="mt-6 font-semibold" data-testid="terms-document-count">
        {t("count", { count: current.length })}
      </p>
      {isEmpty ? (
        <p className="mt-2">
          {t("empty")}{" "}
          <AppLink href={action} className="font-semibold text-theme-link underline">
            {t("showAll")}
          </AppLink>
        </p>
      ) : null}
      {current.length > 0 ? (
        <TermsDocumentsTable
          caption={t("currentTitle")}
          documents={current}
          language={language}
          testId="terms-current"
        />
      ) : null}
      {upcoming.length > 0 ? (
        <TermsDocumentsTable
          caption={t("upcomingTitle")}
          documents={upcoming}
          language={language}
          badge={t("upcomingBadge")}
          testId="terms-upcoming"
        />
      ) : null}
      {superseded.length > 0 ? (
        <details className="mt-8">
          <summary className="cursor-pointer font-semibold text-theme-link underline">
            {t("supersededSummary", { count: superseded.length })}
          </summary>
          <TermsDocumentsTable
            caption={t("supersededTitle")}
            documents={superseded}
            language={language}
            testId="terms-superseded"
          />
        </details>
      ) : null}
    </ModuleSection>
  );
}
