import type { ServiceRequestOptions } from "@/lib/forms/service-request-options";

import type { BotProtectionSettings } from "./load-bot-script";

/** What a form may need from its module besides the bot protection. */
export interface PublicFormProps {
  botProtection: BotProtectionSettings;
  /** The whitepaper a download form hands out. */
  whitepaper?: { slug: string; name: string };
  /** The choices of the service request's selects. */
  serviceRequestOptions?: ServiceRequestOptions;
}
