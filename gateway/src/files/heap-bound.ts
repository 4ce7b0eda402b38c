import v8 from 'node:v8';
import vm from 'node:vm';

let fullCollection: (() => void) | undefined;

/**
 * V8's full collection. Node starts V8 without its gc extension; it is switched on the first time it is needed and
 * reached through a new context, where V8 installs it (the way test runners take their heap figures).
 */
function collect(): void {
  if (!fullCollection) {
    v8.setFlagsFromString('--expose-gc');
    fullCollection = vm.runInNewContext('gc') as () => void;
  }
  fullCollection();
}

const usedHeap = () => v8.getHeapStatistics().used_heap_size;

/**
 * Keeps a long job's garbage from piling up on the gateway's thread. A large upload reads and stores its rows in
 * batches; each batch lives while the store writes it, long enough for V8 to move it to the old generation, where
 * V8 lets garbage grow to several times what is live before it collects (a 100,000-row upload took the heap from
 * about 60 MB to 250 MB, of which 50 MB was live). The job calls `step()` after each batch: once the heap has grown
 * by `slackBytes` since the job began, or since the last collection, it asks V8 for a full one. The heap then
 * holds about `slackBytes` of the job's garbage at most, whatever its size, for one full collection (some 40 ms
 * with the gateway's 50 MB live) each time the slack fills.
 */
export class HeapBound {
  #base = usedHeap();

  constructor(readonly slackBytes: number) {}

  /** Collects if the heap has outgrown the slack; says whether it did. */
  step(): boolean {
    if (usedHeap() - this.#base <= this.slackBytes) return false;
    collect();
    this.#base = usedHeap();
    return true;
  }
}
