import type { Access } from "./access";
import type { AdminScope } from "./admin-scope";
import type { Organization } from "./organization";

/** A user's role in user administration (label "role"). */
type UserRole = "administrator" | "user";

/** A person as user administration shows him: who he is and his access in each organization. */
export interface UserAdminUser {
  id: string;
  name: string;
  email: string;
  company: string;
  role: UserRole;
  /** False while an invited person has not set a password yet. */
  hasAccount: boolean;
  organizations: readonly Organization[];
  access: readonly Access[];
}

/** One user's page: the user (null when the administrator cannot see him) and what he may add. */
export interface UserAdminDetail extends AdminScope {
  user: UserAdminUser | null;
}
