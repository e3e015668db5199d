"use client";

import dynamic from "next/dynamic";

import type { ServiceRequestOptions } from "@/lib/forms/service-request-options";

import type { BuiltFormKind } from "./built-forms";
import type { BotProtectionSettings } from "./load-bot-script";

/** What every form gets; the service request also the choices of its selects. */
export interface PublicFormProps {
  botProtection: BotProtectionSettings;
  serviceRequestOptions?: ServiceRequestOptions;
}

/**
 * The forms, each in a chunk of its own: the page that places one loads it (rendered on the
 * server as well), every other page of the same route loads none of them, nor react-hook-form.
 */
const FORMS: Record<BuiltFormKind, ReturnType<typeof dynamic<PublicFormProps>>> = {
  SupportRequest: dynamic(() =>
    import("./support-request-form").then((module) => module.SupportRequestForm),
  ),
  ServiceRequest: dynamic(() =>
    import("./service-request-form").then((module) => module.ServiceRequestForm),
  ),
};

export function LazyPublicForm({ kind, ...props }: { kind: BuiltFormKind } & PublicFormProps) {
  const Form = FORMS[kind];
  return <Form {...props} />;
}
