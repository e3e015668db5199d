import { Button } from "@/components/ui/button";

const SKELETON_ROWS = 6;

/**
 * Grey rows where a portal list's items will be, marked busy, while its first page loads (the
 * result heading above announces the loading and then the count).
 */
export function ListSkeleton({ testId }: { testId: string }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="h-12 animate-pulse rounded bg-theme-surface" />
        ))}
      </ul>
    </div>
  );
}

/** Nothing on this view of a list: with filters, a way back to everything; without, just that. */
export function ListEmpty({
  isFiltered,
  texts,
  onReset,
  Heading = "h2",
}: {
  isFiltered: boolean;
  texts: { noneYet: string; empty: string; emptyText: string; reset: string };
  onReset: () => void;
  /** The level below the list's result heading. */
  Heading?: "h2" | "h3";
}) {
  if (!isFiltered) return <p className="rounded bg-theme-surface p-6">{texts.noneYet}</p>;
  return (
    <div className="space-y-3 rounded bg-theme-surface p-6">
      <Heading className="text-lg font-bold">{texts.empty}</Heading>
      <p>{texts.emptyText}</p>
      <Button variant="secondary" onClick={onReset}>
        {texts.reset}
      </Button>
    </div>
  );
}
