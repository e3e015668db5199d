import { request as httpRequest } from "node:http";

/**
 * The methods a route handler accepts, from its OPTIONS answer (Next.js lists the handlers the
 * route exports): asked of this very server with the token that sends it straight to Next.js.
 * Null when no route answers.
 * @param {{ port: number, token: string, tokenHeader: string, timeoutMs: number }} self
 * @param {{ url: string, host: string }} target
 * @returns {Promise<string | null>}
 */
export function askAllowedMethods(self, { url, host }) {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: self.port,
        path: url,
        method: "OPTIONS",
        timeout: self.timeoutMs,
        headers: { host, [self.tokenHeader]: self.token },
      },
      (incoming) => {
        incoming.resume();
        const allow = incoming.headers.allow;
        resolve(incoming.statusCode === 204 && typeof allow === "string" ? allow : null);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => resolve(null));
    outgoing.end();
  });
}
