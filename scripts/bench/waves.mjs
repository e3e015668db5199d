/**
 * How many sequential waves a set of backend calls took: calls that overlap form one wave; a
 * call that starts after every earlier one has ended begins the next.
 * @param {{ startMs: number, endMs: number }[]} calls
 */
export function countWaves(calls) {
  const sorted = [...calls].sort((a, b) => a.startMs - b.startMs);
  let waves = 0;
  let waveEnd = -Infinity;
  for (const call of sorted) {
    if (call.startMs >= waveEnd) waves += 1;
    waveEnd = Math.max(waveEnd, call.endMs);
  }
  return waves;
}
