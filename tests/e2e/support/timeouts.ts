/**
 * Every wait of the browser journeys, in one place, sized for a busy 2-core machine (CI runs the
 * site, the stand-ins and two browsers on two cores). Waits follow the app: an expectation polls
 * until the state a user would see is there, and fails after these times naming what it awaited.
 */
export const TIMEOUTS = {
  /** One journey, from its first step to its last. */
  testMs: 60_000,
  /** One expectation (a heading visible, a URL reached). */
  expectMs: 15_000,
  /** One click, fill or key press. */
  actionMs: 15_000,
  /** One page load. */
  navigationMs: 30_000,
  /** A journey that starts a site and stand-ins of its own (tests/e2e/support/own-stack.ts). */
  ownStackTestMs: 180_000,
  /** A journey that sends thousands of requests (the fuzz and flood journeys). */
  manyRequestsMs: 300_000,
} as const;
