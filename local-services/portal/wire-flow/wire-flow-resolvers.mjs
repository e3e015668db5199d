import { roleList } from "../caller.mjs";
import { forbidden } from "../portal-errors.mjs";

/** Wire-flow is active with this role (spec 001 §6; matched as a substring, like every role). */
export const WIRE_FLOW_ACTIVE_ROLE = "kmx_int_artemis_active";
/** …and runs on the customer's premises with this one: only then are there installers. */
export const WIRE_FLOW_ON_PREMISES_ROLE = "kmx_artemis_onpremuser";

/** The access keys of installers are issued for this id, never to be confused with an attachment's. */
export function wireFlowKeyId(/** @type {string} */ releaseId) {
  return `wire-flow/${releaseId}`;
}

/**
 * The caller of a wire-flow download operation: active and on premises, else FORBIDDEN (a cloud
 * user has nothing to install).
 * @param {import('../caller.mjs').PortalContext} context
 */
export function assertWireFlowOnPremises(context) {
  const roles = roleList(context.idToken.roles);
  const has = (/** @type {string} */ wanted) => roles.some((role) => role.includes(wanted));
  if (!has(WIRE_FLOW_ACTIVE_ROLE)) throw forbidden("Wire-flow is not enabled for this user");
  if (!has(WIRE_FLOW_ON_PREMISES_ROLE)) {
    throw forbidden("Wire-flow downloads are for on-premises users only");
  }
}

/**
 * @param {readonly import('./wire-flow-releases.mjs').WireFlowRelease[]} releases newest first
 */
export function wireFlowResolvers(releases) {
  return {
    Query: {
      /** @param {unknown} _root @param {unknown} _args @param {import('../caller.mjs').PortalContext} context */
      wireFlowReleases(_root, _args, context) {
        assertWireFlowOnPremises(context);
        return releases;
      },
    },
    WireFlowRelease: {
      /** @param {import('./wire-flow-releases.mjs').WireFlowRelease} release */
      file: (release) => release,
    },
    WireFlowFile: {
      /** @param {import('./wire-flow-releases.mjs').WireFlowRelease} release @param {unknown} _args @param {import('../caller.mjs').PortalContext} context */
      accessKey: (release, _args, context) => context.accessKeys.issue(wireFlowKeyId(release.id)),
    },
  };
}
