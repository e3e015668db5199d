import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { UserAdminUserScreen } from "@/components/portal/user-admin/user/user-admin-user-screen";
import { portalScreen } from "@/lib/portal/portal-routes";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/user-admin/[id]">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "UserAdminUser.title");
}

/**
 * /{locale}/mykomax/user-admin/{id}: one user's organizations and access (spec 001 §2). Whether
 * the administrator may see him is known in the browser only (the back end answers for the
 * signed-in administrator); a malformed id is a 404 here already (proxy.ts answers it first).
 */
export default async function UserAdminUserPage({ params }: Props) {
  const { id } = await params;
  const screen = portalScreen(["user-admin", id]);
  if (screen?.kind !== "userAdminUser") notFound();
  return (
    <ServiceGate service="userAdmin">
      <UserAdminUserScreen id={screen.id} />
    </ServiceGate>
  );
}
