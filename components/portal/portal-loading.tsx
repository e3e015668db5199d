import { Spinner } from "@/components/ui/spinner";

/** A portal screen's or section's content while it loads: a spinner and the text, announced once. */
export function PortalLoading({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-3" aria-live="polite" aria-busy="true">
      <Spinner isStatus={false} />
      {text}
    </p>
  );
}
