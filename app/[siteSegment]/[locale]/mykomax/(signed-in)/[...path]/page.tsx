import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceScreen } from "@/components/portal/dashboard/service-screen";
import { portalScreen } from "@/lib/portal/portal-routes";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/[...path]">;

async function serviceOf({ params }: Props) {
  const { path } = await params;
  const screen = portalScreen(path);
  // proxy.ts has answered an unknown portal path with the 404 page already (checked-routes.ts).
  return screen?.kind === "service" ? screen.service : notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return portalMetadata(props.params, `Portal.service.${await serviceOf(props)}`);
}

/** The service routes of spec 001 §2 without screens yet (the external apps). */
export default async function ServicePage(props: Props) {
  return <ServiceScreen service={await serviceOf(props)} />;
}
