import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Removes what the run kept beside it: the demo accounts' sessions (./signed-in.ts). */
export default function globalTeardown(): void {
  const runId = process.env.E2E_RUN_ID;
  if (runId)
    rmSync(join(tmpdir(), "ferrion-e2e-sessions", runId), { recursive: true, force: true });
}
