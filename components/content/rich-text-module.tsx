import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import { Markdown } from "./markdown";
import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type RichTextModuleProps = Extract<ModuleFieldsFragment, { __typename: "RichTextModule" }>;

export function RichTextModule({
  module,
  context,
}: {
  module: RichTextModuleProps;
  context: ModuleContext;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {module.title ? (
        <ModuleHeading isFirst={context.isFirst} className="mb-4 text-3xl font-bold tracking-tight">
          {module.title}
        </ModuleHeading>
      ) : null}
      <Markdown markdown={module.body.markdown} linkContext={context.link} />
    </section>
  );
}
