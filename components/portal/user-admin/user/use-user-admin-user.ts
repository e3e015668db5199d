"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  type AccessChangeFieldsFragment,
  type ChangeAccessInput,
  ChangeAccessDocument,
  DeleteUserDocument,
  type RemoveOrganizationInput,
  RemoveOrganizationDocument,
  UserAdminUserDocument,
  type UserAdminUserQuery,
} from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import { isInviting, portalUrlOf } from "@/lib/portal/user-admin/user-detail-view";

import { usePortalContext } from "../../portal-context";
import { useApplicationNames } from "../use-application-names";
import { useIdToken } from "../../use-stored-token";

/** Every user administration query lives under this key, so a change refreshes list and detail. */
const USER_ADMIN_KEY = ["userAdmin"] as const;
const userDetailKey = (id: string) => [...USER_ADMIN_KEY, "user", id] as const;

/** One user with the organizations and applications the administrator may add him to. */
export function useUserAdminUser(id: string) {
  const idToken = useIdToken();
  const nameApplications = useApplicationNames();
  return useQuery({
    queryKey: userDetailKey(id),
    queryFn: async () =>
      (await portalQuery(UserAdminUserDocument, { id }, await idToken())).userAdmin,
    select: nameApplications,
  });
}

/** After a change: the answer's user at once, then everything of user administration anew. */
export function useUserAdminChanged(id: string) {
  const queryClient = useQueryClient();
  return (change: AccessChangeFieldsFragment) => {
    if (change.user) {
      const user = change.user;
      queryClient.setQueryData<UserAdminUserQuery["userAdmin"]>(userDetailKey(id), (old) =>
        old ? { ...old, user } : old,
      );
    }
    // Not refetched while lost: the screen says so from this answer, the next visit asks anew.
    void queryClient.invalidateQueries({
      queryKey: USER_ADMIN_KEY,
      refetchType: change.lostPermission ? "none" : "active",
    });
  };
}

/** The portal address the invitation page leads back to (issue 13 notes). */
function usePortalUrl() {
  const { portalHref } = usePortalContext();
  return () => portalUrlOf(window.location.origin, portalHref);
}

export function useChangeAccess() {
  const idToken = useIdToken();
  const portalUrl = usePortalUrl();
  return useMutation({
    mutationFn: async (input: Omit<ChangeAccessInput, "portalUrl">) =>
      (
        await portalQuery(
          ChangeAccessDocument,
          // Only invitations lead anywhere; the other actions need no address.
          { input: isInviting(input.action) ? { ...input, portalUrl: portalUrl() } : input },
          await idToken(),
        )
      ).changeAccess,
  });
}

export function useRemoveOrganization() {
  const idToken = useIdToken();
  return useMutation({
    mutationFn: async (input: RemoveOrganizationInput) =>
      (await portalQuery(RemoveOrganizationDocument, { input }, await idToken()))
        .removeOrganization,
  });
}

export function useDeleteUser() {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await portalQuery(DeleteUserDocument, { input: { userId } }, await idToken())).deleteUser,
    // Not refetched here: the detail would only find him gone; the list asks anew when shown.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY, refetchType: "none" }),
  });
}
