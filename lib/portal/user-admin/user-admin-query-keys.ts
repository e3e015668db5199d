import type { UserListVariables } from "./user-admin-query";

/** The react-query keys of user administration: a change refreshes everything under `all`. */
export const userAdminQueryKeys = {
  all: ["userAdmin"] as const,
  users: (variables: UserListVariables) => [...userAdminQueryKeys.all, "users", variables] as const,
  user: (id: string) => [...userAdminQueryKeys.all, "user", id] as const,
};
