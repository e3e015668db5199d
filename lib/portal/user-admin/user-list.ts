import type { AdminScope } from "./admin-scope";
import type { UserAdminUser } from "./user";

/** One page of the users the administrator administers. */
export interface UserPage {
  items: readonly UserAdminUser[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The user list: a page of users and the filters' choices. */
export interface UserList extends AdminScope {
  users: UserPage;
}
