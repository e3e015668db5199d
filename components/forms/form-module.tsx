import { NextIntlClientProvider } from "next-intl";

import type { ModuleContext } from "@/components/content/module-context";
import { ModuleSection } from "@/components/content/module-section";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { config } from "@/lib/config";
import { fileLink } from "@/lib/content/file-link";
import { countryOptions } from "@/lib/forms/service-request-options";
import { messagesFor } from "@/lib/i18n/messages";
import { warnOnce } from "@/lib/log/logger";

import { FORM_NAMESPACES, isBuiltForm } from "./built-forms";
import { LazyPublicForm } from "./lazy-public-form";

type FormModuleProps = Extract<ModuleFieldsFragment, { __typename: "FormModule" }>;

/** The upload widget's texts (TicketForms); a visitor's expired upload ticket is no sign-in. */
const UPLOAD_TEXTS = [
  "attachments",
  "optional",
  "dropHint",
  "chooseFiles",
  "uploadLimits",
  "uploadList",
  "refusedType",
  "refusedSize",
  "refusedEmpty",
  "refusedTooMany",
  "uploadGone",
  "dismiss",
  "retryUpload",
  "removeFile",
  "cancelUpload",
  "uploadProgress",
  "uploadDone",
  "uploadPercent",
  "uploadInterrupted",
  "uploadFailed",
] as const;

function uploadMessages(messages: ReturnType<typeof messagesFor>) {
  return {
    ...Object.fromEntries(UPLOAD_TEXTS.map((key) => [key, messages.TicketForms[key]])),
    uploadSignedOut: messages.ServiceRequest.uploadExpired,
  };
}

/**
 * A public form placed by an editor (issue 15). Its code, its texts and the bot protection's
 * script reach only the pages that place one.
 */
export function FormModule({
  module,
  context,
}: {
  module: FormModuleProps;
  context: ModuleContext;
}) {
  // The kinds still to come are not shown (and warned about once).
  if (!isBuiltForm(module.form)) {
    warnOnce("forms", module.form, `No form component for ${module.form} yet; it is not shown`);
    return null;
  }
  // A whitepaper download without its PDF has nothing to hand out.
  if (module.form === "WhitepaperDownload" && !module.asset?.slug) {
    warnOnce("forms", `${module.id}:asset`, "A whitepaper download form names no PDF; not shown");
    return null;
  }
  const language = context.language;
  const messages = messagesFor(language);
  const namespace = FORM_NAMESPACES[module.form];
  const whitepaper =
    module.asset?.slug && module.form === "WhitepaperDownload"
      ? { slug: module.asset.slug, name: fileLink(module.asset, language).name }
      : undefined;
  // The contact locations come from the content page's route; elsewhere there are none to offer.
  const serviceRequestOptions =
    module.form === "ServiceRequest"
      ? {
          countries: countryOptions(language),
          contactLocations: context.page?.data.contactLocations ?? [],
        }
      : undefined;
  const { siteKey, scriptUrl, action } = config.botProtection;
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} className="max-w-7xl py-12">
      {module.intro ? <p className="mt-3 mb-8 max-w-2xl text-lg">{module.intro}</p> : null}
      <NextIntlClientProvider
        locale={language}
        messages={{
          PublicForms: messages.PublicForms,
          [namespace]: messages[namespace],
          BotProtection: messages.BotProtection,
          Ui: messages.Ui,
          ...(module.form === "ServiceRequest" ? { TicketForms: uploadMessages(messages) } : {}),
        }}
      >
        <LazyPublicForm
          kind={module.form}
          botProtection={{ siteKey, scriptUrl, action }}
          whitepaper={whitepaper}
          serviceRequestOptions={serviceRequestOptions}
        />
      </NextIntlClientProvider>
    </ModuleSection>
  );
}
