"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import type { BotProtectionSettings } from "@/components/forms/load-bot-script";

// The form, react-hook-form and the rules load when the reader nears the end of the story, not
// with it: a story on a phone stays light (issue 17).
const StoryFeedbackForm = dynamic(
  () => import("@/components/forms/story-feedback-form").then((module) => module.StoryFeedbackForm),
  { ssr: false },
);

/** How far ahead of the viewport the form starts loading. */
const LOAD_AHEAD = "600px 0px";

/** The story's feedback form, loaded once its place comes near the viewport. */
export function LazyStoryFeedback({
  story,
  botProtection,
  loadingText,
}: {
  story: string;
  botProtection: BotProtectionSettings;
  loadingText: string;
}) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const place = placeRef.current;
    // Every browser the site supports has IntersectionObserver.
    if (!place || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [isNear]);

  return (
    <div ref={placeRef} className="min-h-96" data-testid="story-feedback">
      {isNear ? (
        <StoryFeedbackForm story={story} botProtection={botProtection} />
      ) : (
        <p className="text-steel-700">{loadingText}</p>
      )}
    </div>
  );
}
