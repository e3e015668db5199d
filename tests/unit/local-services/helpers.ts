import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, onTestFinished } from "vitest";
import { readConfig } from "../../../local-services/config.mjs";
import { createContentService } from "../../../local-services/content/service.mjs";
import { startServer } from "../../../local-services/server.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";

export const FIXTURE_SEED_DIR = fileURLToPath(new URL("./fixtures/seed", import.meta.url));
export const FIXTURE_ASSETS_DIR = fileURLToPath(new URL("./fixtures/assets", import.meta.url));
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
  const running = await startServerIn(tempDir(), env);
  onTestFinished(() => running.close());
  return running;
}

function startServerIn(dataDir: string, env: Record<string, string>) {
  return startServer({
    config: { ...readConfig({ LOCAL_SERVICES_DATA_DIR: dataDir, ...env }), port: 0 },
    contentSeedDir: FIXTURE_SEED_DIR,
    contentAssetsDir: FIXTURE_ASSETS_DIR,
    log: { log() {}, warn() {}, error() {} },
  });
}

/**
 * What a test may wait for one start of the stand-ins: each seeds every stand-in, about a second
 * alone and up to seven beside the build, lint and the browser suite on 2 cores.
 */
export const SERVER_START_MS = 15_000;

/**
 * One server for every test of the calling `describe`, for tests that only read: a start seeds
 * every stand-in (about a second alone, five on a loaded machine), so one a test made the suite
 * slow and its tests time out. Returns the server's URL, read inside a test.
 */
export function suiteServer(env: Record<string, string> = {}): () => string {
  let url: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-services-test-"));
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
