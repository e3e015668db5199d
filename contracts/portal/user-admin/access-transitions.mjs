/**
 * The application access state machine of user administration (spec 001 §4), shared by the
 * portal back end (which applies it to every action) and the user administration screens
 * (which offer only the allowed actions). Refusals are message keys of the `UserAdmin`
 * namespace of messages/.
 *
 * One access record is one user's access to one application in one organization. `none` is
 * "no record" (never added, or withdrawn); an action that ends in `none` removes the record.
 *
 * | from \ action | add     | grant  | accept | update | resend  | reinvite | decline  | withdraw |
 * |---------------|---------|--------|--------|--------|---------|----------|----------|----------|
 * | none          | invited | –      | –      | –      | –       | –        | –        | –        |
 * | unknown       | invited | active | –      | –      | –       | –        | –        | none     |
 * | invited       | –       | –      | –      | –      | invited | –        | –        | none     |
 * | inviteexpired | –       | –      | –      | –      | –       | invited  | –        | none     |
 * | pending       | –       | active | active | –      | –       | –        | declined | none     |
 * | active        | –       | –      | –      | active | –       | –        | –        | none     |
 * | inactive      | –       | active | –      | –      | –       | –        | –        | none     |
 * | declined      | –       | active | –      | –      | –       | –        | –        | none     |
 *
 * Why these cells: an invitation is only re-sent while it is valid (resend, with a new expiry)
 * and renewed after it expired (reinvite); a request (pending) is answered by accept or decline,
 * and an administrator may also grant it outright; ended access (inactive, declined) comes back
 * only by grant; `unknown` (a record whose state the back end cannot tell) can be granted or
 * removed; `update` changes an active access's details, nothing else.
 */

/** Stored states; spelled like lib/portal/service-status.ts. */
export const ACCESS_STATES = /** @type {const} */ ([
  "invited",
  "inviteexpired",
  "pending",
  "active",
  "inactive",
  "declined",
  "unknown",
]);
/** No access record. */
export const NO_ACCESS = "none";
export const ACCESS_ACTIONS = /** @type {const} */ ([
  "add",
  "grant",
  "accept",
  "update",
  "resend",
  "reinvite",
  "decline",
  "withdraw",
]);
/** Days an invitation stays valid (issue 13: 7, configurable). */
export const INVITATION_VALID_DAYS = 7;

/** @typedef {(typeof ACCESS_STATES)[number]} AccessState */
/** @typedef {AccessState | typeof NO_ACCESS} AccessStateOrNone */
/** @typedef {(typeof ACCESS_ACTIONS)[number]} AccessAction */

/** @type {Record<AccessAction, Partial<Record<AccessStateOrNone, AccessStateOrNone>>>} */
const TRANSITIONS = {
  add: { none: "invited", unknown: "invited" },
  grant: { unknown: "active", pending: "active", inactive: "active", declined: "active" },
  accept: { pending: "active" },
  update: { active: "active" },
  resend: { invited: "invited" },
  reinvite: { inviteexpired: "invited" },
  decline: { pending: "declined" },
  withdraw: {
    unknown: "none",
    invited: "none",
    inviteexpired: "none",
    pending: "none",
    active: "none",
    inactive: "none",
    declined: "none",
  },
};

/** @param {unknown} value @returns {value is AccessStateOrNone} */
export function isAccessState(value) {
  return value === NO_ACCESS || ACCESS_STATES.includes(/** @type {AccessState} */ (value));
}

/** @param {unknown} value @returns {value is AccessAction} */
function isAccessAction(value) {
  return ACCESS_ACTIONS.includes(/** @type {AccessAction} */ (value));
}

/**
 * The state an action leads to, or why it is refused.
 * @param {unknown} state the record's current state (`none` when there is no record)
 * @param {unknown} action
 * @returns {{ ok: true, state: AccessStateOrNone } | { ok: false, reason: "actionNotAllowed" | "actionUnknown" | "stateUnknown" }}
 */
export function nextAccessState(state, action) {
  if (!isAccessAction(action)) return { ok: false, reason: "actionUnknown" };
  if (!isAccessState(state)) return { ok: false, reason: "stateUnknown" };
  const next = TRANSITIONS[action][state];
  return next ? { ok: true, state: next } : { ok: false, reason: "actionNotAllowed" };
}

