/**
 * Reads an XML part through as it is unpacked, chunk by chunk, keeping nothing but a few bytes across chunk
 * boundaries: refuses a DOCTYPE or entity declaration anywhere in it (not only in a prologue: the whole part is
 * read), a NUL byte (UTF-8 XML never has one; UTF-16 would hide a DOCTYPE from this scan, and the workbook reader
 * reads UTF-8 only), and, when asked, more than `max` starts of one element (shared string entries, <si>, with or
 * without a namespace prefix).
 */
export type XmlProblem = 'declaration' | 'notUtf8' | 'count';

export class XmlRefusal extends Error {
  constructor(
    readonly problem: XmlProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'XmlRefusal';
  }
}

const DECLARATION = /<!DOCTYPE|<!ENTITY/i;
/** Longer than any match (a prefix is at most 20 characters here), so a match cut by a chunk boundary is seen. */
const CARRY = 40;

export class XmlScan {
  /** Element starts counted so far. */
  count = 0;
  private carry = '';
  private readonly start: RegExp | null;

  constructor(
    private readonly name: string,
    private readonly counting?: { element: string; max: number },
  ) {
    this.start = counting ? new RegExp(`<(?:[A-Za-z_][\\w.-]{0,19}:)?${counting.element}[\\s/>]`, 'g') : null;
  }

  push(chunk: Buffer): void {
    if (chunk.includes(0)) throw new XmlRefusal('notUtf8', `${this.name} holds a NUL byte`);
    // latin1 maps each byte to one character: the markup looked for is ASCII, and no byte is lost or merged.
    const text = this.carry + chunk.toString('latin1');
    if (DECLARATION.test(text)) throw new XmlRefusal('declaration', `${this.name} declares a DOCTYPE or an entity`);
    if (this.start && this.counting) {
      this.start.lastIndex = 0;
      for (let m = this.start.exec(text); m; m = this.start.exec(text)) {
        // a match lying wholly in the carried bytes was counted with the previous chunk
        if (m.index + m[0].length > this.carry.length) this.count++;
      }
      if (this.count > this.counting.max)
        throw new XmlRefusal('count', `${this.name} holds more than ${this.counting.max} <${this.counting.element}>`);
    }
    this.carry = text.slice(-CARRY);
  }
}
