import { PortraitImage } from "@/components/ui/portrait-image";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";

type QuoteModuleProps = Extract<ModuleFieldsFragment, { __typename: "QuoteModule" }>;

export function QuoteModule({ module }: { module: QuoteModuleProps }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <figure className="flex flex-col gap-6 border-l-4 border-copper-500 pl-6 sm:flex-row sm:items-center">
        <PortraitImage asset={module.image} size={96} />
        <div>
          <blockquote className="text-2xl leading-snug font-semibold">“{module.quote}”</blockquote>
          <figcaption className="mt-3 text-steel-700">
            <span className="font-semibold text-navy-900">{module.author}</span>
            {module.role ? `, ${module.role}` : null}
          </figcaption>
        </div>
      </figure>
    </section>
  );
}
