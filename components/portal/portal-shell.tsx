import "server-only";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { portalClientMessages } from "@/lib/i18n/client-messages";
import { messagesFor } from "@/lib/i18n/messages";
import { localizePath } from "@/lib/navigation/localize-path";
import { PORTAL_SEGMENT } from "@/lib/portal/portal-routes";
import { identitySettings } from "@/lib/portal/server-identity-settings";
import { serviceUrls } from "@/lib/portal/server-service-urls";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { PortalContextProvider } from "./session/portal-context";

/**
 * Hands the portal's client components their texts and the identity settings (read from the
 * server's configuration at run time). Nothing personal is rendered on the server: who is signed
 * in is known in the browser only.
 */
export function PortalShell({ context, children }: { context: SiteContext; children: ReactNode }) {
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  return (
    <NextIntlClientProvider
      locale={context.locale.language}
      messages={portalClientMessages(messagesFor(context.locale.language))}
    >
      <PortalContextProvider
        value={{
          identity: identitySettings(),
          localeUrlCode: context.locale.urlCode,
          homeHref: localizePath("/", prefix),
          portalHref: localizePath(`/${PORTAL_SEGMENT}`, prefix),
          serviceUrls: serviceUrls(),
        }}
      >
        {children}
      </PortalContextProvider>
    </NextIntlClientProvider>
  );
}
