// The portal back end answers on one thread, with synchronous SQLite reads: one large answer
// (1,000 tickets with their machines and locations) is 100 ms or more of work, and without a
// pause every other request's next step (being read, its token verified, its own resolvers)
// waits for all of it. So each request's resolvers run in turns of a few milliseconds: past its
// turn, a request's next resolver is queued and the thread turns to whatever else has arrived.
// Queued turns go to the request that has used the least time so far, so a small answer is done
// in a turn or two even while a large one, started first, goes on.

const SLICE_MS = 5;
/** How long the queued turns run before the thread looks for new requests again. */
const TURNS_MS = 10;

/** @typedef {{ sliceStartedAt: number, usedMs: number, tasks: Array<() => void> }} Turns */

/** Each request's turns, by its GraphQL context (one per request). @type {WeakMap<object, Turns>} */
const turnsOf = new WeakMap();
/** Requests with queued resolvers. @type {Set<Turns>} */
const ready = new Set();
let isScheduled = false;

/** The ready request that has used the least time. */
function leastServed() {
  /** @type {Turns | undefined} */
  let next;
  for (const turns of ready) if (!next || turns.usedMs < next.usedMs) next = turns;
  return next;
}

function takeTurns() {
  isScheduled = false;
  const startedAt = performance.now();
  for (let turns = leastServed(); turns; turns = leastServed()) {
    turns.sliceStartedAt = performance.now();
    while (turns.tasks.length > 0 && performance.now() - turns.sliceStartedAt < SLICE_MS) {
      /** @type {() => void} */ (turns.tasks.shift())();
    }
    turns.usedMs += performance.now() - turns.sliceStartedAt;
    if (turns.tasks.length === 0) ready.delete(turns);
    if (performance.now() - startedAt >= TURNS_MS) break;
  }
  if (ready.size > 0) schedule();
}

function schedule() {
  if (isScheduled) return;
  isScheduled = true;
  // Runs after the next poll for I/O: what has arrived meanwhile goes first.
  setImmediate(takeTurns);
}

/**
 * A resolver that runs at once while its request's slice lasts, else is queued for its next turn.
 * @param {(...args: any[]) => unknown} resolve
 * @returns {(root: unknown, args: unknown, context: object, info: unknown) => unknown}
 */
function sliced(resolve) {
  return (root, args, context, info) => {
    let turns = turnsOf.get(context);
    if (!turns) {
      turns = { sliceStartedAt: performance.now(), usedMs: 0, tasks: [] };
      turnsOf.set(context, turns);
    }
    if (turns.tasks.length === 0 && performance.now() - turns.sliceStartedAt < SLICE_MS) {
      return resolve(root, args, context, info);
    }
    const queued = turns;
    return new Promise((done, fail) => {
      queued.tasks.push(() => {
        try {
          done(resolve(root, args, context, info));
        } catch (error) {
          fail(error);
        }
      });
      ready.add(queued);
      schedule();
    });
  };
}

/**
 * The resolver maps of createSchema with every field resolver sliced.
 * @template {Record<string, Record<string, unknown>>} R
 * @param {R[]} resolverMaps
 * @returns {R[]}
 */
export function inTimeSlices(resolverMaps) {
  return resolverMaps.map(
    (map) =>
      /** @type {R} */ (
        Object.fromEntries(
          Object.entries(map).map(([typeName, fields]) => [
            typeName,
            Object.fromEntries(
              Object.entries(fields).map(([name, field]) => [
                name,
                typeof field === "function"
                  ? sliced(/** @type {(...args: any[]) => unknown} */ (field))
                  : field,
              ]),
            ),
          ]),
        )
      ),
  );
}
