import { contactSchema } from "@/contracts/forms/contact-rules.mjs";
import { serviceRequestSchema } from "@/contracts/forms/service-request-rules.mjs";
import { storyFeedbackSchema } from "@/contracts/forms/story-feedback-rules.mjs";
import { supportRequestSchema } from "@/contracts/forms/support-request-rules.mjs";
import { whitepaperDownloadSchema } from "@/contracts/forms/whitepaper-download-rules.mjs";

import type { FormSchema } from "./form-schema";
import { namespacedSchema } from "./namespaced-schema";
import { whitepaperDownloadLink } from "./whitepaper-download-link";
import { withAttachments } from "./uploads/attachment-fields";

/** Where a form's submissions go: a case for the service desk, or a lead. */
export type FormDestination = "case" | "lead";

export interface PublicFormDefinition {
  /** The kind the intake files it under. */
  intakeKind: string;
  destination: FormDestination;
  /** The intake's reference prefix (a honeypot's answer looks like a real one). */
  referencePrefix: string;
  /** The form's rules, the same the browser checks with (message paths of messages/). */
  schema: FormSchema;
  /** What the answer carries besides the reference (the whitepaper's download), if anything. */
  answer?: (fields: Record<string, unknown>, locale: string) => Record<string, string>;
}

/**
 * The public forms by their route segment (`POST /api/forms/{form}`). The service request,
 * whitepaper download, story feedback and contact panel join here with their rules.
 */
export const PUBLIC_FORMS: Readonly<Record<string, PublicFormDefinition>> = {
  "support-request": {
    intakeKind: "SUPPORT_REQUEST",
    destination: "case",
    referencePrefix: "SR",
    schema: supportRequestSchema,
  },
  "service-request": {
    intakeKind: "SERVICE_REQUEST",
    destination: "case",
    referencePrefix: "SV",
    schema: withAttachments(namespacedSchema(serviceRequestSchema, "ServiceRequest")),
  },
  "whitepaper-download": {
    intakeKind: "WHITEPAPER_DOWNLOAD",
    destination: "lead",
    referencePrefix: "WP",
    schema: whitepaperDownloadSchema,
    answer: (fields, locale) => ({
      download: whitepaperDownloadLink(String(fields.whitepaper), locale),
    }),
  },
  "story-feedback": {
    intakeKind: "STORY_FEEDBACK",
    destination: "lead",
    referencePrefix: "FB",
    schema: storyFeedbackSchema,
  },
  contact: {
    intakeKind: "CONTACT",
    destination: "lead",
    referencePrefix: "CT",
    schema: contactSchema,
  },
};
