export type ButtonVariant = "primary" | "secondary" | "ghost";

const BASE =
  "relative inline-flex items-center justify-center gap-2 rounded px-5 py-3 font-semibold transition-colors";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-theme-accent text-theme-on-accent hover:bg-theme-accent-hover",
  secondary:
    "border-2 border-theme-accent px-[1.125rem] py-2.5 text-theme-accent hover:bg-theme-surface",
  ghost: "text-theme-fg underline-offset-4 hover:bg-theme-surface hover:underline",
};

/** The look of a button, for buttons and for links that act as buttons (calls to action). */
export function buttonClasses(variant: ButtonVariant = "primary", extra?: string): string {
  return [BASE, VARIANTS[variant], extra].filter(Boolean).join(" ");
}
