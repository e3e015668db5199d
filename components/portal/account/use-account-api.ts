"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import {
  AcceptInvitationDocument,
  PortalMeDocument,
  RequestAccessDocument,
} from "@/graphql/generated/portal";
import type { Account, MfaSetup, PortalMe } from "@/lib/portal/account/account";
import { accountQueryKeys } from "@/lib/portal/account/account-query-keys";
import {
  confirmMfa,
  deleteAccount,
  readAccount,
  resetMfa,
  startMfa,
  updateProfile,
} from "@/lib/portal/account-api";
import { renewTokens, userManager } from "@/lib/portal/identity-client";
import type { IdentitySettings } from "@/lib/portal/identity-settings";
import type { OwnAccessAction } from "@/lib/portal/own-access";
import { portalQuery } from "@/lib/portal/portal-graphql";
import type { ProfileValues } from "@/lib/portal/profile-schema";
import type { ServiceId } from "@/lib/portal/service-status";
import { usePortalSession } from "@/stores/portal-session";

import { usePortalContext } from "../session/portal-context";
import { useAccessToken, useIdToken } from "../session/use-stored-token";

export { mfaRefusalOf } from "@/lib/portal/account-api";

/** A call of the identity site's account API with the access token of this moment. */
function useAccountCall() {
  const { identity } = usePortalContext();
  const accessToken = useAccessToken();
  return useCallback(
    async <T>(call: (identity: IdentitySettings, accessToken: string) => Promise<T>) =>
      call(identity, await accessToken()),
    [identity, accessToken],
  );
}

/** The account at the identity site (spec 001 §2): profile, MFA and whether it is internal. */
export function useAccount() {
  const accountCall = useAccountCall();
  return useQuery({
    queryKey: accountQueryKeys.account(),
    queryFn: (): Promise<Account> => accountCall(readAccount),
  });
}

/** The account the identity site answered a change with is the one shown from then on. */
function useShowAccount() {
  const queryClient = useQueryClient();
  return (account: Account) => queryClient.setQueryData(accountQueryKeys.account(), account);
}

export function useUpdateProfile() {
  const accountCall = useAccountCall();
  const showAccount = useShowAccount();
  return useMutation({
    mutationFn: (profile: ProfileValues): Promise<Account> =>
      accountCall((identity, token) => updateProfile(identity, token, profile)),
    onSuccess: showAccount,
  });
}

/** Starts setting up MFA: the secret and QR code to show; MFA is not on yet. */
export function useStartMfa() {
  const accountCall = useAccountCall();
  return useMutation({ mutationFn: (): Promise<MfaSetup> => accountCall(startMfa) });
}

/** Turns MFA on with a code of the setup; `mfaRefusalOf(error)` tells why a code was not taken. */
export function useConfirmMfa() {
  const accountCall = useAccountCall();
  const showAccount = useShowAccount();
  return useMutation({
    mutationFn: (code: string): Promise<Account> =>
      accountCall((identity, token) => confirmMfa(identity, token, code)),
    onSuccess: showAccount,
  });
}

/** Removes MFA (internal employees may too). */
export function useResetMfa() {
  const accountCall = useAccountCall();
  const showAccount = useShowAccount();
  return useMutation({
    mutationFn: (): Promise<Account> => accountCall(resetMfa),
    onSuccess: showAccount,
  });
}

/** Deletes the account. Nothing to refresh: the user is logged out next, and the cache with him. */
export function useDeleteAccount() {
  const accountCall = useAccountCall();
  return useMutation({ mutationFn: () => accountCall(deleteAccount) });
}

/** The user as the portal back end knows him (his company), through the tickets proxy. */
export function usePortalMe() {
  const idToken = useIdToken();
  return useQuery({
    queryKey: accountQueryKeys.me(),
    queryFn: async (): Promise<PortalMe> =>
      (await portalQuery(PortalMeDocument, {}, await idToken())).me,
  });
}

/**
 * Accepts the user's invitation to an application, or asks for access to it. The identity
 * provider reads the roles from these access records, so the tokens are renewed afterwards (also
 * after a refusal: the status may have changed since the token was issued) and the session takes
 * the new status from them. Fails with the first failure of the two steps.
 */
export function useChangeOwnAccess() {
  const { identity, localeUrlCode } = usePortalContext();
  const idToken = useIdToken();
  const signedIn = usePortalSession((state) => state.signedIn);
  return useMutation({
    mutationFn: async ({ service, action }: { service: ServiceId; action: OwnAccessAction }) => {
      const failures: unknown[] = [];
      try {
        const variables = { application: service };
        if (action === "acceptInvitation") {
          await portalQuery(AcceptInvitationDocument, variables, await idToken());
        } else await portalQuery(RequestAccessDocument, variables, await idToken());
      } catch (error) {
        failures.push(error);
      }
      try {
        const user = await renewTokens(userManager(identity, localeUrlCode));
        signedIn(user.profile);
      } catch (error) {
        failures.push(error);
      }
      if (failures.length > 0) throw failures[0];
    },
  });
}
