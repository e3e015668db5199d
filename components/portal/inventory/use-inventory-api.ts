"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";

import { InventoryDocument } from "@/graphql/generated/portal";
import type { InventoryMachine, InventoryPage } from "@/lib/portal/inventory/inventory-machine";
import {
  type InventoryFilter,
  INVENTORY_MAX_PAGE_SIZE,
  type InventoryQuery,
  inventoryFilterVariables,
  inventoryVariables,
} from "@/lib/portal/inventory/inventory-query";
import { inventoryQueryKeys } from "@/lib/portal/inventory/inventory-query-keys";
import { portalQuery } from "@/lib/portal/portal-graphql";

import { useIdToken } from "../session/use-stored-token";

/** A page of the company's machines; the previous page stays shown while the next one loads. */
export function useInventory(query: InventoryQuery) {
  const idToken = useIdToken();
  const variables = inventoryVariables(query);
  return useQuery({
    queryKey: inventoryQueryKeys.page(variables),
    queryFn: async (): Promise<InventoryPage> =>
      (await portalQuery(InventoryDocument, variables, await idToken())).inventory,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every machine matching a filter, for the CSV export: the back end's largest pages, one after
 * the other, until all are in (one request for any company's inventory so far). Read when asked,
 * not kept: an export is made from what the back end has at that moment.
 */
export function useAllInventoryMachines(): (
  filter: InventoryFilter,
) => Promise<InventoryMachine[]> {
  const idToken = useIdToken();
  return useCallback(
    async (filter) => {
      const machines: InventoryMachine[] = [];
      for (let page = 1; ; page += 1) {
        const { inventory } = await portalQuery(
          InventoryDocument,
          { filter: inventoryFilterVariables(filter), page, pageSize: INVENTORY_MAX_PAGE_SIZE },
          await idToken(),
        );
        machines.push(...inventory.items);
        if (page >= inventory.pageCount) return machines;
      }
    },
    [idToken],
  );
}
