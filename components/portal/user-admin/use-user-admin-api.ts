"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  ChangeAccessDocument,
  DeleteUserDocument,
  InviteUserDocument,
  RemoveOrganizationDocument,
  UserAdminUserDocument,
  UserAdminUsersDocument,
} from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import type {
  AccessChange,
  AccessChangeRequest,
  OrganizationRemoval,
} from "@/lib/portal/user-admin/access-change";
import { type InviteFormValues, inviteUserInput } from "@/lib/portal/user-admin/invite-form";
import type { UserAdminDetail } from "@/lib/portal/user-admin/user";
import { type UserAdminQuery, userAdminVariables } from "@/lib/portal/user-admin/user-admin-query";
import { userAdminQueryKeys } from "@/lib/portal/user-admin/user-admin-query-keys";
import { isInviting, portalUrlOf } from "@/lib/portal/user-admin/user-detail-view";
import type { UserList } from "@/lib/portal/user-admin/user-list";

import { usePortalContext } from "../session/portal-context";
import { useIdToken } from "../session/use-stored-token";
import { useApplicationNames } from "./use-application-names";

/**
 * A page of the users the caller administers, with the filters' choices; the previous page stays
 * shown while the next one loads.
 */
export function useUserAdminUsers(query: UserAdminQuery) {
  const idToken = useIdToken();
  const variables = userAdminVariables(query);
  const nameApplications = useApplicationNames();
  return useQuery({
    queryKey: userAdminQueryKeys.users(variables),
    queryFn: async (): Promise<UserList> =>
      (await portalQuery(UserAdminUsersDocument, variables, await idToken())).userAdmin,
    select: nameApplications,
    placeholderData: keepPreviousData,
  });
}

/** One user with the organizations and applications the administrator may add him to. */
export function useUserAdminUser(id: string) {
  const idToken = useIdToken();
  const nameApplications = useApplicationNames();
  return useQuery({
    queryKey: userAdminQueryKeys.user(id),
    queryFn: async (): Promise<UserAdminDetail> =>
      (await portalQuery(UserAdminUserDocument, { id }, await idToken())).userAdmin,
    select: nameApplications,
  });
}

/** The portal address the invitation page leads back to (issue 13 notes). */
function usePortalUrl() {
  const { portalHref } = usePortalContext();
  return () => portalUrlOf(window.location.origin, portalHref);
}

/** Invites a person; the lists refresh before the dialog shows the result, so the new user shows. */
export function useInviteUser() {
  const idToken = useIdToken();
  const portalUrl = usePortalUrl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InviteFormValues): Promise<AccessChange> =>
      (
        await portalQuery(
          InviteUserDocument,
          { input: inviteUserInput(values, portalUrl()) },
          await idToken(),
        )
      ).inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminQueryKeys.all }),
  });
}

/** After a change of a user's access: his answer into his page at once, then the rest anew. */
function useAccessChanged() {
  const queryClient = useQueryClient();
  return (userId: string, change: AccessChange) => {
    const { user } = change;
    if (user) {
      queryClient.setQueryData<UserAdminDetail>(userAdminQueryKeys.user(userId), (old) =>
        old ? { ...old, user } : old,
      );
    }
    // Not refetched while lost: the screen says so from this answer, the next visit asks anew.
    // Not awaited either: the dialog closes and says what was done at once.
    void queryClient.invalidateQueries({
      queryKey: userAdminQueryKeys.all,
      refetchType: change.lostPermission ? "none" : "active",
    });
  };
}

/** One action on one access record (grant, accept, decline, resend, reinvite, add, withdraw). */
export function useChangeAccess() {
  const idToken = useIdToken();
  const portalUrl = usePortalUrl();
  const changed = useAccessChanged();
  return useMutation({
    mutationFn: async (request: AccessChangeRequest): Promise<AccessChange> =>
      (
        await portalQuery(
          ChangeAccessDocument,
          // Only invitations lead anywhere; the other actions need no address.
          { input: isInviting(request.action) ? { ...request, portalUrl: portalUrl() } : request },
          await idToken(),
        )
      ).changeAccess,
    onSuccess: (change, request) => changed(request.userId, change),
  });
}

/** Withdraws all of a user's access in one organization. */
export function useRemoveOrganization() {
  const idToken = useIdToken();
  const changed = useAccessChanged();
  return useMutation({
    mutationFn: async (removal: OrganizationRemoval): Promise<AccessChange> =>
      (await portalQuery(RemoveOrganizationDocument, { input: removal }, await idToken()))
        .removeOrganization,
    onSuccess: (change, removal) => changed(removal.userId, change),
  });
}

export function useDeleteUser() {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string): Promise<void> => {
      await portalQuery(DeleteUserDocument, { input: { userId } }, await idToken());
    },
    // Not refetched here: the detail would only find him gone; the list asks anew when shown.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userAdminQueryKeys.all, refetchType: "none" }),
  });
}
