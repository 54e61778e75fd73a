/** One benchmark figure. */
export interface Row {
  group: string;
  name: string;
  value: string;
  target?: string;
}

/** Prints the rows as an aligned plain-text table. */
export function printTable(rows: readonly Row[]): void {
  const header: Row = { group: 'group', name: 'benchmark', value: 'result', target: 'target' };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((r) => (r[key] ?? '').length));
  const widths = { group: width('group'), name: width('name'), value: width('value'), target: width('target') };
  const line = (r: Row) =>
    `| ${r.group.padEnd(widths.group)} | ${r.name.padEnd(widths.name)} | ${r.value.padStart(widths.value)} | ${(r.target ?? '').padEnd(widths.target)} |`;
  console.log(line(header));
  console.log(`|${'-'.repeat(widths.group + 2)}|${'-'.repeat(widths.name + 2)}|${'-'.repeat(widths.value + 2)}|${'-'.repeat(widths.target + 2)}|`);
  for (const r of rows) console.log(line(r));
}
