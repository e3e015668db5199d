import { readFileSync } from "node:fs";

/** The Dockerfile's instructions by stage name, continuation lines joined, comments dropped. */
export function dockerfileStages(path = "Dockerfile"): Map<string, string[]> {
  const byStage = new Map<string, string[]>();
  let current: string[] = [];
  const lines = readFileSync(path, "utf8")
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = [];
      byStage.set(from[1] ?? `stage-${byStage.size}`, current);
    }
    current.push(line);
  }
  return byStage;
}

/** A stage's lines of one instruction, e.g. every `COPY`. */
export function instructions(stage: string[] | undefined, name: string): string[] {
  return (stage ?? []).filter((line) => line.toUpperCase().startsWith(`${name} `));
}

/** The exec-form command (`CMD ["node", …]`) of a stage's last CMD, or of its HEALTHCHECK. */
export function execCommand(stage: string[] | undefined, name: "CMD" | "HEALTHCHECK"): string[] {
  const line = instructions(stage, name).at(-1);
  const json = line && /CMD (\[.*\])$/.exec(line)?.[1];
  if (!json) throw new Error(`The Dockerfile stage has no ${name} in exec form`);
  return JSON.parse(json) as string[];
}
