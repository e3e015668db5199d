import { notFound } from "next/navigation";

import { PortalShell } from "@/components/portal/portal-shell";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

/** The customer portal (spec 001 §2): its texts and identity settings for the client parts. */
export default async function PortalLayout({
  children,
  params,
}: LayoutProps<"/[siteSegment]/[locale]/mykomax">) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  return (
    <PortalShell context={context}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>
    </PortalShell>
  );
}
