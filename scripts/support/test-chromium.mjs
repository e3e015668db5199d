// The Chromium the browser journeys (playwright.config.ts) and the benches drive.
import { existsSync } from "node:fs";

/**
 * Debian's Chromium where it exists (these machines cannot download Playwright's own browsers):
 * its binary itself, not the /usr/bin/chromium wrapper, which adds desktop flags (GPU
 * rasterization, extensions) that only cost a headless browser CPU. Otherwise Playwright's own.
 */
const executablePath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(existsSync);

/** Launch options for Playwright's `chromium.launch` and the config's `launchOptions`. */
export const chromiumLaunchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // No GPU here: composite in software directly, not through an emulated GPU (SwiftShader).
    "--disable-gpu-compositing",
    "--disable-software-rasterizer",
  ],
};
