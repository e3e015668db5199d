import { getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type VideoModuleProps = Extract<ModuleFieldsFragment, { __typename: "VideoModule" }>;

export async function VideoModule({
  module,
  context,
}: {
  module: VideoModuleProps;
  context: ModuleContext;
}) {
  const t = await getTranslations("Modules");
  const title = module.title ?? "";
  return (
    <ModuleSection
      title={module.title}
      isFirst={context.isFirst}
      className="max-w-5xl py-12"
      headingClassName="mb-4"
    >
      <div className="aspect-video overflow-hidden rounded-lg bg-navy-950">
        <iframe
          src={module.videoUrl}
          title={t("videoTitle", { title })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      </div>
    </ModuleSection>
  );
}
