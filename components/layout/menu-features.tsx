import { CmsImage } from "@/components/ui/cms-image";
import { CardImage } from "@/components/ui/card-image";
import { Icon } from "@/components/ui/icon";
import { SmartLink } from "@/components/ui/smart-link";

import type { MenuMarketing, MenuSection, MenuTeaserCard } from "./menu-entries";

// What a navigation item carries besides its children, shown by both the desktop panel and the
// mobile menu. No hooks here, so the same markup renders on the server and in the client menu.
// Images load lazily, and closed menus fetch none: the desktop panel keeps them display:none
// until it opens, the mobile menu renders this only when an item's disclosure opens.

interface MenuSectionLinksProps {
  section: MenuSection;
  /** Names the link list after the section's title. */
  headingId: string;
  className?: string;
}

export function MenuSectionLinks({ section, headingId, className }: MenuSectionLinksProps) {
  return (
    <div className={className}>
      <p id={headingId} className="text-sm font-semibold tracking-wide text-theme-muted uppercase">
        {section.title}
      </p>
      <ul aria-labelledby={headingId} className="mt-2">
        {section.links.map(({ key, link }) => (
          <li key={key}>
            <SmartLink link={link} className="inline-block py-1.5 hover:underline">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MenuTeaserCardView({ card }: { card: MenuTeaserCard }) {
  return (
    <div
      data-menu-teaser-card
      className="overflow-hidden rounded-lg border border-theme-border bg-theme-bg text-theme-fg"
    >
      <CardImage asset={card.image} sizes="(min-width: 1024px) 360px, 100vw" />
      <div className="p-4">
        <p className="font-bold">{card.title}</p>
        {card.text ? <p className="mt-1 text-sm text-theme-muted">{card.text}</p> : null}
        {card.link ? (
          <SmartLink
            link={card.link}
            className="mt-3 inline-flex items-center gap-1 font-semibold text-theme-link hover:underline"
          >
            {card.link.label ?? card.title}
            <Icon name="arrow-right" size={16} />
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}

export function MenuMarketingView({ marketing }: { marketing: MenuMarketing }) {
  return (
    <div data-menu-marketing className={`rounded-lg p-6 ${marketing.backgroundClass}`}>
      {marketing.logo ? (
        // Spec 000 §9: the marketing logo takes a 304x52 box, whatever the file's own size.
        <CmsImage
          asset={marketing.logo}
          sizes="304px"
          className="h-[52px] w-[304px] max-w-full object-contain object-left"
        />
      ) : null}
      {marketing.link && marketing.linkText ? (
        <SmartLink
          link={marketing.link}
          className="mt-4 inline-flex items-center gap-1 font-semibold underline underline-offset-4 hover:no-underline"
        >
          {marketing.linkText}
          <Icon name="arrow-right" size={16} />
        </SmartLink>
      ) : null}
    </div>
  );
}
