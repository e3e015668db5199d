"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { Access } from "@/lib/portal/user-admin/access";
import type { Organization } from "@/lib/portal/user-admin/organization";
import type { UserAdminDetail, UserAdminUser } from "@/lib/portal/user-admin/user";
import {
  accessByOrganization,
  addableApplications,
  addableOrganizations,
  cutsOwnAdministration,
  type RowAction,
} from "@/lib/portal/user-admin/user-detail-view";
import { usePortalSession } from "@/stores/portal-session";

import { PortalSection } from "../../portal-section";
import { AccessChangeDialog } from "./access-change-dialog";
import { AddApplicationDialog } from "./add-application-dialog";
import { AddOrganizationDialog } from "./add-organization-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import type { ChangeDone } from "./dialog-types";
import { OrganizationSection } from "./organization-section";
import { RemoveOrganizationDialog } from "./remove-organization-dialog";
import { UserProfile } from "./user-profile";

type OpenDialog =
  | { kind: "access"; record: Access; action: RowAction }
  | { kind: "addApplication"; organization: Organization }
  | { kind: "addOrganization" }
  | { kind: "removeOrganization"; organization: Organization }
  | { kind: "deleteUser" };

/** The user, his organizations with his applications in each, and every action on them. */
export function UserDetail({
  admin,
  user,
  onDone,
}: {
  admin: UserAdminDetail;
  user: UserAdminUser;
  onDone: ChangeDone;
}) {
  const t = useTranslations("UserAdminUser");
  const ownId = usePortalSession((state) => state.user?.id);
  const isOwnProfile = ownId !== undefined && ownId === user.id;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const organizations = accessByOrganization(user);
  // No self-grant (issue 29): another administrator adds to his own access, the back end
  // refuses it from him; what he holds he may still give up.
  const joinable = isOwnProfile ? [] : addableOrganizations(user, admin.organizations);

  return (
    <div className="space-y-8">
      <section aria-labelledby="user-admin-user-name" className="space-y-4">
        <h1 id="user-admin-user-name" className="text-3xl font-bold break-words">
          {user.name}
        </h1>
        <UserProfile user={user} />
        {isOwnProfile ? <p data-testid="own-access-note">{t("ownAccessNote")}</p> : null}
        <div className="flex flex-wrap gap-3">
          {joinable.length > 0 ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: "addOrganization" })}>
              {t("addOrganization")}
            </Button>
          ) : null}
          {/* One's own account is deleted in the account settings (the back end refuses it here). */}
          {isOwnProfile ? null : (
            <Button variant="secondary" onClick={() => setDialog({ kind: "deleteUser" })}>
              {t("deleteUser")}
            </Button>
          )}
        </div>
      </section>

      <PortalSection
        headingId="user-admin-user-organizations"
        title={t("organizationsHeading")}
        className="space-y-4"
      >
        {organizations.length === 0 ? <p>{t("noOrganizations")}</p> : null}
        {organizations.map(({ organization, access }) => (
          <OrganizationSection
            key={organization.id}
            organization={organization}
            records={access}
            canAddApplication={
              !isOwnProfile &&
              addableApplications(user, organization.id, admin.applications).length > 0
            }
            onAction={(record, action) => setDialog({ kind: "access", record, action })}
            onAddApplication={() => setDialog({ kind: "addApplication", organization })}
            onRemove={() => setDialog({ kind: "removeOrganization", organization })}
          />
        ))}
      </PortalSection>

      {dialog?.kind === "access" ? (
        <AccessChangeDialog
          user={user}
          record={dialog.record}
          action={dialog.action}
          warnsOfOwnAccess={
            dialog.action === "withdraw" &&
            cutsOwnAdministration({
              isOwnProfile,
              isInternal: admin.isInternal,
              leavesNoRecord:
                user.access.filter(
                  (record) => record.organization.id === dialog.record.organization.id,
                ).length <= 1,
            })
          }
          onDone={onDone}
          onClosed={close}
        />
      ) : null}
      {dialog?.kind === "addApplication" ? (
        <AddApplicationDialog
          user={user}
          organization={dialog.organization}
          applications={addableApplications(user, dialog.organization.id, admin.applications)}
          onDone={onDone}
          onClosed={close}
        />
      ) : null}
      {dialog?.kind === "addOrganization" ? (
        <AddOrganizationDialog
          user={user}
          organizations={joinable}
          applications={admin.applications}
          onDone={onDone}
          onClosed={close}
        />
      ) : null}
      {dialog?.kind === "removeOrganization" ? (
        <RemoveOrganizationDialog
          user={user}
          organization={dialog.organization}
          warnsOfOwnAccess={cutsOwnAdministration({
            isOwnProfile,
            isInternal: admin.isInternal,
            leavesNoRecord: true,
          })}
          onDone={onDone}
          onClosed={close}
        />
      ) : null}
      {dialog?.kind === "deleteUser" ? <DeleteUserDialog user={user} onClosed={close} /> : null}
    </div>
  );
}
