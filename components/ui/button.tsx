import type { ComponentProps } from "react";

import { type ButtonVariant, buttonClasses } from "./button-classes";
import { Spinner } from "./spinner";

interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  /** Hides the content (keeping the button's width), shows a spinner and disables the button. */
  loading?: boolean;
  /** Read out while loading, instead of the spinner's default text. */
  loadingLabel?: string;
  /** Looks like a button but is not one: no action, not focusable (e.g. inside a linked card). */
  presentational?: boolean;
}

export function Button({
  variant = "primary",
  loading = false,
  loadingLabel,
  presentational = false,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  if (presentational) {
    return <span className={buttonClasses(variant, className)}>{children}</span>;
  }
  const isDimmed = Boolean(disabled) && !loading;
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(
        variant,
        `disabled:cursor-not-allowed ${isDimmed ? "opacity-60" : ""} ${className ?? ""}`,
      )}
      {...rest}
    >
      <span className={`inline-flex items-center gap-2 ${loading ? "invisible" : ""}`}>
        {children}
      </span>
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size={16} label={loadingLabel} isStatus={false} />
        </span>
      ) : null}
    </button>
  );
}
