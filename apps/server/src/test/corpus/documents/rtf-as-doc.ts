/**
 * A CV saved by Word as "Rich Text Format" under a .doc name: code page 1252 accents (\'e9),
 * Unicode escapes with their fallback (\u8217\'92), a page header with the contact line, a
 * two-cell table row, and the tables (fonts, colours, styles, document info) that are not text.
 */
export async function rtfSavedAsDoc(): Promise<Buffer> {
  const rtf = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang2057',
    '{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}{\\f1\\fswiss Arial;}}',
    '{\\colortbl ;\\red31\\green56\\blue100;}',
    '{\\*\\generator Riched20 10.0.19041}',
    '{\\info{\\title Hidden document title}{\\author Template Author}}',
    '{\\stylesheet{\\s0 Normal;}{\\s1 heading 1;}}',
    "{\\header\\pard\\qc\\f1\\fs18 Ren\\'e9e Okonkwo-Byrne \\emdash  renee.ob@example.net\\par}",
    '\\viewkind4\\uc1',
    '\\pard\\sa200\\sl276\\slmult1\\b\\f0\\fs32 Clinical Research Coordinator\\b0\\fs22\\par',
    "Nine years coordinating oncology trials; I\\u8217\\'92m proud of a 98% data-query closure rate.\\par",
    '{\\*\\bkmkstart _GoBack}{\\*\\bkmkend _GoBack}',
    '\\trowd\\cellx3000\\cellx6000',
    '\\pard\\intbl Protocol design\\cell Patient safety reporting\\cell\\row',
    "\\pard I value rigour, kindness and open communication.\\line Caf\\'e9 volunteer since 2019.\\par",
    '{\\pict\\pngblip\\picw10\\pich10 89504e470d0a1a0a0000000d49484452}',
    '}',
  ].join('\r\n');
  return Buffer.from(rtf, 'latin1');
}
