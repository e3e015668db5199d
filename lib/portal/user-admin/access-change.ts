import type { AccessAction } from "./access";
import type { UserAdminUser } from "./user";

/** An action on one access record, as the administrator asked for it. */
export type AccessChangeRequest = {
  userId: string;
  organizationId: string;
  application: string;
  action: AccessAction;
  /** Withdrawing his own last record in an organization: he saw the warning (spec 001 §8). */
  acknowledgeOwnAccessLoss?: boolean;
};

/** Withdrawing all of a user's access in one organization. */
export type OrganizationRemoval = {
  userId: string;
  organizationId: string;
  acknowledgeOwnAccessLoss: boolean;
};

/** The back end's answer to an invitation or a change of access. */
export interface AccessChange {
  /** A new invitation's whole link (shown once), and its path when no more is known. */
  invitationUrl: string | null;
  invitationPath: string | null;
  /** The change ended the administrator's permission to see the user. */
  lostPermission: boolean;
  /** The user as he is now; null when he is gone from the administrator's view. */
  user: UserAdminUser | null;
}
