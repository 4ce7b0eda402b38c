/**
 * How many uploads one gateway reads at a time. Reading a full 10 MB workbook takes a few seconds and up to a few
 * hundred MB of memory; a burst of them must not take the process down. This is a local resource guard, not shared
 * state: each gateway guards its own memory.
 */
export class UploadGate {
  private running = 0;

  constructor(private readonly max: number) {}

  /** Runs fn if a place is free; returns null at once when all are taken. */
  async run<T>(fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.max) return null;
    this.running++;
    try {
      return { value: await fn() };
    } finally {
      this.running--;
    }
  }
}
