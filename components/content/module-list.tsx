import type { ComponentType } from "react";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { warnOnce } from "@/lib/log/logger";

import { AccordionModule } from "./accordion-module";
import { CallToActionModule } from "./call-to-action-module";
import { ContactTeaserModule } from "./contact-teaser-module";
import { FormModule } from "@/components/forms/form-module";

import { DownloadsModule } from "./downloads-module";
import { HeroModule } from "./hero-module";
import { ImageGalleryModule } from "./image-gallery-module";
import { ImageTextModule } from "./image-text-module";
import { InvestorsModule } from "./investors-module";
import { KeyFiguresModule } from "./key-figures-module";
import { LocationsModule } from "./locations-module";
import type { ModuleContext } from "./module-context";
import { QuoteModule } from "./quote-module";
import { RichTextModule } from "./rich-text-module";
import { TeaserCardsModule } from "./teaser-cards-module";
import { TermsDocumentsModule } from "./terms-documents-module";
import { VideoModule } from "./video-module";

type ModuleTypename = ModuleFieldsFragment["__typename"];
type ModuleOf<T extends ModuleTypename> = Extract<ModuleFieldsFragment, { __typename: T }>;

/** Adding a module is one component and one entry here. */
const MODULES: {
  [T in ModuleTypename]: ComponentType<{ module: ModuleOf<T>; context: ModuleContext }>;
} = {
  HeroModule,
  RichTextModule,
  ImageTextModule,
  TeaserCardsModule,
  KeyFiguresModule,
  QuoteModule,
  AccordionModule,
  VideoModule,
  DownloadsModule,
  ContactTeaserModule,
  ImageGalleryModule,
  CallToActionModule,
  TermsDocumentsModule,
  InvestorsModule,
  LocationsModule,
  FormModule,
};

/** A page that opens with a hero gets its h1 from the hero; any other page shows its title. */
export function opensWithHero(modules: ModuleFieldsFragment[]): boolean {
  return modules[0]?.__typename === "HeroModule";
}

export function ModuleList({
  modules,
  context,
}: {
  modules: ModuleFieldsFragment[];
  context: Omit<ModuleContext, "isFirst">;
}) {
  return modules.map((module, index) => {
    const Module = MODULES[module.__typename] as
      ComponentType<{ module: ModuleFieldsFragment; context: ModuleContext }> | undefined;
    if (!Module) {
      warnOnce(
        "modules",
        module.__typename,
        `No component for module type ${module.__typename}; it is not shown`,
      );
      return null;
    }
    return (
      <Module
        key={"id" in module ? module.id : index}
        module={module}
        context={{ ...context, isFirst: index === 0 && opensWithHero(modules) }}
      />
    );
  });
}
