/** One line of the bench table: a figure, its budget and whether it holds. */
export interface BudgetRow {
  figure: string;
  value: string;
  budget: string;
  /** true pass, false miss, null not measured (the note says why). */
  pass: boolean | null;
  note?: string;
}

const cell = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

/** Prints the rows as a fixed-width table. */
export function printTable(rows: BudgetRow[]): void {
  const widths = [46, 22, 22, 6];
  const line = (parts: string[]) => parts.map((part, index) => cell(part, widths[index]!)).join(' | ');
  console.log(line(['figure', 'value', 'budget', 'result']));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) {
    const result = row.pass === null ? 'n/a' : row.pass ? 'pass' : 'MISS';
    console.log(`${line([row.figure, row.value, row.budget, result])}${row.note ? `  (${row.note})` : ''}`);
  }
}

/** `12.3 KB` with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `1.23 ms` with two decimals, or `n/a`. */
export const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} ms`;
