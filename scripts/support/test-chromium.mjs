// The Chromium the browser journeys (playwright.config.ts) and the benches drive.
import { existsSync } from "node:fs";

/**
 * Debian's Chromium where it exists (these machines cannot download Playwright's own browsers):
 * its binary itself, not the /usr/bin/chromium wrapper, which adds desktop flags (GPU
 * rasterization, extensions) that only cost a headless browser CPU. Otherwise Playwright's own.
 */
const executablePath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(existsSync);

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell, the same
 * Chromium without a browser window), as Playwright itself runs headless journeys. The full browser
 * draws its invisible window's interface for every page; on 12 spec files the shell took 66 s
 * (three runs) against 84 s for the full browser. The benches, Lighthouse and the profile keep the
 * full browser, the one visitors have.
 */
export const journeyExecutablePath =
  ["/usr/lib/chromium/chromium-headless-shell"].find(existsSync) ?? executablePath;

/**
 * Browser interface a headless Chromium renders but never shows: for every new page it loads the
 * address bar's two suggestion popups (chrome://omnibox-popup.top-chrome/), each a WebUI page in
 * a renderer of its own. That cost a journey's browser about a third of its CPU (12 spec files:
 * 245 core-seconds and 126 s without these features, 167 and 89 s with them off).
 */
export const UNSHOWN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65). Chromium reads only the last
 * `--disable-features` of its command line, so ours must repeat Playwright's;
 * tests/unit/scripts/test-chromium.test.ts checks it against the Playwright installed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(",")}`,
  ],
};
