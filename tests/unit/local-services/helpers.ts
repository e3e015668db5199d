import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { createContentService } from "../../../local-services/content/service.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";
import {
  FIXTURE_ASSETS_DIR,
  FIXTURE_SEED_DIR,
  seedKey,
  seedTemplate,
  startServerIn,
} from "./seeded-store";

export { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR };
export const TEST_TOKEN = "test-content-token";
export const TEST_ORIGIN = "http://services.test";
export const DRAFT_HEADERS = { authorization: `Bearer ${TEST_TOKEN}` };

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A fresh directory, removed when the current test ends. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-services-test-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A store seeded by `seed` once, on first use, for a file whose tests each need the same seeded
 * store (seeding takes seconds, a copy a fraction of that); removed after the file.
 */
export function storeSeededOnce<T>(seed: (store: ReturnType<typeof openStore>) => T) {
  let template: { dir: string; seeding: T } | undefined;
  afterAll(() => {
    if (template) fs.rmSync(template.dir, { recursive: true, force: true });
  });
  const seeded = () => {
    if (!template) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-services-seeded-once-"));
      const store = openStore({ dataDir: dir });
      template = { dir, seeding: seed(store) };
      store.close();
    }
    return template;
  };
  return {
    /** What the seed returned. */
    seeding: () => seeded().seeding,
    /** A fresh directory holding a copy of the store, removed when the current test ends. */
    copy: () => {
      const dataDir = tempDir();
      fs.cpSync(seeded().dir, dataDir, { recursive: true });
      return dataDir;
    },
  };
}

/** A store in dir, closed when the current test ends. */
export function testStore(dataDir: string = tempDir()) {
  const store = openStore({ dataDir });
  onTestFinished(() => store.close());
  return store;
}

/** The content service on a seeded temp store, queried in-process through yoga.fetch. */
export function createTestContent(
  options: { seedDir?: string; assetsDir?: string; dataDir?: string } = {},
) {
  const store = testStore(options.dataDir);
  const service = createContentService({
    store,
    origin: () => TEST_ORIGIN,
    token: TEST_TOKEN,
    seedDir: options.seedDir ?? FIXTURE_SEED_DIR,
    assetsDir: options.assetsDir ?? FIXTURE_ASSETS_DIR,
  });
  const seeding = service.seed();

  async function query(
    source: string,
    {
      variables,
      headers = {},
    }: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: GraphQLBody }> {
    const response = await service.yoga.fetch("http://localhost/content/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: source, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLBody };
  }

  /** Runs a query and fails on GraphQL errors; returns data, typed as the caller says. */
  async function data<T = Record<string, unknown>>(
    source: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<T> {
    const { body } = await query(source, options);
    if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return (body.data ?? {}) as T;
  }

  return { store, service, seeding, query, data };
}

/** Writes seed files into a new temp seed folder: { 'ContentPage/page-x': {...} }. */
export function writeSeed(files: Record<string, unknown>): string {
  const seedDir = path.join(tempDir(), "seed");
  fs.mkdirSync(seedDir);
  for (const [name, doc] of Object.entries(files)) {
    const file = path.join(seedDir, `${name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof doc === "string" ? doc : JSON.stringify(doc, null, 2));
  }
  return seedDir;
}

/** The whole local-services process on a free port over the fixture seed, closed when the test ends. */
export async function startTestServer(env: Record<string, string> = {}) {
  const running = await startServerIn(await seededStore(tempDir(), env), env);
  onTestFinished(() => running.close());
  return running;
}

/** Stores seeded in this worker with settings other than the default ones, by their key. */
const seededTemplates = new Map<string, Promise<string>>();

/**
 * Fills dataDir with a copy of a store the stand-ins seeded with the same seed settings, and
 * returns dataDir. A start that seeds took 1.5 s alone and up to 7 s beside the build, within a
 * test's time limit; a copy takes a tenth of that, and the stand-ins start on it as on their own
 * seed. The default store is seeded before any test runs (tests/unit/support/seeded-store.setup.ts).
 */
export async function seededStore(dataDir: string, env: Record<string, string> = {}) {
  const key = seedKey(env);
  let template = key === "" ? inject("seededStore") : undefined;
  if (!template) {
    let seeding = seededTemplates.get(key);
    if (!seeding) {
      seeding = seedTemplate(env);
      seededTemplates.set(key, seeding);
      void seeding.then((dir) =>
        process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true })),
      );
    }
    template = await seeding;
  }
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * What a test may wait for one start of the stand-ins that seeds its store (server.test.ts tests
 * the seeding itself): about a second alone and up to seven beside the build, lint and the
 * browser suite on 2 cores.
 */
export const SERVER_START_MS = 15_000;

/**
 * One server for every test of the calling `describe`, for tests that only read: a start opens
 * every stand-in, which a test of its own would pay again for nothing. Returns the server's URL,
 * read inside a test.
 */
export function suiteServer(env: Record<string, string> = {}): () => string {
  let url: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const dataDir = await seededStore(
      fs.mkdtempSync(path.join(os.tmpdir(), "local-services-test-")),
      env,
    );
    const running = await startServerIn(dataDir, env);
    url = running.url;
    stop = async () => {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, SERVER_START_MS);
  afterAll(() => stop?.());
  return () => {
    if (!url) throw new Error("suiteServer: read its URL inside a test");
    return url;
  };
}
