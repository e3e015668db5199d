import { describe, expect, it, onTestFinished } from "vitest";

import { seededStore, tempDir } from "./helpers";
import { startServerIn as start } from "./seeded-store";

const languages = { sourceLanguage: "en", targetLanguages: ["de", "fr"] };

async function call(url: string, pageId: string, action: string, body: unknown = languages) {
  const response = await fetch(`${url}/translation/pages/${pageId}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

interface Answer {
  sourceLanguage: string;
  targetLanguages: {
    id: string;
    language: string;
    translationState: string;
    exportedAt: string | null;
    importedAt: string | null;
  }[];
}

const states = (body: Answer) =>
  body.targetLanguages.map((target) => `${target.language}:${target.translationState}`);

describe("translation stand-in", () => {
  it("serves the seeded states, starts and resets, and keeps them over a restart", async () => {
    const dataDir = await seededStore(tempDir());
    let running = await start(dataDir);
    const seeded = await call(running.url, "page-company-about", "state");
    expect(seeded.status).toBe(200);
    expect(seeded.body.sourceLanguage).toBe("en");
    expect(states(seeded.body)).toEqual(["de:Translated", "fr:MarkedForTranslation"]);
    expect(seeded.body.targetLanguages[0]).toMatchObject({
      id: "page-company-about-de",
      exportedAt: "2026-10-12T09:00:00.000Z",
      importedAt: "2026-10-14T11:45:00.000Z",
    });

    const started = await call(running.url, "page-company-about", "start");
    expect(states(started.body)).toEqual(["de:InProgress", "fr:InProgress"]);
    expect(started.body.targetLanguages[1]?.exportedAt).toEqual(expect.any(String));
    expect(started.body.targetLanguages[1]?.importedAt).toBeNull();

    await running.close();
    running = await start(dataDir);
    onTestFinished(() => running.close());
    expect(states((await call(running.url, "page-company-about", "state")).body)).toEqual([
      "de:InProgress",
      "fr:InProgress",
    ]);
    const reset = await call(running.url, "page-company-about", "reset");
    expect(states(reset.body)).toEqual(["de:MarkedForTranslation", "fr:MarkedForTranslation"]);
    expect(reset.body.targetLanguages[0]?.exportedAt).toBeNull();
  });

  it("brings a started translation back as Translated after the job time", async () => {
    const running = await start(await seededStore(tempDir()), {
      LOCAL_TRANSLATION_JOB_SECONDS: "1",
    });
    onTestFinished(() => running.close());
    await call(running.url, "page-careers", "start", {
      sourceLanguage: "en",
      targetLanguages: ["de"],
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await call(running.url, "page-careers", "state", {
      sourceLanguage: "en",
      targetLanguages: ["de"],
    });
    expect(states(after.body)).toEqual(["de:Translated"]);
    expect(after.body.targetLanguages[0]?.importedAt).toEqual(expect.any(String));
  });

  it.each([
    ["no JSON", "{", 400],
    ["no languages", {}, 400],
    ["a bad language", { sourceLanguage: "en", targetLanguages: ["deutsch"] }, 400],
  ])("answers %s with %i", async (_name, body, status) => {
    const running = await start(await seededStore(tempDir()));
    onTestFinished(() => running.close());
    expect((await call(running.url, "page-careers", "state", body)).status).toBe(status);
  });
});
