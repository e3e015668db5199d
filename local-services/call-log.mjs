/**
 * The calls the stand-ins answered, with their start and end, for the benchmark's count of
 * sequential waves (`GET /debug/calls`, emptied by `DELETE /debug/calls`). The newest 1,000.
 */
export function createCallLog(limit = 1000) {
  /** @type {{ method: string, path: string, startMs: number, endMs: number }[]} */
  let calls = [];
  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} path */
    track(req, res, path) {
      const startMs = performance.now();
      res.on("finish", () => {
        calls.push({ method: req.method ?? "GET", path, startMs, endMs: performance.now() });
        if (calls.length > limit) calls = calls.slice(-limit);
      });
    },
    list: () => calls,
    clear() {
      calls = [];
    },
  };
}
