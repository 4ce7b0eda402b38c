import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { HeapBound } from './heap-bound.ts';

const MB = 1024 * 1024;
const usedHeap = () => v8.getHeapStatistics().used_heap_size;

/** About `mb` MB of small objects, as a batch of read rows would be. */
function rows(mb: number): Array<{ id: string; cells: number[] }> {
  return Array.from({ length: mb * 4096 }, (_, i) => ({ id: `row ${i}`, cells: [i, i + 1, i + 2, i + 3] }));
}

describe('HeapBound', () => {
  it('leaves the heap alone while it grows within the slack', () => {
    const bound = new HeapBound(256 * MB);
    const kept = rows(4);
    expect(bound.step()).toBe(false);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('collects the garbage of past batches once it outgrows the slack, then waits for the slack to fill again', () => {
    const bound = new HeapBound(16 * MB);
    // a batch read and done with: garbage once the function returns, but counted until V8 collects it
    const batch = () => rows(48).length;
    expect(batch()).toBe(48 * 4096);
    const grown = usedHeap();
    expect(bound.step()).toBe(true);
    expect(usedHeap()).toBeLessThan(grown - 16 * MB);
    expect(bound.step()).toBe(false);
  });
});
