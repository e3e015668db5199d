import { useTranslations } from "next-intl";

/** Spec 000 §9: the spinner turns once per 1080 ms. */
const SPINNER_TURN_MS = 1080;

interface SpinnerProps {
  /** Read out instead of the default "Loading…". */
  label?: string;
  /**
   * Announces the spinner as a status. Off inside a button: a status is not part of the button's
   * name, and the spinner's label should be.
   */
  isStatus?: boolean;
  size?: 16 | 24;
  className?: string;
}

export function Spinner({ label, isStatus = true, size = 24, className }: SpinnerProps) {
  const t = useTranslations("Ui");
  return (
    <span role={isStatus ? "status" : undefined} className={`inline-flex ${className ?? ""}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        className="animate-spin"
        style={{ animationDuration: `${SPINNER_TURN_MS}ms` }}
        data-testid="spinner"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}
