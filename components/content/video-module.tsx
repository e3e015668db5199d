import { getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

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
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {module.title ? (
        <ModuleHeading isFirst={context.isFirst} className="mb-4 text-3xl font-bold tracking-tight">
          {module.title}
        </ModuleHeading>
      ) : null}
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
    </section>
  );
}
