import { PortalGate } from "@/components/portal/session/portal-gate";

/** Every portal page but logout requires sign-in (spec 001 §6); the gate stays across pages. */
export default function SignedInLayout({
  children,
}: LayoutProps<"/[siteSegment]/[locale]/mykomax">) {
  return <PortalGate>{children}</PortalGate>;
}
