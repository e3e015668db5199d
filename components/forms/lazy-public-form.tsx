"use client";

import dynamic from "next/dynamic";

import type { BuiltFormKind } from "./built-forms";
import type { BotProtectionSettings } from "./load-bot-script";

/**
 * The forms, each in a chunk of its own: the page that places one loads it (rendered on the
 * server as well), every other page of the same route loads none of them, nor react-hook-form.
 */
const FORMS: Record<
  BuiltFormKind,
  ReturnType<typeof dynamic<{ botProtection: BotProtectionSettings }>>
> = {
  SupportRequest: dynamic(() =>
    import("./support-request-form").then((module) => module.SupportRequestForm),
  ),
};

export function LazyPublicForm({
  kind,
  botProtection,
}: {
  kind: BuiltFormKind;
  botProtection: BotProtectionSettings;
}) {
  const Form = FORMS[kind];
  return <Form botProtection={botProtection} />;
}
