/**
 * A PDF written object by object, for what pdf-lib's drawing API cannot express: a font whose
 * ToUnicode CMap maps glyph codes to whatever a real producer wrote (U+0000 for a ligature,
 * U+00AD for a hyphen).
 */
export interface RawPdfFont {
  /** Extra glyph names by code (the font's /Differences). */
  differences: Record<number, string>;
  /** ToUnicode entries beyond printable ASCII, code → UTF-16 hex ("0000", "00AD"). */
  toUnicode: Record<number, string>;
}

/** `lines` of byte strings (latin1: each char is one code) at x, y in 11 pt Helvetica. */
export function rawPdf(
  font: RawPdfFont,
  lines: Array<{ codes: string; x: number; y: number; size?: number }>,
): Buffer {
  const hex = (s: string) =>
    [...s]
      .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  const content = [
    'BT',
    ...lines.map((l) => `/F1 ${l.size ?? 11} Tf 1 0 0 1 ${l.x} ${l.y} Tm <${hex(l.codes)}> Tj`),
    'ET',
  ].join('\n');
  const bfchar = Object.entries(font.toUnicode).map(
    ([code, unicode]) =>
      `<${Number(code).toString(16).toUpperCase().padStart(2, '0')}> <${unicode}>`,
  );
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    `${bfchar.length} beginbfchar`,
    ...bfchar,
    'endbfchar',
    '1 beginbfrange',
    '<20> <7E> <0020>',
    'endbfrange',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const differences = Object.entries(font.differences)
    .map(([code, name]) => `${code} /${name}`)
    .join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >> /ToUnicode 6 0 R >>`,
    `<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`,
    '<< /Producer (Skia/PDF m121 Google Docs Renderer) /Title (Customer success CV) >>',
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
