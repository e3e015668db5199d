/** Stroke paths on a 24×24 grid; both icon sizes (16 and 24) draw from the same paths. */
const CIRCLE = "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z";

export const ICON_PATHS = {
  "arrow-left": ["M19 12H5", "M12 19l-7-7 7-7"],
  "arrow-right": ["M5 12h14", "M12 5l7 7-7 7"],
  "chevron-down": ["M6 9l6 6 6-6"],
  "chevron-up": ["M18 15l-6-6-6 6"],
  "chevron-left": ["M15 18l-6-6 6-6"],
  "chevron-right": ["M9 18l6-6-6-6"],
  close: ["M18 6L6 18", "M6 6l12 12"],
  menu: ["M4 6h16", "M4 12h16", "M4 18h16"],
  search: ["M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0z", "M21 21l-5-5"],
  globe: [CIRCLE, "M3 12h18", "M12 3a14 14 0 0 1 0 18", "M12 3a14 14 0 0 0 0 18"],
  external: ["M14 4h6v6", "M20 4l-9 9", "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"],
  download: ["M12 4v11", "M7 10l5 5 5-5", "M5 20h14"],
  file: ["M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z", "M14 3v5h5"],
  info: [CIRCLE, "M12 11v5", "M12 8h.01"],
  success: [CIRCLE, "M8 12.5l2.5 2.5L16 9.5"],
  error: [CIRCLE, "M12 7.5v5", "M12 16h.01"],
  phone: [
    "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  ],
  mail: ["M4 6h16v12H4z", "M4 7l8 6 8-6"],
  news: ["M4 5h13v14H6a2 2 0 0 1-2-2z", "M17 9h3v8a2 2 0 0 1-2 2", "M8 9h5", "M8 13h5"],
  play: ["M8 5v14l11-7z"],
  plus: ["M12 5v14", "M5 12h14"],
  minus: ["M5 12h14"],
  user: ["M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z", "M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1"],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof ICON_PATHS;
