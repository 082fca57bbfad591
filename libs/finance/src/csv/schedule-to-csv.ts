/** A value as it may appear in a schedule row. */
type Cell = string | number | boolean | bigint | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // RFC 4180: quote fields holding a separator, quote or line break ("$1,234.56" must be quoted).
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Any schedule (loan, mortgage, auto, fixed-term, fixed-payment, yearly totals) as RFC 4180 CSV: a header line with
 * the field names in the order they first appear, then one line per row, CRLF line ends. No rows → empty string.
 */
export function scheduleToCsv(rows: readonly object[]): string {
  if (rows.length === 0) return '';
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const lines = [columns.map((c) => cell(c)).join(',')];
  for (const row of rows) {
    const record = row as Record<string, Cell>;
    lines.push(columns.map((c) => cell(record[c])).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
