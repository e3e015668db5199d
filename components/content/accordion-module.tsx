import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import { Markdown } from "./markdown";
import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type AccordionModuleProps = Extract<ModuleFieldsFragment, { __typename: "AccordionModule" }>;

/** Native details/summary: keyboard and screen-reader support without script. */
export function AccordionModule({
  module,
  context,
}: {
  module: AccordionModuleProps;
  context: ModuleContext;
}) {
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} frame="prose">
      <div className="divide-y divide-steel-200 border-y border-steel-200">
        {module.items.map((item) => (
          <details key={item.id} className="group py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between text-lg font-semibold">
              {item.title}
              <span aria-hidden="true" className="text-copper-600 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-3">
              <Markdown markdown={item.body.markdown} linkContext={context.link} />
            </div>
          </details>
        ))}
      </div>
    </ModuleSection>
  );
}
