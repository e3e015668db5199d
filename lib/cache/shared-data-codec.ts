/** A data cache entry as the shared layer holds it. */
interface SharedData {
  value: unknown;
  /** The shared generation when its load began: below the current one, it is stale. */
  generation: number;
  /** Wall-clock time it was stored, so every instance counts its lifetime from the load. */
  storedAt: number;
}

/** The entry as JSON; null when the value cannot be written as JSON (it then stays near only). */
export function encodeSharedData(value: unknown, generation: number, storedAt: number) {
  try {
    return JSON.stringify({ g: generation, t: storedAt, v: value });
  } catch {
    return null;
  }
}

/** The entry read back; undefined for nothing or anything that is not one. */
export function decodeSharedData(raw: Buffer | string | null): SharedData | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw.toString()) as { g?: unknown; t?: unknown; v?: unknown };
    if (typeof parsed?.g !== "number" || typeof parsed.t !== "number" || !("v" in parsed)) {
      return undefined;
    }
    return { value: parsed.v, generation: parsed.g, storedAt: parsed.t };
  } catch {
    return undefined;
  }
}
