import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a ZIP written by {@link writeZip}. */
export interface ZipInput {
  name: string;
  /** Deflated here. */
  data?: Buffer | string;
  /** Already deflated (raw deflate), with the size and CRC of what it inflates to. */
  deflated?: { bytes: Buffer; size: number; crc: number };
}

/**
 * A ZIP archive written byte by byte (local headers, data, central directory), so a fixture can
 * say exactly what its directory declares — a zip bomb's gigabyte among them.
 */
export function writeZip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let bytes: Buffer;
    let size: number;
    let crc: number;
    if (entry.deflated) {
      ({ bytes, size, crc } = entry.deflated);
    } else {
      const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
      bytes = deflateRawSync(data, { level: 9 });
      size = data.length;
      crc = crc32(data);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, fixed for determinism
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, bytes);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(0x00210000, 12);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(bytes.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + bytes.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The package parts every Word document has, plus `parts` (word/… paths) and relationships. */
export function docxPackage(
  parts: Array<{ path: string; xml: string; type: string; rel?: { id: string; type: string } }>,
  documentXml: string | ZipInput['deflated'],
): Buffer {
  const overrides = [
    `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>`,
    ...parts.map((p) => `<Override PartName="/${p.path}" ContentType="${p.type}"/>`),
  ].join('');
  const rels = parts
    .filter((p) => p.rel)
    .map(
      (p) =>
        `<Relationship Id="${p.rel?.id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${p.rel?.type}" Target="${p.path.replace(/^word\//, '')}"/>`,
    )
    .join('');
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    typeof documentXml === 'string'
      ? { name: 'word/document.xml', data: documentXml }
      : { name: 'word/document.xml', deflated: documentXml },
    {
      name: 'word/_rels/document.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    },
    ...parts.map((p) => ({ name: p.path, data: p.xml })),
  ]);
}

export const WORD_NS = `xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"`;

export const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph of runs; `\t` becomes a tab element. */
export const para = (text: string, style = '') =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${text
    .split('\t')
    .map(
      (t, i) =>
        `${i > 0 ? '<w:r><w:tab/></w:r>' : ''}<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${xmlEscape(t)}</w:t></w:r>`,
    )
    .join('')}</w:p>`;
