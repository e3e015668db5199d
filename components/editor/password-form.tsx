"use client";

import { type FormEvent, useId, useState } from "react";

import { Button } from "@/components/ui/button";

export interface PasswordFormTexts {
  label: string;
  submit: string;
  submitting: string;
  required: string;
  wrongPassword: string;
  /** With `{seconds}`. */
  tooManyAttempts: string;
  failed: string;
}

const FIELD =
  "mt-1 block w-full rounded border border-theme-muted bg-theme-bg px-3 py-2 text-theme-fg";

/**
 * A password form that posts `{ [field]: password }` as JSON and reloads the page on success:
 * the editor area's sign-in and the preview gate. A wrong password sets the wrong-password flag
 * and shows why; the server's 429 says how long to wait.
 */
export function PasswordForm({
  endpoint,
  field,
  texts,
  autoFocus = false,
}: {
  endpoint: string;
  field: "input" | "password";
  texts: PasswordFormTexts;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isWrongPassword, setWrongPassword] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === "") {
      setError(texts.required);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ [field]: password }),
      });
      if (response.ok) {
        setWrongPassword(false);
        window.location.reload();
        return;
      }
      setWrongPassword(response.status === 401);
      if (response.status === 401) setError(texts.wrongPassword);
      else if (response.status === 429) {
        const seconds = response.headers.get("Retry-After") ?? "60";
        setError(texts.tooManyAttempts.replace("{seconds}", seconds));
      } else setError(texts.failed);
    } catch {
      setError(texts.failed);
    }
    setPending(false);
  }

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={submit}
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
          name={field}
          autoComplete="current-password"
          required
          autoFocus={autoFocus}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
        <Button type="submit" loading={isPending} loadingLabel={texts.submitting}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
