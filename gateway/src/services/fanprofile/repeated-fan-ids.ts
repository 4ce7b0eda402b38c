import type { ReadRow, RepeatedFanId } from './read-fan-rows.ts';

/** What the check across rows keeps of a read row: its place, its FAN ID and whether it already failed. */
export type IndexedRow = Pick<ReadRow, 'seq' | 'row' | 'fanId' | 'failed'>;

/** What the check across rows found: the first `max` repeated rows in file order, how many in all, how many newly failed. */
export interface RepeatedFanIds {
  first: RepeatedFanId[];
  count: number;
  newlyFailed: number;
}

/** Room for a row's place in a sort key (key × 2^21 + place stays below 2^53); a file is stopped far sooner (maxRows). */
const PLACE_BITS = 2 ** 21;
/** A FAN ID of eight digits is its own number; any other text gets a number past them. */
const OTHER_IDS = 100_000_000;
const EIGHT_DIGITS = /^[0-9]{8}$/;

/**
 * The check across rows of one fan upload (002 §7: a FAN ID once in a file), kept beside the read: each row's FAN
 * ID as a number, its sheet row, its order and whether it failed, in typed arrays of 13 bytes a row (1.3 MB for
 * the most rows a file may have), never the rows themselves. Once every row is in, one numeric sort groups the rows
 * by FAN ID in file order, and every row after the first of its group is a repeat. It replaced a staging table
 * (decision 031): writing every row's FAN ID to the store and reading them back cost an applied upload about a
 * tenth of its time.
 */
export class FanIdIndex {
  private keys = new Uint32Array(1024);
  private seqs = new Uint32Array(1024);
  private rows = new Uint32Array(1024);
  private failed = new Uint8Array(1024);
  private size = 0;
  private readonly otherKeys = new Map<string, number>();
  private readonly otherIds: string[] = [];

  add(r: IndexedRow): void {
    if (this.size === this.keys.length) this.grow();
    const i = this.size++;
    this.keys[i] = this.keyOf(r.fanId);
    this.seqs[i] = r.seq;
    this.rows[i] = r.row;
    this.failed[i] = r.failed ? 1 : 0;
  }

  /** The rows whose FAN ID an earlier row had: the first `max` in file order, with that earlier row. */
  repeated(max: number): RepeatedFanIds {
    const n = this.size;
    if (n >= PLACE_BITS) throw new RangeError(`the check across rows holds at most ${PLACE_BITS - 1} rows`);
    const order = new Float64Array(n);
    for (let i = 0; i < n; i++) order[i] = this.keys[i]! * PLACE_BITS + i;
    order.sort();
    // Each repeat (its place) and the place of its FAN ID's first row.
    const repeats: Array<[number, number]> = [];
    let newlyFailed = 0;
    let groupKey = -1;
    let firstPlace = 0;
    for (let k = 0; k < n; k++) {
      const key = Math.floor(order[k]! / PLACE_BITS);
      const place = order[k]! - key * PLACE_BITS;
      if (key !== groupKey) {
        groupKey = key;
        firstPlace = place;
        continue;
      }
      repeats.push([place, firstPlace]);
      if (this.failed[place] === 0) newlyFailed++;
    }
    repeats.sort((a, b) => a[0] - b[0]);
    const first = repeats.slice(0, Math.max(1, max)).map(([place, firstOf]) => ({
      seq: this.seqs[place]!,
      row: this.rows[place]!,
      fanId: this.idOf(this.keys[place]!),
      firstRow: this.rows[firstOf]!,
      failed: this.failed[place] === 1,
    }));
    return { first, count: repeats.length, newlyFailed };
  }

  private keyOf(fanId: string): number {
    if (EIGHT_DIGITS.test(fanId)) return Number(fanId);
    let key = this.otherKeys.get(fanId);
    if (key === undefined) {
      key = OTHER_IDS + this.otherIds.length;
      this.otherKeys.set(fanId, key);
      this.otherIds.push(fanId);
    }
    return key;
  }

  private idOf(key: number): string {
    return key < OTHER_IDS ? String(key).padStart(8, '0') : this.otherIds[key - OTHER_IDS]!;
  }

  private grow(): void {
    const wider = <T extends Uint32Array | Uint8Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(a.length * 2);
      next.set(a);
      return next;
    };
    this.keys = wider(this.keys);
    this.seqs = wider(this.seqs);
    this.rows = wider(this.rows);
    this.failed = wider(this.failed);
  }
}
