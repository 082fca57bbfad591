/**
 * A set of 32-bit integers (IPv4 addresses) in one open-addressing table: 4 bytes a slot, half full at most, so
 * about 8 bytes an address instead of the ~40 of a JS Set of numbers. 0 is kept apart (it marks empty slots).
 */
export class U32Set {
  private table = new Uint32Array(1024);
  private mask = 1023;
  private count = 0;
  private hasZero = false;

  get size(): number {
    return this.count + (this.hasZero ? 1 : 0);
  }

  add(value: number): void {
    if (value === 0) {
      this.hasZero = true;
      return;
    }
    let i = Math.imul(value, 0x9e3779b1) >>> 0;
    const mask = this.mask;
    const t = this.table;
    for (;;) {
      i &= mask;
      const v = t[i];
      if (v === value) return;
      if (v === 0) break;
      i++;
    }
    t[i] = value;
    if (++this.count * 2 > mask) this.grow();
  }

  has(value: number): boolean {
    if (value === 0) return this.hasZero;
    let i = Math.imul(value, 0x9e3779b1) >>> 0;
    for (;;) {
      i &= this.mask;
      const v = this.table[i];
      if (v === value) return true;
      if (v === 0) return false;
      i++;
    }
  }

  private grow(): void {
    const old = this.table;
    this.table = new Uint32Array(old.length * 2);
    this.mask = this.table.length - 1;
    this.count = 0;
    for (let i = 0; i < old.length; i++) if (old[i] !== 0) this.add(old[i]);
  }
}
