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
  /**
   * Starting a stack of a spec file's own (tests/e2e/support/own-stack.ts): stand-ins seeding a
   * fresh store (about 7 s at a load of 12 on 2 cores) and a site (about 4 s), with room to spare.
   */
  stackStartMs: 60_000,
  /** Starting a site or stand-ins within a journey (an outage's end, a site with other settings). */
  processStartMs: 30_000,
  /** A journey that sends thousands of requests or hundreds of megabytes (fuzz, floods, uploads). */
  manyRequestsMs: 300_000,
} as const;