/**
 * The actions an administrator may apply to his own access records (issue 29): only those that
 * give access up. He never grants himself access he does not hold already — no invitation, grant,
 * accepted request or renewed invitation of his own; another administrator of his company (or
 * an internal one) does that. So user administration is no way around the administrator who
 * answers requests, and every access has been given by someone other than its holder.
 *
 * | action   | add | grant | accept | update | resend | reinvite | decline | withdraw |
 * |----------|-----|-------|--------|--------|--------|----------|---------|----------|
 * | own      | –   | –     | –      | –      | –      | –        | yes     | yes      |
 *
 * `resend` and `update` change no state, but a new link or details are the inviting
 * administrator's to give, not the invited one's.
 */
const OWN_RECORD_ACTIONS = /** @type {const} */ (["decline", "withdraw"]);

/** @param {unknown} action @returns {boolean} whether an administrator may apply it to his own record */
export function isAllowedOnOwnRecord(action) {
  return OWN_RECORD_ACTIONS.includes(/** @type {(typeof OWN_RECORD_ACTIONS)[number]} */ (action));
}

/**
 * The actions allowed from a state, in the order of ACCESS_ACTIONS; on the administrator's own
 * record only those of OWN_RECORD_ACTIONS.
 * @param {unknown} state
 * @param {{ isOwnRecord?: boolean }} [options]
 * @returns {AccessAction[]}
 */
export function allowedActions(state, { isOwnRecord = false } = {}) {
  if (!isAccessState(state)) return [];
  return ACCESS_ACTIONS.filter(
    (action) =>
      TRANSITIONS[action][state] !== undefined && (!isOwnRecord || isAllowedOnOwnRecord(action)),
  );
}

/**
 * Whether an invitation sent at `invitedAt` has expired at `now` (after exactly `days` days it
 * has).
 * @param {Date | string | number} invitedAt
 * @param {Date | string | number} now
 * @param {number} [days]
 */
export function isInvitationExpired(invitedAt, now, days = INVITATION_VALID_DAYS) {
  const sent = new Date(invitedAt).getTime();
  const at = new Date(now).getTime();
  if (Number.isNaN(sent) || Number.isNaN(at)) return true;
  return at - sent >= days * 86_400_000;
}

/**
 * The user's own actions on his access to one application (issue 13: the dashboard's "Accept
 * invitation" and "Register or request access"). `accept` answers an invitation; `request`
 * asks for an application he has no record of. Refusals are message keys (BAD_USER_INPUT
 * `application: <key>`).
 *
 * | from \ own action | accept            | request          |
 * |-------------------|-------------------|------------------|
 * | none              | noInvitation      | pending          |
 * | unknown           | noInvitation      | alreadyRequested |
 * | invited           | active            | alreadyRequested |
 * | inviteexpired     | invitationExpired | alreadyRequested |
 * | pending           | noInvitation      | alreadyRequested |
 * | active            | noInvitation      | alreadyRequested |
 * | inactive          | noInvitation      | alreadyRequested |
 * | declined          | noInvitation      | alreadyRequested |
 *
 * Why: only a valid invitation can be accepted (an expired one says so, so the user knows to
 * ask for a new one); a request is for an application he has nothing of — any record, even a
 * declined or ended one, is the administrator's to change, not the user's to ask again.
 */
export const OWN_ACCESS_ACTIONS = /** @type {const} */ (["accept", "request"]);

/** @typedef {(typeof OWN_ACCESS_ACTIONS)[number]} OwnAccessAction */
/** @typedef {"noInvitation" | "invitationExpired" | "alreadyRequested"} OwnAccessRefusal */

/** @type {Record<OwnAccessAction, Partial<Record<AccessStateOrNone, AccessStateOrNone>>>} */
const OWN_TRANSITIONS = {
  accept: { invited: "active" },
  request: { none: "pending" },
};

/**
 * The state the user's own action leads to, or why it is refused.
 * @param {unknown} state the record's current state (`none` when he has no record)
 * @param {unknown} action `accept` or `request`
 * @returns {{ ok: true, state: AccessStateOrNone } | { ok: false, reason: OwnAccessRefusal | "actionUnknown" | "stateUnknown" }}
 */
export function nextOwnAccessState(state, action) {
  if (!OWN_ACCESS_ACTIONS.includes(/** @type {OwnAccessAction} */ (action))) {
    return { ok: false, reason: "actionUnknown" };
  }
  if (!isAccessState(state)) return { ok: false, reason: "stateUnknown" };
  const next = OWN_TRANSITIONS[/** @type {OwnAccessAction} */ (action)][state];
  if (next) return { ok: true, state: next };
  if (action === "request") return { ok: false, reason: "alreadyRequested" };
  return { ok: false, reason: state === "inviteexpired" ? "invitationExpired" : "noInvitation" };
}
