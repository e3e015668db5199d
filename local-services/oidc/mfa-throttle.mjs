/**
 * The throttle on wrong second-factor codes, per account: after 5 refused codes within 5 minutes
 * no code is checked until the oldest of them is 5 minutes old. A code accepted clears the count.
 * With a window of ±1 step, 5 guesses per 5 minutes leave a guesser about one chance in 300 a day.
 */
export const MFA_MAX_FAILURES = 5;
export const MFA_FAILURE_WINDOW_S = 5 * 60;

/**
 * The refusals that still count at `now`.
 * @param {number[] | undefined} failures when codes were refused, milliseconds since the epoch
 * @param {number} now
 */
export function recentFailures(failures, now) {
  const since = now - MFA_FAILURE_WINDOW_S * 1000;
  return (failures ?? []).filter((at) => at > since && at <= now);
}

/**
 * Whether codes are refused unchecked at `now`, and for how many more seconds.
 * @param {number[] | undefined} failures
 * @param {number} now
 * @returns {{ locked: false } | { locked: true, retryAfterS: number }}
 */
export function mfaThrottle(failures, now) {
  const recent = recentFailures(failures, now);
  if (recent.length < MFA_MAX_FAILURES) return { locked: false };
  const oldest = Math.min(...recent.slice(-MFA_MAX_FAILURES));
  const until = oldest + MFA_FAILURE_WINDOW_S * 1000;
  return { locked: true, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/**
 * The refusals after one more at `now` (older ones dropped, so the list stays short).
 * @param {number[] | undefined} failures
 * @param {number} now
 */
export function withFailure(failures, now) {
  return [...recentFailures(failures, now), now];
}
