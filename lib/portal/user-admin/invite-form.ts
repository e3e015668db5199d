import { inviteEmail } from "@/contracts/portal/user-admin/invite-input-rules.mjs";
import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { errorMessage } from "@/lib/log/error-message";
import * as z from "@/lib/validation/zod";

/** Message keys of `UserAdmin.invite.errors`: the dialog shows them at their field. */
const INVITE_FIELD_MESSAGES = [
  "emailInvalid",
  "emailOfOtherAccount",
  "organizationRequired",
  "applicationRequired",
  "applicationInvalid",
] as const;
type InviteFieldMessage = (typeof INVITE_FIELD_MESSAGES)[number];

/** The message key a field's error carries (this schema's or the back end's refusal), if any. */
export function inviteFieldMessageOf(message: string | undefined): InviteFieldMessage | null {
  return INVITE_FIELD_MESSAGES.find((known) => known === message) ?? null;
}

/** An id the back end handed out (organization, application), chosen from the dialog's lists. */
const chosenId = (message: InviteFieldMessage) =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/, message));

/**
 * The invite dialog's rules (spec 001 §5 "a valid email is required"): the e-mail by the rule the
 * back end applies too (contracts/portal/user-admin/invite-input-rules.mjs), an organization and an
 * application chosen.
 */
export const inviteFormSchema = z.object({
  email: z.string().check(z.refine((email) => inviteEmail(email) !== null, "emailInvalid")),
  organizationId: chosenId("organizationRequired"),
  application: chosenId("applicationRequired"),
});

export type InviteFormValues = z.infer<typeof inviteFormSchema>;

/** An invitation as the back end is asked for it. */
type InviteInput = {
  email: string;
  organizationId: string;
  application: string;
  /** Where the invitation page leads once the password is set: this site's portal. */
  portalUrl: string;
};

/** The checked values as the inviteUser mutation's input; the e-mail as the back end keeps it. */
export function inviteUserInput(values: InviteFormValues, portalUrl: string): InviteInput {
  return {
    email: inviteEmail(values.email) ?? values.email,
    organizationId: values.organizationId,
    application: values.application,
    portalUrl,
  };
}

/** How an invitation that did not happen is shown (spec 001 §8). */
export type InviteFailure =
  /**
   * "User exists": a link to that user's profile; when he is in none of the administrator's
   * organizations (`sharesOrganization` false), the offer to add him to the chosen one (issue 29).
   */
  | { kind: "userExists"; userId: string; sharesOrganization: boolean }
  /** The back end refused a field: shown at the field, like the dialog's own check. */
  | { kind: "field"; field: "email" | "application"; message: InviteFieldMessage }
  /** "Invite error", with the technical details (the mail system's answer for MAIL_FAILED). */
  | { kind: "error"; details: string };

const FIELD_REFUSALS: Readonly<Record<string, InviteFailure>> = {
  "email:emailInvalid": { kind: "field", field: "email", message: "emailInvalid" },
  "email:emailOfOtherAccount": { kind: "field", field: "email", message: "emailOfOtherAccount" },
  "application:applicationInvalid": {
    kind: "field",
    field: "application",
    message: "applicationInvalid",
  },
};

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** What a failed inviteUser call means for the dialog. */
export function inviteFailure(error: unknown): InviteFailure {
  if (!(error instanceof GraphQLRequestError)) {
    return { kind: "error", details: errorMessage(error) };
  }
  const { extensions } = error;
  if (error.code === "USER_EXISTS" && text(extensions.userId)) {
    return {
      kind: "userExists",
      userId: String(extensions.userId),
      // Only a clear "no" changes the answer: the profile link is what the spec names.
      sharesOrganization: extensions.sharesOrganization !== false,
    };
  }
  if (error.code === "BAD_USER_INPUT") {
    const refusal = FIELD_REFUSALS[`${String(extensions.field)}:${String(extensions.key)}`];
    if (refusal) return refusal;
  }
  const details = text(extensions.details);
  return { kind: "error", details: details ? `${error.message}: ${details}` : error.message };
}
