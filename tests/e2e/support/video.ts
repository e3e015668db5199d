import { expect, type Locator } from "@playwright/test";

/**
 * Plays a video (muted, as a browser lets a script start it) and waits until it has played half
 * a second: its file arrived, the CSP let it in and the browser decodes it. Then pauses it.
 */
export async function expectToPlay(video: Locator): Promise<void> {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}
