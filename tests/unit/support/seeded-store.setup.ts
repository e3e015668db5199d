import fs from "node:fs";

import type { TestProject } from "vitest/node";

import { seedTemplate } from "../local-services/seeded-store";

declare module "vitest" {
  export interface ProvidedContext {
    /** A store the stand-ins seeded with the default settings, made before any test file runs. */
    seededStore: string;
  }
}

/**
 * Seeds the stand-ins' store once for the whole run, so a test that starts them copies a store
 * instead of seeding one within its own time limit (tests/unit/local-services/helpers.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await seedTemplate();
  project.provide("seededStore", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
