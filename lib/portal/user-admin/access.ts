import type {
  ACCESS_ACTIONS,
  ACCESS_STATES,
} from "@/contracts/portal/user-admin/access-transitions.mjs";

/** An access record's state (spec 001 §4), named as the state machine names it. */
export type AccessStatus = (typeof ACCESS_STATES)[number];

/** What an administrator can do to an access record (spec 001 §4). */
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export interface Application {
  id: string;
  name: string;
}

/** One user's access to one application in one organization. */
export interface Access {
  organization: { id: string; name: string };
  application: Application;
  status: AccessStatus;
  /** The role code the identity provider hands out (`kmx_int_assetdb_pending`); null for none. */
  role: string | null;
  /** Who invited the user or asked for the access, and when. */
  requestedBy: string | null;
  requestDate: string | null;
  /** What the state machine allows on this record now. */
  allowedActions: readonly AccessAction[];
}
