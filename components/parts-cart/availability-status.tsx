import { useTranslations } from "next-intl";

import type { AvailabilityStatus } from "@/lib/parts-cart/sample-parts";

/** Each status has its own shape and text, so colour is never the only difference. */
const LOOK: Record<AvailabilityStatus, { path: string; className: string }> = {
  high: { path: "M4 12.5l5 5L20 6.5", className: "text-[#2b7a3d]" },
  medium: { path: "M12 4a8 8 0 1 0 0 16V4z", className: "text-[#1a5fc7]" },
  low: { path: "M12 4L21 20H3z", className: "text-[#9a5d27]" },
  "out-of-stock": { path: "M6 6l12 12M18 6L6 18", className: "text-[#b3261e]" },
};

export function AvailabilityStatusBadge({ status }: { status: AvailabilityStatus }) {
  const t = useTranslations("PartsCart");
  const look = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-semibold ${look.className}`}
      data-availability={status}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill={status === "medium" ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={look.path} />
      </svg>
      {t(`status.${status}`)}
    </span>
  );
}
