import { AppLink } from "@/components/ui/app-link";

/** What a filtered or paged list shows when nothing is in it, with a way back to everything. */
export function EmptyList({
  text,
  linkText,
  href,
}: {
  text: string;
  linkText: string;
  href: string;
}) {
  return (
    <div role="status" className="mt-10 rounded-lg bg-steel-50 p-8 text-center">
      <p className="text-lg text-steel-700">{text}</p>
      <AppLink href={href} className="mt-4 inline-block font-semibold text-theme-link underline">
        {linkText}
      </AppLink>
    </div>
  );
}
