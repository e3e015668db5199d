import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { AccountSettings } from "@/components/portal/account/account-settings";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { accountCountryOptions, accountLanguageOptions } from "@/lib/portal/account-options";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/account">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Account.title");
}

/** /{locale}/mykomax/account: account settings (spec 001 §2). */
export default async function AccountPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  const t = await getTranslations({ locale: context.locale.language, namespace: "Account" });
  const language = context.locale.language;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <AccountSettings
        countries={accountCountryOptions(context.system.countries, language)}
        languages={accountLanguageOptions(language)}
      />
    </div>
  );
}
