import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { PortalShell } from "@/components/portal/portal-shell";
import type { SiteContext } from "@/lib/site-context/get-site-context";

/**
 * The page around a sign-in return (the login's and the silent renewal's): the portal's shell and
 * the page's title in its language; the view inside finishes the sign-in.
 */
export async function CallbackFrame({
  context,
  title,
  children,
}: {
  context: SiteContext;
  title: "title" | "silentTitle";
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: context.locale.language, namespace: "Callback" });
  return (
    <PortalShell context={context}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">{t(title)}</h1>
        {children}
      </div>
    </PortalShell>
  );
}
