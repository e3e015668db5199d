import type { ReactNode } from "react";

import type { ResolvedLink } from "@/lib/navigation/resolve-link";

import { ActionButton } from "./action-button";
import { AppLink } from "./app-link";

interface SmartLinkProps {
  link: ResolvedLink;
  className?: string;
  children?: ReactNode;
  /** Opens browser links in a new tab. */
  newTab?: boolean;
  /** Announced after the text of links that open a new tab. */
  newTabHint?: string;
}

/** One link for every kind of target: in-app route, plain browser link or action. */
export function SmartLink({ link, className, children, newTab, newTabHint }: SmartLinkProps) {
  const content = children ?? link.label;
  if (link.kind === "action") {
    return (
      <ActionButton action={link.action} className={className}>
        {content}
      </ActionButton>
    );
  }
  if (link.kind === "browser") {
    return (
      <a
        href={link.href}
        className={className}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {content}
        {newTab && newTabHint ? <span className="sr-only"> {newTabHint}</span> : null}
      </a>
    );
  }
  return (
    <AppLink href={link.href} className={className}>
      {content}
    </AppLink>
  );
}
