/** RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes, a BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Rows as objects keyed by the header row. LinkedIn puts notes above some headers
 * (Connections.csv), so the header is the first row that has `firstColumn`.
 */
export function csvRecords(text: string, firstColumn?: string): Array<Record<string, string>> {
  const rows = parseCsv(text);
  const start = firstColumn ? rows.findIndex((r) => r[0]?.trim() === firstColumn) : 0;
  if (start < 0) return [];
  const header = (rows[start] ?? []).map((h) => h.trim());
  return rows
    .slice(start + 1)
    .filter((r) => r.some((cell) => cell.trim()))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}
