import type { ServiceStatus } from "@/lib/portal/service-status";

const STATUS_STYLES: Record<ServiceStatus, string> = {
  unknown: "bg-gray-100 text-gray-800",
  noprocess: "bg-gray-100 text-gray-800",
  unregistered: "bg-gray-100 text-gray-800",
  pending: "bg-amber-100 text-amber-950",
  active: "bg-green-100 text-green-900",
  invited: "bg-blue-100 text-blue-900",
  inviteexpired: "bg-amber-100 text-amber-950",
  inactive: "bg-gray-200 text-gray-900",
  declined: "bg-red-100 text-red-900",
  comingsoon: "bg-blue-100 text-blue-900",
};

/**
 * A service or access status as a word on a coloured ground: the word carries the meaning, the
 * colour only repeats it (never colour alone). Access statuses of user administration share the
 * service statuses' spelling (spec 001 §4).
 */
export function StatusBadge({
  status,
  label,
  className = "",
}: {
  status: ServiceStatus;
  label: string;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]} ${className}`}
    >
      {label}
    </span>
  );
}
