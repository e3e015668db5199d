import { NotFoundContent } from "@/components/layout/not-found-content";
import { StatusPageTitle } from "@/components/layout/status-page-title";

/** A notFound() thrown inside the site's layout; proxy.ts's misses render NotFoundContent. */
export default function NotFound() {
  return (
    <>
      <StatusPageTitle status="not-found" />
      <NotFoundContent />
    </>
  );
}
