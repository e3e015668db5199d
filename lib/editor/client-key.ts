import { CLIENT_ADDRESS_HEADER } from "@/lib/http/ferrion-headers.mjs";

/** Requests that did not pass server/start.mjs (`next dev`) share this one bucket. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * Who is guessing, for the attempt throttle: the address server/start.mjs worked out from the
 * socket (and X-Forwarded-For of TRUSTED_PROXIES only) and put into its own header, which it
 * deletes from every incoming request. X-Forwarded-For itself is never read here: a client can
 * write anything into it.
 */
export function clientKey(request: Request): string {
  return throttleKey(request.headers.get(CLIENT_ADDRESS_HEADER));
}

/**
 * One IPv4 address is one client; an IPv6 client is its /64 network, since anybody given one
 * IPv6 address usually holds the 2^64 addresses around it.
 */
export function throttleKey(address: string | null): string {
  if (!address) return UNKNOWN_CLIENT;
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is none. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const [head = "", tail = ""] = halves;
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
