import { ICON_PATHS, type IconName } from "./icon-paths";

/** Spec 000 §3: icons are named by a base name plus a size, 16 or 24. */
type IconSize = 16 | 24;

interface IconProps {
  name: IconName;
  size?: IconSize;
  /** Makes the icon an image with this name; without it the icon is decoration. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      // The small size draws thicker lines so it stays as legible as the large one.
      strokeWidth={size === 16 ? 2.5 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className ?? ""}`}
      focusable="false"
      data-icon={`${name}-${size}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
