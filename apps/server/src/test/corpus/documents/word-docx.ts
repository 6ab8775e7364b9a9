import { docxPackage, para, WORD_NS, xmlEscape } from './zip.js';

/**
 * A Word CV laid out the way many templates are: the name, e-mail and phone in the page header,
 * a skills table, a text box ("Career goal") floating beside the body — written with both the
 * modern shape (mc:Choice) and its VML fallback, as Word saves it — a footnote, and the page
 * footer. The text box must be read once, not twice.
 */
export async function wordDocxWithHeader(): Promise<Buffer> {
  const header = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr ${WORD_NS}>${para('Marisol Quintero-Hale')}${para('marisol.qh@example.org\t+44 7700 900418')}</w:hdr>`;
  const footer = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr ${WORD_NS}>${para('References available on request')}</w:ftr>`;
  const footnotes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes ${WORD_NS}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1">${para('Audited figure, fiscal year 2023.')}</w:footnote></w:footnotes>`;
  const cell = (text: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${para(text)}</w:tc>`;
  const row = (...cells: string[]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;
  const table = `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${row('Skill', 'Level')}${row('Supply chain analytics', 'Expert')}${row('Vendor negotiation', 'Advanced')}</w:tbl>`;
  const boxText = `<w:txbxContent>${para('Career goal: lead a regional logistics network by 2027.')}</w:txbxContent>`;
  const textBox = `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:docPr id="1" name="Text Box 1" descr="decorative frame"/><a:graphic><a:graphicData><wps:wsp><wps:txbx>${boxText}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${boxText}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
  const body = [
    para('Operations Manager', 'Title'),
    `<w:p><w:r><w:t xml:space="preserve">Profile</w:t></w:r>${textBox}</w:p>`,
    para('Eleven years running warehouses and cross-dock sites across the UK and Ireland.'),
    `<w:p><w:r><w:t xml:space="preserve">Cut order lead time by 31%</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:t xml:space="preserve"> at Northgate Freight.</w:t></w:r></w:p>`,
    `<w:p><w:r><w:delText>Deleted draft sentence that must not appear.</w:delText></w:r></w:p>`,
    table,
    para('I value fairness, safety and clear communication.'),
    `<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader1"/><w:footerReference w:type="default" r:id="rIdFooter1"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>`,
  ].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${WORD_NS}><w:body>${body}</w:body></w:document>`;
  return docxPackage(
    [
      {
        path: 'word/header1.xml',
        xml: header,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml',
        rel: { id: 'rIdHeader1', type: 'header' },
      },
      {
        path: 'word/footer1.xml',
        xml: footer,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml',
        rel: { id: 'rIdFooter1', type: 'footer' },
      },
      {
        path: 'word/footnotes.xml',
        xml: footnotes,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml',
        rel: { id: 'rIdFootnotes', type: 'footnotes' },
      },
    ],
    document,
  );
}

/** A long, honest Word document (for the benchmark): `paragraphs` paragraphs of prose. */
export async function bigDocx(paragraphs: number): Promise<Buffer> {
  const body: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    body.push(
      para(
        `Paragraph ${i + 1}. ${xmlEscape('I coordinated a team of analysts & engineers to deliver the quarterly forecast, reviewed supplier contracts and mentored two graduates.')}`,
      ),
    );
  }
  return docxPackage(
    [],
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${WORD_NS}><w:body>${body.join('')}</w:body></w:document>`,
  );
}
