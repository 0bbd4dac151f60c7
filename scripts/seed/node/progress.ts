/** A one-line progress bar on stderr, redrawn at most every 200 ms. */
export class Progress {
  private last = 0;
  private readonly started = Date.now();

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {}

  update(done: number, extra = ''): void {
    const now = Date.now();
    if (now - this.last < 200 && done < this.total) return;
    this.last = now;
    const ratio = this.total > 0 ? Math.min(1, done / this.total) : 1;
    const width = 30;
    const bar = '#'.repeat(Math.round(ratio * width)).padEnd(width, '.');
    const seconds = ((now - this.started) / 1000).toFixed(0);
    process.stderr.write(
      `\r${this.label} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done}/${this.total} ${extra} ${seconds}s   `,
    );
  }

  done(): void {
    this.update(this.total);
    process.stderr.write('\n');
  }
}
