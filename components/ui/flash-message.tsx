"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useState } from "react";

import { AppLink } from "./app-link";
import {
  type FlashMessageFields,
  type FlashMessageType,
  flashMessageBehaviour,
} from "./flash-message-rules";
import { Icon } from "./icon";
import { InlineHtml } from "./inline-html";

const LOOK: Record<FlashMessageType, { box: string; icon: string }> = {
  info: { box: "border-[#1a5fc7] bg-[#eef4fc]", icon: "text-[#1a5fc7]" },
  success: { box: "border-[#2b7a3d] bg-[#edf7ef]", icon: "text-[#2b7a3d]" },
  error: { box: "border-[#b3261e] bg-[#fdeeee]", icon: "text-[#b3261e]" },
};

interface FlashMessageProps extends FlashMessageFields {
  className?: string;
  /** Called once the message has been dismissed or has hidden itself. */
  onHide?: () => void;
}

/** A notice that stays until dismissed; floating ones hide themselves after their timeout. */
export function FlashMessage({ className, onHide, ...fields }: FlashMessageProps) {
  const t = useTranslations("Ui");
  const [isVisible, setVisible] = useState(true);
  const { type, role, isDismissible, action, hidesAfterMs } = flashMessageBehaviour(fields);

  const hide = () => {
    setVisible(false);
    onHide?.();
  };
  // An effect event, so a parent passing a new onHide on each render does not restart the timer.
  const hideByTimer = useEffectEvent(hide);

  useEffect(() => {
    if (!isVisible || hidesAfterMs === null) return;
    const timer = window.setTimeout(hideByTimer, hidesAfterMs);
    return () => window.clearTimeout(timer);
  }, [isVisible, hidesAfterMs]);

  if (!isVisible) return null;
  // Floating, it keeps clear of the side tabs' bar or rail (app/globals.css).
  const position = fields.floating
    ? "fixed right-[calc(1rem+var(--side-tabs-rail,0px))] bottom-[calc(1rem+var(--side-tabs-bar,0px))] z-50 w-[min(24rem,calc(100vw-2rem))] shadow-lg"
    : "";

  return (
    <div
      role={role}
      data-type={type}
      className={`flex gap-3 rounded border-l-4 p-4 text-navy-900 ${LOOK[type].box} ${position} ${className ?? ""}`}
    >
      <Icon name={type} size={24} className={LOOK[type].icon} label={t(`flashType.${type}`)} />
      <div className="min-w-0 flex-1">
        {fields.title ? <p className="font-bold">{fields.title}</p> : null}
        {fields.text ? (
          <div className="mt-0.5 space-y-2">
            <InlineHtml html={fields.text} />
          </div>
        ) : null}
        {action?.kind === "link" ? (
          action.href.startsWith("/") ? (
            <AppLink
              href={action.href}
              className="mt-2 inline-flex items-center gap-1 font-semibold underline"
            >
              {action.text}
              <Icon name="arrow-right" size={16} />
            </AppLink>
          ) : (
            <a
              href={action.href}
              className="mt-2 inline-flex items-center gap-1 font-semibold underline"
            >
              {action.text}
              <Icon name="arrow-right" size={16} />
            </a>
          )
        ) : null}
        {action?.kind === "hide" ? (
          <button type="button" onClick={hide} className="mt-2 font-semibold underline">
            {action.text}
          </button>
        ) : null}
      </div>
      {isDismissible ? (
        <button
          type="button"
          onClick={hide}
          aria-label={t("dismissMessage")}
          className="-m-1 self-start rounded p-1 hover:bg-black/5"
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
