import "../../globals.css";

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { EditorToolbar } from "@/components/editor/editor-toolbar";
import { NextReleaseMarker } from "@/components/editor/next-release-marker";
import { ErrorPageContentProvider } from "@/components/layout/error-page-content";
import { errorPageContentValue } from "@/components/layout/error-page-content-value";
import { SideButtons } from "@/components/layout/side-buttons";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteTrailProvider } from "@/components/layout/site-trail-provider";
import { PanelHost } from "@/components/panels/panel-host";
import { ClientRuntime } from "@/components/runtime/client-runtime";
import { EarlyClickRecorder } from "@/components/runtime/early-click-recorder";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { readBuildId } from "@/lib/build/read-build-id";
import { config } from "@/lib/config";
import { getErrorPage } from "@/lib/content/error-page/get-error-page";
import { clientMessages } from "@/lib/i18n/client-messages";
import { messagesFor } from "@/lib/i18n/messages";
import { localizePath } from "@/lib/navigation/localize-path";
import { resolveLink } from "@/lib/navigation/resolve-link";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import { countryOptions, INTERNATIONAL_CODE } from "@/lib/site/country-options";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";
import { linkContextFor } from "@/lib/catalogue/link-context-for";
import { languageOptions } from "@/lib/site/language-options";

export const metadata: Metadata = {
  title: { default: "Ferrion", template: "%s" },
};

export default async function SiteLayout({
  children,
  params,
}: LayoutProps<"/[siteSegment]/[locale]">) {
  const { siteSegment, locale: localeCode } = await params;
  const context = await getSiteContextForSegment(siteSegment, localeCode);
  if (!context) notFound();
  const { site, locale, header, footer, system } = context;
  setRequestLocale(locale.language);
  const t = await getTranslations("Layout");
  // The error boundary below shows the content system's error page; never fails (built-in texts).
  const errorPage = await getErrorPage(context.request);
  const linkContext = await linkContextFor(context, [header, footer, errorPage]);
  const country = system.countries.find((candidate) => candidate.code === locale.country) ?? null;
  const names = Object.fromEntries(
    system.languages.map((language) => [language.code, language.names]),
  );
  return (
    // The country's measurement system; the visitor's remembered one replaces it after hydration.
    <html lang={locale.code} data-measurement={country?.defaultMeasurementSystem ?? "Metric"}>
      <body
        className="flex min-h-screen flex-col pb-(--side-tabs-bar)"
        data-with-side-tabs={site.hideSideButtons ? undefined : ""}
      >
        <EarlyClickRecorder />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
        >
          {t("skipToContent")}
        </a>
        {/* The language said outright: the request's cached locale may have been read before it was set. */}
        <NextIntlClientProvider
          locale={locale.language}
          messages={clientMessages(messagesFor(locale.language))}
        >
          {/* From md the side tabs' rail is a column of its own beside the page (issue 28). */}
          <div
            className={`grid flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr_auto] ${site.hideSideButtons ? "" : "md:grid-cols-[minmax(0,1fr)_auto]"}`}
          >
            <SiteHeader
              brand={context.brand}
              homeHref={localizePath("/", linkContext)}
              searchHref={localizePath("/search", linkContext)}
              items={header.items}
              linkContext={linkContext}
              languages={languageOptions(context.languages, country, names)}
              currentLanguage={locale.language}
              countries={countryOptions(system.countries, locale.language, site.internationalOnly)}
              currentCountry={locale.country ?? INTERNATIONAL_CODE}
            />
            <main id="main">
              <SiteTrailProvider value={{ ...siteTrailContext(context), brand: context.brand }}>
                <ErrorPageContentProvider
                  value={errorPageContentValue(errorPage, linkContext, locale.language)}
                >
                  {children}
                </ErrorPageContentProvider>
              </SiteTrailProvider>
            </main>
            <SiteFooter brand={context.brand} navigation={footer} linkContext={linkContext} />
            {site.hideSideButtons ? null : (
              <SideButtons contact={resolveLink(footer.contactLink, linkContext)} />
            )}
          </div>
          <PanelHost
            visitor={{ sisCode: locale.sisCode, country: locale.country }}
            countryDefault={country?.defaultMeasurementSystem ?? null}
            linkPrefix={{ localeUrlCode: locale.urlCode, siteSlug: site.slug }}
            botProtection={{
              siteKey: config.botProtection.siteKey,
              scriptUrl: config.botProtection.scriptUrl,
              action: config.botProtection.action,
            }}
          />
          <ClientRuntime buildId={readBuildId()} language={locale.language} />
          {context.variant.isNextRelease ? <NextReleaseMarker /> : null}
          {context.variant.isEditor ? (
            <EditorToolbar
              stage={context.variant.stage}
              editorHref={localizePath("/editor", linkContext)}
              language={locale.language}
            />
          ) : null}
        </NextIntlClientProvider>
        <OrganizationJsonLd context={context} />
      </body>
    </html>
  );
}
