"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";

import { type BotProtectionSettings, botToken, loadBotScript } from "./load-bot-script";
import { submitPublicForm } from "./submit-public-form";
import { useFormDraft } from "./use-form-draft";

/** A form's rules, in any library that speaks Standard Schema (the shared rules use zod). */
export type PublicFormSchema = Parameters<typeof standardSchemaResolver>[0];

type SubmissionState =
  | { kind: "editing" }
  | { kind: "failed"; details: string }
  | { kind: "received"; reference: string; answer: Record<string, unknown> };

/**
 * What every public form shares (spec 001 §5, §8): the shared rules checked in the browser, what
 * was typed kept across a reload, the bot check's script loaded with the form; `send` posts the
 * values with the honeypot, the bot token and the draft's idempotency key; success empties the
 * form and its draft, the server's field errors appear at their fields with focus on the first,
 * any other failure keeps what was typed.
 */
export function usePublicForm<Values extends FieldValues>({
  formName,
  schema,
  empty,
  draftFields,
  botProtection,
}: {
  /** The route segment: `POST /api/forms/{formName}`; also names the form's draft. */
  formName: string;
  /** The form's rules, which the server applies again. */
  schema: PublicFormSchema;
  /** The values of an empty form, which also tell which fields a server error may name. */
  empty: Values;
  /** The fields a reload brings back (a stable array). */
  draftFields: readonly (keyof Values & string)[];
  botProtection: BotProtectionSettings;
}) {
  const locale = useLocale();
  const form = useForm<Values>({
    defaultValues: empty as DefaultValues<Values>,
    resolver: standardSchemaResolver(schema) as unknown as Resolver<Values>,
  });
  const draft = useFormDraft(`public-form:${formName}:${locale}`, form, draftFields);
  const [state, setState] = useState<SubmissionState>({ kind: "editing" });

  useEffect(() => {
    // Start loading the provider's script as soon as the form is there, not at the first click.
    void loadBotScript(botProtection).catch(() => undefined);
  }, [botProtection]);

  /** Sends the typed values (the honeypot apart) and `extraFields`; the result is for the caller's own parts. */
  async function send(values: Values, extraFields: Record<string, unknown> = {}) {
    const { website, ...typed } = values;
    const result = await submitPublicForm(formName, {
      fields: { ...typed, ...extraFields },
      website: String(website ?? ""),
      idempotencyKey: draft.idempotencyKey(),
      botToken: await botToken(botProtection),
      locale,
    });
    if (result.outcome === "received") {
      form.reset(empty);
      draft.clear();
      setState({ kind: "received", reference: result.reference, answer: result.answer });
    } else if (result.outcome === "invalid") {
      setState({ kind: "editing" });
      result.fields.forEach(({ field, message }, index) => {
        if (field in empty) {
          form.setError(field as Path<Values>, { message }, { shouldFocus: index === 0 });
        }
      });
    } else {
      setState({ kind: "failed", details: result.details });
    }
    return result;
  }

  return {
    form,
    state,
    isDraftRestored: draft.restored,
    send,
    /** "Send another": back to the (emptied) form. */
    sendAnother: () => setState({ kind: "editing" }),
  };
}
