import { useTranslations } from "next-intl";

import { LineDrawing } from "@/components/ui/line-drawing";
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
      <LineDrawing size={16} strokeWidth={2.5} fill={status === "medium" ? "currentColor" : "none"}>
        <path d={look.path} />
      </LineDrawing>
      {t(`status.${status}`)}
    </span>
  );
}
