import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ServiceStatus } from "@/lib/portal/service-status";

const TONE: Record<ServiceStatus, BadgeTone> = {
  unknown: "neutral",
  noprocess: "neutral",
  unregistered: "neutral",
  pending: "warning",
  active: "success",
  invited: "info",
  inviteexpired: "warning",
  inactive: "muted",
  declined: "danger",
  comingsoon: "info",
};

/**
 * A service or access status as a word on a coloured ground. Access statuses of user
 * administration share the service statuses' spelling (spec 001 §4).
 */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: ServiceStatus;
  label: string;
  className?: string;
}) {
  return (
    <Badge tone={TONE[status]} data-status={status} className={className}>
      {label}
    </Badge>
  );
}
