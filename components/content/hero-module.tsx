import { CmsImage } from "@/components/ui/cms-image";
import { SmartLink } from "@/components/ui/smart-link";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { resolveLink } from "@/lib/navigation/resolve-link";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type HeroModuleProps = Extract<ModuleFieldsFragment, { __typename: "HeroModule" }>;

export function HeroModule({
  module,
  context,
}: {
  module: HeroModuleProps;
  context: ModuleContext;
}) {
  const link = resolveLink(module.link, context.link);
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 text-white">
      <CmsImage
        asset={module.image}
        preset="stretched"
        alt=""
        priority={context.isFirst}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
        {module.overline ? (
          <p className="font-semibold tracking-wider text-copper-100 uppercase">
            {module.overline}
          </p>
        ) : null}
        <ModuleHeading
          isFirst={context.isFirst}
          className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl"
        >
          {module.title}
        </ModuleHeading>
        {module.text ? <p className="mt-5 max-w-2xl text-lg text-white/90">{module.text}</p> : null}
        {link ? (
          // Copper-600 and its hover (the Ferrion theme's accent pair) carry white text at AA.
          <SmartLink
            link={link}
            className="mt-8 inline-block rounded bg-copper-600 px-5 py-3 font-semibold text-white hover:bg-[#7d4a1d]"
          />
        ) : null}
      </div>
    </section>
  );
}
