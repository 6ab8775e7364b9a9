/**
 * The text of an RTF document. Word saves RTF under a .doc name ("Save as: Rich Text Format"
 * keeps whatever name the file had), so RTF is recognised by its first bytes (`{\rtf`), never by
 * the name.
 *
 * Reads groups and control words: paragraphs (\par, \line), tabs and table cells (\tab, \cell,
 * \row), 8-bit characters in the document's code page (\'hh, \ansicpg), Unicode (\uN with its
 * \ucN fallback skipped), special characters (\emdash, \bullet, quotes…), page headers and footers
 * (kept: CVs put contact details there), and skips what is not text: font, colour and style
 * tables, document info, pictures, embedded objects and every optional (\*) destination.
 */

export function isRtf(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 5 &&
    bytes[0] === 0x7b && // {
    bytes[1] === 0x5c && // \
    bytes[2] === 0x72 && // r
    bytes[3] === 0x74 && // t
    bytes[4] === 0x66 // f
  );
}

const SKIP_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'info',
  'pict',
  'object',
  'objdata',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'generator',
  'xmlnstbl',
  'fldinst',
  'filetbl',
  'mmathPr',
  'pgdsctbl',
  'bkmkstart',
  'bkmkend',
  'template',
  'nonshppict',
  'shpinst',
  'sp',
  'sn',
  'sv',
  'listtext',
  'pntext',
  'pntxta',
  'pntxtb',
]);

const SYMBOLS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  cell: '\t',
  nestcell: '\t',
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201C',
  rdblquote: '\u201D',
};

/** Windows code pages Word writes with \ansicpg; decoded with the runtime's own tables. */
function decoderFor(codePage: number): { decode(bytes: Uint8Array): string } {
  try {
    return new TextDecoder(codePage === 65001 ? 'utf-8' : `windows-${codePage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

export function rtfText(bytes: Uint8Array): string {
  // RTF is 7-bit ASCII; anything else is escaped inside it.
  const src = new TextDecoder('latin1').decode(bytes);
  let decoder: { decode(bytes: Uint8Array): string } = decoderFor(1252);
  const out: string[] = [];
  /** Per group: skipped destination, and how many fallback characters follow a \uN. */
  const stack: Array<{ skip: boolean; uc: number }> = [];
  let state = { skip: false, uc: 1 };
  let pendingBytes: number[] = [];
  let skipFallback = 0;

  const flushBytes = () => {
    if (pendingBytes.length > 0) {
      if (!state.skip) out.push(decoder.decode(new Uint8Array(pendingBytes)));
      pendingBytes = [];
    }
  };
  const emit = (s: string) => {
    flushBytes();
    if (!state.skip) out.push(s);
  };

  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === '{') {
      flushBytes();
      stack.push(state);
      state = { ...state };
      i++;
      // An optional destination ({\*\name …}) that we do not know is skipped whole.
      if (src.startsWith('\\*', i)) state.skip = true;
      continue;
    }
    if (c === '}') {
      flushBytes();
      state = stack.pop() ?? { skip: false, uc: 1 };
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c !== '\\') {
      if (skipFallback > 0) skipFallback--;
      else emit(c);
      i++;
      continue;
    }
    // A control symbol or word.
    const next = src[i + 1] ?? '';
    if (next === "'") {
      const hex = parseInt(src.slice(i + 2, i + 4), 16);
      i += 4;
      if (skipFallback > 0) {
        skipFallback--;
        continue;
      }
      if (Number.isFinite(hex) && !state.skip) pendingBytes.push(hex);
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      i += 2;
      if (skipFallback > 0) {
        skipFallback--;
        continue;
      }
      if (next === '~') emit('\u00A0');
      else if (next === '_') emit('\u2011');
      else if (next === '-') emit('\u00AD');
      else if (next === '\\' || next === '{' || next === '}') emit(next);
      else if (next === '\n' || next === '\r') emit('\n');
      continue;
    }
    const word = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(src.slice(i + 1, i + 48));
    if (!word) {
      i++;
      continue;
    }
    i += 1 + word[0].length;
    const name = word[1] as string;
    const param = word[2] === undefined ? undefined : Number(word[2]);
    if (SKIP_DESTINATIONS.has(name)) {
      flushBytes();
      state.skip = true;
      continue;
    }
    switch (name) {
      case 'ansicpg':
        if (param) decoder = decoderFor(param);
        break;
      case 'uc':
        state.uc = param ?? 1;
        break;
      case 'u': {
        if (param === undefined) break;
        const code = param < 0 ? param + 65536 : param;
        emit(String.fromCharCode(code));
        skipFallback = state.uc;
        break;
      }
      default: {
        const symbol = SYMBOLS[name];
        if (symbol !== undefined) emit(symbol);
      }
    }
  }
  flushBytes();
  // \uN may have produced surrogate halves; joining them makes the real characters.
  return out.join('');
}
