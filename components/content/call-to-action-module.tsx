import { SmartLink } from "@/components/ui/smart-link";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { resolveLink } from "@/lib/navigation/resolve-link";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type CallToActionModuleProps = Extract<ModuleFieldsFragment, { __typename: "CallToActionModule" }>;

export function CallToActionModule({
  module,
  context,
}: {
  module: CallToActionModuleProps;
  context: ModuleContext;
}) {
  const link = resolveLink(module.link, context.link);
  const copper = module.theme === "Copper";
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div
        className={`flex flex-col gap-6 rounded-lg p-8 md:flex-row md:items-center md:justify-between ${copper ? "bg-copper-600 text-white" : "bg-navy-900 text-white"}`}
      >
        <div>
          <ModuleHeading isFirst={context.isFirst} className="text-3xl font-bold tracking-tight">
            {module.title}
          </ModuleHeading>
          {module.text ? <p className="mt-2 max-w-2xl text-white/90">{module.text}</p> : null}
        </div>
        {link ? (
          <SmartLink
            link={link}
            className="shrink-0 rounded bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-steel-50"
          />
        ) : null}
      </div>
    </section>
  );
}
