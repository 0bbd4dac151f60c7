/**
 * Progress on stderr: on a terminal one line redrawn at most every 200 ms; in a log (CI, a file)
 * a line every 10 seconds and the last one, so the log stays readable.
 */
export class Progress {
  private last = 0;
  private readonly started = Date.now();
  private readonly tty = process.stderr.isTTY === true;

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {}

  update(done: number, extra = '', force = false): void {
    const now = Date.now();
    if (!force && now - this.last < (this.tty ? 200 : 10_000)) return;
    this.last = now;
    const ratio = this.total > 0 ? Math.min(1, done / this.total) : 1;
    const width = 30;
    const bar = '#'.repeat(Math.round(ratio * width)).padEnd(width, '.');
    const seconds = ((now - this.started) / 1000).toFixed(0);
    const line = `${this.label} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done}/${this.total} ${extra} ${seconds}s`;
    process.stderr.write(this.tty ? `\r${line}   ` : `${line}\n`);
  }

  done(): void {
    this.update(this.total, '', true);
    if (this.tty) process.stderr.write('\n');
  }
}
