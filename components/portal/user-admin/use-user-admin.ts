"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { InviteUserDocument, UserAdminUsersDocument } from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import { type InviteFormValues, inviteUserInput } from "@/lib/portal/user-admin/invite-form";
import { type UserAdminQuery, userAdminVariables } from "@/lib/portal/user-admin/user-admin-query";

import { useIdToken } from "../use-stored-token";
import { useApplicationNames } from "./use-application-names";

/** The react-query keys of user administration: a change refreshes everything under `all`. */
const userAdminKeys = {
  all: ["userAdmin"] as const,
  users: (variables: ReturnType<typeof userAdminVariables>) =>
    [...userAdminKeys.all, "users", variables] as const,
};

/**
 * A page of the users the caller administers, with the filters' choices; the previous page stays
 * shown while the next one loads.
 */
export function useUserAdminUsers(query: UserAdminQuery) {
  const idToken = useIdToken();
  const variables = userAdminVariables(query);
  const nameApplications = useApplicationNames();
  return useQuery({
    queryKey: userAdminKeys.users(variables),
    queryFn: async () =>
      (await portalQuery(UserAdminUsersDocument, variables, await idToken())).userAdmin,
    select: nameApplications,
    placeholderData: keepPreviousData,
  });
}

/** Invites a person; the lists refresh, so the new user shows. */
export function useInviteUser(portalUrl: () => string) {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InviteFormValues) =>
      (
        await portalQuery(
          InviteUserDocument,
          { input: inviteUserInput(values, portalUrl()) },
          await idToken(),
        )
      ).inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
