import { UploadGate } from '../../../gateway/src/files/upload-gate.ts';

/**
 * An upload gate whose places, once taken, hold their uploads until the test opens it: a suite sees every place taken
 * without racing the uploads' bodies, and what a busy gateway answers.
 */
export class HeldGate extends UploadGate {
  taken = 0;
  private release!: () => void;
  private readonly opened = new Promise<void>((resolve) => (this.release = resolve));

  override run<T>(fn: () => Promise<T>): Promise<{ value: T } | null> {
    return super.run(async () => {
      this.taken++;
      await this.opened;
      return fn();
    });
  }

  open(): void {
    this.release();
  }
}
