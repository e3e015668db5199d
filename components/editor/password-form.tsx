"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";
import {
  editorPasswordSchema,
  type PasswordMessage,
  previewPasswordSchema,
} from "@/lib/editor/password-rules";

export interface PasswordFormTexts {
  label: string;
  submit: string;
  submitting: string;
  /** "Please enter a password" (spec 001 §5). */
  required: string;
  /** The general "Please enter a valid value" (e.g. a password past the length limit). */
  invalid: string;
  wrongPassword: string;
  /** With `{seconds}`. */
  tooManyAttempts: string;
  failed: string;
}

type Field = "input" | "password";
type Values = Record<Field, string>;

/** The rules the route behind each field checks too. */
const RESOLVERS = {
  input: standardSchemaResolver(editorPasswordSchema),
  password: standardSchemaResolver(previewPasswordSchema),
} as unknown as Record<Field, Resolver<Values>>;

const FIELD =
  "mt-1 block w-full rounded border border-theme-muted bg-theme-bg px-3 py-2 text-theme-fg";

/**
 * A password form that posts `{ [field]: password }` as JSON and reloads the page on success:
 * the editor area's sign-in and the preview gate. The route's own rules are checked first; a
 * wrong password sets the wrong-password flag and shows why; the server's 429 says how long to
 * wait. Every error sits at the field, is announced, and puts the focus back on the field.
 */
export function PasswordForm({
  endpoint,
  field,
  texts,
  autoFocus = false,
}: {
  endpoint: string;
  field: Field;
  texts: PasswordFormTexts;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  // Until the scripts run, a click would post the password to the page itself, and lose it.
  const hydrated = useHydrated();
  const [isWrongPassword, setWrongPassword] = useState(false);
  const form = useForm<Values>({
    defaultValues: { [field]: "" } as Values,
    resolver: RESOLVERS[field],
  });
  const { errors, isSubmitting } = form.formState;

  const answered = (message: string, wrongPassword = false) => {
    setWrongPassword(wrongPassword);
    setServerError(message);
    form.setFocus(field);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ [field]: values[field] }),
      });
      if (response.ok) {
        setWrongPassword(false);
        window.location.reload();
        // Keeps the button busy until the page is replaced.
        await new Promise(() => undefined);
      }
      if (response.status === 401) answered(texts.wrongPassword, true);
      else if (response.status === 429) {
        const seconds = response.headers.get("Retry-After") ?? "60";
        answered(texts.tooManyAttempts.replace("{seconds}", seconds));
      } else answered(texts.failed);
    } catch {
      answered(texts.failed);
    }
  });

  const ruleError = errors[field]?.message as PasswordMessage | undefined;
  const error = ruleError ? texts[ruleError] : serverError;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      method="post"
      onSubmit={(event) => {
        setServerError(null);
        void submit(event);
      }}
      className="grid max-w-sm gap-4"
      data-wrong-password={isWrongPassword}
    >
      <div>
        <label htmlFor={`${id}-password`} className="font-semibold">
          {texts.label}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          autoFocus={autoFocus}
          {...form.register(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} ${error ? "border-2 border-[#b3261e]" : ""}`}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-[#b3261e]">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button
          type="submit"
          disabled={!hydrated}
          loading={isSubmitting}
          loadingLabel={texts.submitting}
        >
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
