import type { InventoryQueryVariables } from "@/graphql/generated/portal";

/** The react-query keys of the inventory screens. */
export const inventoryQueryKeys = {
  all: ["inventory"] as const,
  page: (variables: InventoryQueryVariables) => [...inventoryQueryKeys.all, variables] as const,
};
