import { CmsImage } from "@/components/ui/cms-image";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type ImageGalleryModuleProps = Extract<ModuleFieldsFragment, { __typename: "ImageGalleryModule" }>;

export function ImageGalleryModule({
  module,
  context,
}: {
  module: ImageGalleryModuleProps;
  context: ModuleContext;
}) {
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} frame="grid">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {module.images.map((image) => (
          <li key={image.id}>
            <figure>
              {/* The caption shows the alternative text; an empty alt keeps it from being read twice. */}
              <CmsImage
                asset={image}
                alt=""
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
              />
              {image.alternativeText ? (
                <figcaption className="mt-2 text-sm text-steel-700">
                  {image.alternativeText}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
