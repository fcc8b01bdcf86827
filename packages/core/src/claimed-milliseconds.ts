/**
 * A set of claimed milliseconds (any integers) that hands out the first free one at or after
 * the one asked for. Kept as sorted runs [start, end] that never touch (a gap of at least one
 * free value between two runs), so a million ids made in one millisecond cost one run, and the
 * value after a run is always free.
 *
 * Memory is bounded: past `maxRuns` runs, the earliest run is forgotten. Asking again for a
 * forgotten time may then hand out a value given before; ids are also unique in the database
 * (unique index, retry on conflict), which covers that rare case.
 */
export class ClaimedMilliseconds {
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];
  readonly #maxRuns: number;

  constructor(maxRuns: number) {
    if (!Number.isInteger(maxRuns) || maxRuns < 1) throw new RangeError('maxRuns must be >= 1');
    this.#maxRuns = maxRuns;
  }

  get runCount(): number {
    return this.#starts.length;
  }

  /** Claims and returns the first free value at or after `wanted`. */
  claim(wanted: number): number {
    const starts = this.#starts;
    const ends = this.#ends;
    const at = this.#lastRunStartingAtOrBefore(wanted);
    const endAt = at >= 0 ? (ends[at] as number) : Number.NEGATIVE_INFINITY;

    if (wanted <= endAt) {
      const claimed = endAt + 1;
      ends[at] = claimed;
      if (starts[at + 1] === claimed + 1) this.#mergeWithNext(at);
      return claimed;
    }

    const joinsPrevious = endAt === wanted - 1;
    const joinsNext = starts[at + 1] === wanted + 1;
    if (joinsPrevious && joinsNext) {
      this.#mergeWithNext(at);
    } else if (joinsPrevious) {
      ends[at] = wanted;
    } else if (joinsNext) {
      starts[at + 1] = wanted;
    } else {
      starts.splice(at + 1, 0, wanted);
      ends.splice(at + 1, 0, wanted);
      if (starts.length > this.#maxRuns) {
        starts.shift();
        ends.shift();
      }
    }
    return wanted;
  }

  #mergeWithNext(at: number): void {
    this.#ends[at] = this.#ends[at + 1] as number;
    this.#starts.splice(at + 1, 1);
    this.#ends.splice(at + 1, 1);
  }

  /** Index of the last run whose start is <= value, or -1. */
  #lastRunStartingAtOrBefore(value: number): number {
    let low = 0;
    let high = this.#starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.#starts[middle] as number) <= value) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }
}
