import type { Application } from "./access";
import type { Organization } from "./organization";

/** What the signed-in administrator administers: the choices of the filters and dialogs. */
export interface AdminScope {
  /** An internal administrator administers every company's organizations. */
  isInternal: boolean;
  organizations: readonly Organization[];
  applications: readonly Application[];
}
