import { DOCX_ZIP_LIMITS, readZip, ZipFormatError } from './zip-limits.js';

/**
 * The text of a Word document (.docx), read from its XML in reading order: page headers first
 * (many CVs keep the name, e-mail and phone there), then the body — paragraphs, tables row by row
 * with cells separated by tabs, text boxes after the paragraph they are anchored in — then
 * footnotes, endnotes, and page footers.
 *
 * The archive is opened through zip-limits: declared sizes are checked before anything is
 * inflated, and only the document's XML parts are inflated at all (never images).
 */
export function docxText(bytes: Uint8Array): string {
  const files = readZip(
    bytes,
    DOCX_ZIP_LIMITS,
    (name) => /^word\/[^/]+\.(xml|rels)$/i.test(name) || /^word\/_rels\/[^/]+\.rels$/i.test(name),
  );
  const decode = (name: string) => {
    const data = files.get(name);
    return data ? new TextDecoder('utf-8').decode(data) : undefined;
  };
  const document = decode('word/document.xml');
  if (document === undefined) throw new ZipFormatError('This is not a Word document.');

  // Headers and footers in the order the section properties reference them (default first).
  const rels = relationships(decode('word/_rels/document.xml.rels') ?? '');
  const referenced = (tag: 'headerReference' | 'footerReference') => {
    const ids = [...document.matchAll(new RegExp(`<w:${tag}\\b[^>]*>`, 'g'))]
      .map((m) => ({
        type: /w:type="(\w+)"/.exec(m[0])?.[1] ?? 'default',
        id: /r:id="([^"]+)"/.exec(m[0])?.[1] ?? '',
      }))
      .sort((a, b) => Number(b.type === 'first') - Number(a.type === 'first'));
    const parts = ids.map((r) => rels.get(r.id)).filter((p): p is string => Boolean(p));
    return [...new Set(parts)].map((target) => `word/${target.replace(/^\/?word\//, '')}`);
  };
  const partsText = (names: string[]) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const name of names) {
      const xml = decode(name);
      if (!xml) continue;
      const text = wordXmlText(xml).trim();
      if (text && !seen.has(text)) {
        seen.add(text);
        out.push(text);
      }
    }
    return out;
  };
  const blocks = [
    ...partsText(referenced('headerReference')),
    wordXmlText(document).trim(),
    ...partsText(['word/footnotes.xml', 'word/endnotes.xml']),
    ...partsText(referenced('footerReference')),
  ];
  return blocks.filter(Boolean).join('\n\n');
}

function relationships(xml: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) map.set(id, target);
  }
  return map;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

/** Elements whose whole content is skipped: deleted text, field instructions, drawings' alt. */
const SKIPPED = new Set([
  'mc:Fallback',
  'w:delText',
  'w:instrText',
  'w:del',
  'w:moveFrom',
  'w:rPr',
  'w:pPr',
  'w:sectPr',
  'w:tblPr',
  'w:trPr',
  'w:tcPr',
  'w:tblGrid',
  'w:fldData',
  'wp:docPr',
  'w:comment',
]);

/**
 * Walks WordprocessingML (document, header, footer or notes part) as a stream of tags and text.
 * Output: paragraphs separated by blank lines, table rows on lines of their own with tabs
 * between cells, text-box paragraphs after the paragraph that anchors them.
 */
function wordXmlText(xml: string): string {
  type Container =
    | { kind: 'body' | 'cell' | 'box'; items: string[] }
    | { kind: 'table'; rows: string[]; row: string[] };
  const body: Container = { kind: 'body', items: [] };
  const containers: Container[] = [body];
  /** Open paragraphs (a text box inside a paragraph opens another), with boxes to follow them. */
  const paragraphs: Array<{ text: string; after: string[] }> = [];
  let inText = false;
  const skipStack: string[] = [];

  const top = () => containers[containers.length - 1] as Container;
  const emit = (text: string) => {
    const target = top();
    if (text && target.kind !== 'table') target.items.push(text);
  };
  const append = (s: string) => {
    const paragraph = paragraphs.at(-1);
    if (paragraph) paragraph.text += s;
  };

  const TAG = /<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;
  for (const m of xml.matchAll(TAG)) {
    const [, closing, name = '', , selfClosing, text] = m;
    if (text !== undefined) {
      if (skipStack.length === 0 && inText) append(decodeEntities(text));
      continue;
    }
    if (skipStack.length > 0) {
      if (name === skipStack.at(-1)) {
        if (closing) skipStack.pop();
        else if (!selfClosing) skipStack.push(name);
      }
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!closing && !selfClosing) skipStack.push(name);
      continue;
    }
    if (closing) {
      switch (name) {
        case 'w:t':
          inText = false;
          break;
        case 'w:p': {
          const paragraph = paragraphs.pop();
          if (paragraph) {
            emit(paragraph.text.trim());
            for (const item of paragraph.after) emit(item);
          }
          break;
        }
        case 'w:txbxContent': {
          const box = containers.pop();
          const anchor = paragraphs.at(-1);
          const items = box && box.kind !== 'table' ? box.items : [];
          if (anchor) anchor.after.push(...items);
          else for (const item of items) emit(item);
          break;
        }
        case 'w:tc': {
          const cell = containers.pop();
          const table = top();
          if (cell && cell.kind === 'cell' && table.kind === 'table') {
            table.row.push(cell.items.join(' ').replace(/\s*\n+\s*/g, ' '));
          }
          break;
        }
        case 'w:tr': {
          const table = top();
          if (table.kind === 'table') {
            if (table.row.some(Boolean)) table.rows.push(table.row.join('\t'));
            table.row = [];
          }
          break;
        }
        case 'w:tbl': {
          const table = containers.pop();
          if (table && table.kind === 'table') emit(table.rows.join('\n'));
          break;
        }
      }
      continue;
    }
    if (selfClosing) {
      switch (name) {
        case 'w:tab':
        case 'w:ptab':
          append('\t');
          break;
        case 'w:br':
        case 'w:cr':
          append('\n');
          break;
        case 'w:noBreakHyphen':
          append('-');
          break;
        case 'w:softHyphen':
          append('\u00AD');
          break;
      }
      continue;
    }
    switch (name) {
      case 'w:p':
        paragraphs.push({ text: '', after: [] });
        break;
      case 'w:t':
        inText = true;
        break;
      case 'w:txbxContent':
        containers.push({ kind: 'box', items: [] });
        break;
      case 'w:tbl':
        containers.push({ kind: 'table', rows: [], row: [] });
        break;
      case 'w:tc':
        containers.push({ kind: 'cell', items: [] });
        break;
    }
  }
  return (body.kind === 'body' ? body.items : []).filter(Boolean).join('\n\n');
}
