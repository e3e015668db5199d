"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";

import {
  InventoryDocument,
  type InventoryMachineFragment,
  type InventoryQueryVariables,
} from "@/graphql/generated/portal";
import {
  type InventoryFilter,
  INVENTORY_MAX_PAGE_SIZE,
  type InventoryQuery,
  inventoryFilterVariables,
  inventoryVariables,
} from "@/lib/portal/inventory/inventory-query";
import { portalQuery } from "@/lib/portal/portal-graphql";

import { useIdToken } from "../use-stored-token";

const inventoryKey = (variables: InventoryQueryVariables) => ["inventory", variables] as const;

/** A page of the company's machines; the previous page stays shown while the next one loads. */
export function useInventory(query: InventoryQuery) {
  const idToken = useIdToken();
  const variables = inventoryVariables(query);
  return useQuery({
    queryKey: inventoryKey(variables),
    queryFn: async () =>
      (await portalQuery(InventoryDocument, variables, await idToken())).inventory,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every machine matching a filter, for the CSV export: the back end's largest pages, one after
 * the other, until all are in (one request for any company's inventory so far).
 */
export function useAllInventoryMachines(): (
  filter: InventoryFilter,
) => Promise<InventoryMachineFragment[]> {
  const idToken = useIdToken();
  return useCallback(
    async (filter) => {
      const machines: InventoryMachineFragment[] = [];
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
