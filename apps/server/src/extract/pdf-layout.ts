/**
 * Reading order for a PDF page from its positioned text items.
 *
 * A PDF's content stream may paint a two-column page row by row (a sidebar line, then the main
 * column's line beside it); read in stream order, the columns interleave line by line. Here the
 * items become fragments (runs on one baseline, split at gaps much wider than a space), a gutter
 * is looked for (an x position that few fragments cross, with several fragments wholly on each
 * side), and each stretch of the page between full-width fragments is read column by column: the
 * left column top to bottom, then the right. A layout whose "columns" line up row for row (a
 * table, dates tabbed beside job titles) is a table, not columns, and is read row by row.
 */

export interface PositionedItem {
  str: string;
  /** Left edge and baseline in PDF space (origin bottom-left). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  font: string;
}

export interface LayoutLine {
  text: string;
  x: number;
  y: number;
  /** Largest font size on the line. */
  size: number;
  font: string;
  /** 0 for the leftmost column (or full width), 1 for the next, … */
  column: number;
  /** A blank line (paragraph gap) comes before this line. */
  gapBefore: boolean;
}

interface Fragment {
  items: PositionedItem[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

const sameBaseline = (a: number, b: number, size: number) => Math.abs(a - b) <= size * 0.4;

function toFragments(items: PositionedItem[]): Fragment[] {
  // pdfjs fills the gap between two runs on one baseline with a space item as wide as the gap
  // (across a gutter too); the gaps themselves are measured here instead.
  const sorted = items
    .filter((i) => i.str.trim().length > 0)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedItem[][] = [];
  for (const item of sorted) {
    const row = rows.find((r) =>
      sameBaseline((r[0] as PositionedItem).y, item.y, item.fontSize || 10),
    );
    if (row) row.push(item);
    else rows.push([item]);
  }
  const fragments: Fragment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Fragment | undefined;
    for (const item of row) {
      const size = item.fontSize || 10;
      const gap = current ? item.x - current.x1 : 0;
      if (!current || gap > size * 1.5) {
        current = { items: [item], x0: item.x, x1: item.x + item.width, y: item.y, size };
        fragments.push(current);
      } else {
        current.items.push(item);
        current.x1 = Math.max(current.x1, item.x + item.width);
        current.size = Math.max(current.size, size);
      }
    }
  }
  return fragments.filter((f) => f.items.some((i) => i.str.trim()));
}

interface Gutter {
  at: number;
  crossing: number;
}

/** The x position that best splits the fragments into two columns, or null. */
function findGutter(fragments: Fragment[]): Gutter | null {
  if (fragments.length < 6) return null;
  const candidates = [...new Set(fragments.map((f) => Math.round(f.x0)))].sort((a, b) => a - b);
  let best: (Gutter & { balance: number }) | null = null;
  for (const x0 of candidates) {
    const at = x0 - 0.5;
    let left = 0;
    let right = 0;
    let crossing = 0;
    for (const f of fragments) {
      if (f.x1 <= at + 0.5) left++;
      else if (f.x0 >= at) right++;
      else crossing++;
    }
    if (left < 3 || right < 3 || crossing > fragments.length * 0.15) continue;
    const balance = Math.min(left, right);
    if (
      !best ||
      crossing < best.crossing ||
      (crossing === best.crossing && balance > best.balance)
    ) {
      best = { at, crossing, balance };
    }
  }
  if (!best) return null;
  // Columns whose lines pair up row for row are a table, read across.
  const left = fragments.filter((f) => f.x1 <= best.at + 0.5);
  const right = fragments.filter((f) => f.x0 >= best.at);
  const paired = (a: Fragment[], b: Fragment[]) =>
    a.filter((f) => b.some((g) => sameBaseline(f.y, g.y, Math.min(f.size, g.size)))).length /
    a.length;
  if (paired(left, right) > 0.7 && paired(right, left) > 0.7) return null;
  return { at: best.at, crossing: best.crossing };
}

/** Fragments in reading order, each with its column number. */
function order(fragments: Fragment[], column: number, depth: number): Array<[Fragment, number]> {
  const byY = [...fragments].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const gutter = depth < 3 ? findGutter(fragments) : null;
  if (!gutter) return byY.map((f) => [f, column]);
  const out: Array<[Fragment, number]> = [];
  let left: Fragment[] = [];
  let right: Fragment[] = [];
  const flush = () => {
    out.push(...order(left, column, depth + 1), ...order(right, column + 1, depth + 1));
    left = [];
    right = [];
  };
  for (const f of byY) {
    if (f.x1 <= gutter.at + 0.5) left.push(f);
    else if (f.x0 >= gutter.at) right.push(f);
    else {
      // A full-width line (a title across both columns) ends the stretch above it.
      flush();
      out.push([f, column]);
    }
  }
  flush();
  return out;
}

function fragmentText(fragment: Fragment): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of fragment.items) {
    const gap = item.x - end;
    if (text && gap > (item.fontSize || 10) * 0.2 && !/\s$/.test(text) && !/^\s/.test(item.str)) {
      text += ' ';
    }
    text += item.str;
    end = item.x + item.width;
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** A page's lines in reading order. */
export function layoutLines(items: PositionedItem[]): LayoutLine[] {
  const ordered = order(toFragments(items), 0, 0);
  const lines: LayoutLine[] = [];
  let previous: { y: number; size: number; column: number } | undefined;
  for (const [fragment, column] of ordered) {
    const text = fragmentText(fragment);
    if (!text) continue;
    // Fragments of one column on one baseline (a tab stop) join on one line.
    const last = lines.at(-1);
    if (last && last.column === column && sameBaseline(last.y, fragment.y, fragment.size)) {
      last.text += `\t${text}`;
      last.size = Math.max(last.size, fragment.size);
      continue;
    }
    const gapBefore =
      previous !== undefined &&
      previous.column === column &&
      previous.y - fragment.y > Math.max(previous.size, fragment.size) * 1.9;
    lines.push({
      text,
      x: fragment.x0,
      y: fragment.y,
      size: Math.round(fragment.size * 10) / 10,
      font: fragment.items[0]?.font ?? '',
      column,
      gapBefore: gapBefore || (previous !== undefined && previous.column !== column),
    });
    previous = { y: fragment.y, size: fragment.size, column };
  }
  return lines;
}

export function linesToText(lines: LayoutLine[]): string {
  return lines.map((l, i) => (i > 0 && l.gapBefore ? `\n${l.text}` : l.text)).join('\n');
}
