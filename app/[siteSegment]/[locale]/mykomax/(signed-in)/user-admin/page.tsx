import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { UserAdminScreen } from "@/components/portal/user-admin/user-admin-screen";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/user-admin">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "UserAdmin.title");
}

/** /{locale}/mykomax/user-admin: the users a delegated administrator administers (spec 001 §2). */
export default function UserAdminPage() {
  return (
    <ServiceGate service="userAdmin">
      <UserAdminScreen />
    </ServiceGate>
  );
}
