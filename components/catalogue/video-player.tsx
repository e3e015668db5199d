"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

import { Icon } from "@/components/ui/icon";

interface VideoPlayerProps {
  src: string;
  /** The poster's URL, shown by the player while it starts. */
  posterUrl: string | undefined;
  /** The poster as an image, shown until the visitor plays the video. */
  poster: ReactNode;
  /** The player's name: "Video: …". */
  label: string;
  /** The play link's name: "Play video: …". */
  playLabel: string;
  className: string;
}

/**
 * A video of the product information system: its poster and a play link until the visitor asks
 * for it, then the browser's own player, playing, with the focus on it. Every `<video controls>`
 * builds the browser's controls while the page loads; on the product page they held its first
 * paint back by about a second in 4 Lighthouse runs of 5, and doubled its style and paint work.
 * Without scripts, or with a modifier key, the link opens the file itself.
 */
export function VideoPlayer({
  src,
  posterUrl,
  poster,
  label,
  playLabel,
  className,
}: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click opens the file as a link would (a new tab, a download).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  }

  if (playing) {
    return (
      <video
        ref={video}
        src={src}
        poster={posterUrl}
        controls
        autoPlay
        aria-label={label}
        className={className}
      />
    );
  }
  return (
    <a
      href={src}
      onClick={play}
      className={`group relative grid place-items-center overflow-hidden ${className}`}
    >
      {poster}
      <span className="relative rounded-full bg-black/60 p-4 text-white group-hover:bg-black/80">
        <Icon name="play" />
      </span>
      <span className="sr-only">{playLabel}</span>
    </a>
  );
}
