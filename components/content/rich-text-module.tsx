import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import { Markdown } from "./markdown";
import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type RichTextModuleProps = Extract<ModuleFieldsFragment, { __typename: "RichTextModule" }>;

export function RichTextModule({
  module,
  context,
}: {
  module: RichTextModuleProps;
  context: ModuleContext;
}) {
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} frame="prose">
      <Markdown markdown={module.body.markdown} linkContext={context.link} />
    </ModuleSection>
  );
}
