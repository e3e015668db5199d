const ROWS = 6;

/**
 * Grey rows where the tickets will be, marked busy, while the first page loads (the result
 * heading above announces the loading and then the count).
 */
export function TicketListSkeleton() {
  return (
    <div aria-busy="true" data-testid="ticket-list-skeleton">
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: ROWS }, (_, index) => (
          <li key={index} className="h-12 animate-pulse rounded bg-theme-surface" />
        ))}
      </ul>
    </div>
  );
}
