import { CmsImage } from "@/components/ui/cms-image";
import { SmartLink } from "@/components/ui/smart-link";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { resolveLink } from "@/lib/navigation/resolve-link";

import { Markdown } from "./markdown";
import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type ImageTextModuleProps = Extract<ModuleFieldsFragment, { __typename: "ImageTextModule" }>;

export function ImageTextModule({
  module,
  context,
}: {
  module: ImageTextModuleProps;
  context: ModuleContext;
}) {
  const link = resolveLink(module.link, context.link);
  const imageFirst = module.imagePosition !== "Right";
  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <CmsImage
        asset={module.image}
        preset="asideVideo"
        sizes="(min-width: 768px) 50vw, 100vw"
        className={`h-auto w-full rounded-lg ${imageFirst ? "" : "md:order-2"}`}
      />
      <div>
        {module.overline ? (
          <p className="font-semibold tracking-wider text-copper-600 uppercase">
            {module.overline}
          </p>
        ) : null}
        <ModuleHeading
          isFirst={context.isFirst}
          className="mt-1 mb-4 text-3xl font-bold tracking-tight"
        >
          {module.title}
        </ModuleHeading>
        <Markdown markdown={module.body.markdown} linkContext={context.link} />
        {link ? (
          <SmartLink
            link={link}
            className="mt-4 inline-block font-semibold text-signal-600 underline"
          />
        ) : null}
      </div>
    </section>
  );
}
