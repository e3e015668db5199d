"use client";

import dynamic from "next/dynamic";

import type { BuiltFormKind } from "./built-forms";
import type { PublicFormProps } from "./public-form-props";

/**
 * The forms, each in a chunk of its own: the page that places one loads it (rendered on the
 * server as well), every other page of the same route loads none of them, nor react-hook-form.
 */
const FORMS: Record<BuiltFormKind, ReturnType<typeof dynamic<PublicFormProps>>> = {
  SupportRequest: dynamic(() =>
    import("./support-request-form").then((module) => module.SupportRequestForm),
  ),
  WhitepaperDownload: dynamic(() =>
    import("./whitepaper-download-form").then(
      (module) =>
        function WhitepaperDownload(props: PublicFormProps) {
          return props.whitepaper ? (
            <module.WhitepaperDownloadForm {...props} whitepaper={props.whitepaper} />
          ) : null;
        },
    ),
  ),
  ServiceRequest: dynamic(() =>
    import("./service-request-form").then((module) => module.ServiceRequestForm),
  ),
};

export function LazyPublicForm({ kind, ...props }: { kind: BuiltFormKind } & PublicFormProps) {
  const Form = FORMS[kind];
  return <Form {...props} />;
}
