"use client";

import { useQuery } from "@tanstack/react-query";

import { WireFlowReleasesDocument } from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import type { WireFlowRelease } from "@/lib/portal/wire-flow/wire-flow-release";
import { wireFlowQueryKeys } from "@/lib/portal/wire-flow/wire-flow-query-keys";

import { useIdToken } from "../session/use-stored-token";

/** Download links carry keys valid for 50–60 minutes: fetched anew well before they expire. */
const KEY_REFRESH_MS = 20 * 60_000;

/** The on-premises releases, newest first, with their installers' download keys. */
export function useWireFlowReleases() {
  const idToken = useIdToken();
  return useQuery({
    queryKey: wireFlowQueryKeys.releases(),
    queryFn: async (): Promise<readonly WireFlowRelease[]> =>
      (await portalQuery(WireFlowReleasesDocument, {}, await idToken())).wireFlowReleases,
    staleTime: KEY_REFRESH_MS,
    refetchInterval: KEY_REFRESH_MS,
  });
}
