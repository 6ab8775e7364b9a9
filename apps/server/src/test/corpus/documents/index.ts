import type { TextStatus, UploadKind } from '@facet/contracts';
import { docxBomb } from './docx-bomb.js';
import { googleDocsPdf } from './google-docs-pdf.js';
import { blurryScreenshotPng, clearPng } from './images.js';
import { linkedinProfilePdf } from './linkedin-pdf.js';
import { rtfSavedAsDoc } from './rtf-as-doc.js';
import { scannedPdf } from './scanned-pdf.js';
import { twoColumnCv } from './two-column-cv.js';
import { textWithLateNul } from './txt-with-nul.js';
import { wordDocxWithHeader } from './word-docx.js';

/**
 * Documents shaped like the ones people really upload, generated in code (deterministic, no one
 * else's document committed). Each says what text extraction must make of it; the profile
 * evaluation can add its own expectations keyed by `name`.
 */
export interface CorpusDocument {
  /** Stable id. */
  name: string;
  /** The name the file is uploaded under (its extension is what the user's system gave it). */
  fileName: string;
  /** Which upload it belongs to. */
  kind: UploadKind;
  description: string;
  build(): Promise<Buffer>;
  expect: {
    /** The text status extraction must give. */
    status: TextStatus;
    /** Text that must appear, each in this order within the extracted text. */
    contains: string[];
    /** Text that must not appear anywhere. */
    absent: string[];
    /** Pairs [before, after]: `before` must come earlier in the text than `after`. */
    order?: Array<[string, string]>;
  };
}

export const CORPUS: CorpusDocument[] = [
  {
    name: 'two-column-cv',
    fileName: 'Tobias_Wennerstrom_CV.pdf',
    kind: 'cv',
    description: 'LaTeX-style two-column CV PDF (sidebar + main), painted row by row.',
    build: twoColumnCv,
    expect: {
      status: 'ok',
      contains: [
        'Tobias Wennerström',
        'CONTACT\ntobias.w@example.se\n+46 70 123 45 67\nGothenburg, Sweden',
        'Swedish (native)\nEnglish (fluent)\nGerman (conversational)',
        'Embedded software engineer who turns vague hardware prototypes into\nreliable products.',
        'Lead Embedded Engineer, Volvo Cars, 2019 - present\nLed the brake-by-wire firmware team of six engineers.',
      ],
      absent: ['tobias.w@example.se Embedded', 'CONTACT PROFILE', 'PROFILE\ntobias'],
      order: [
        ['German (conversational)', 'PROFILE'],
        ['Tobias Wennerström', 'CONTACT'],
      ],
    },
  },
  {
    name: 'google-docs-ligatures',
    fileName: 'Amara Lindqvist - CV.pdf',
    kind: 'cv',
    description:
      'Google Docs PDF: ff ligature mapped to U+0000, fi to U+FB01, hyphens as U+00AD mid-line and at a line end.',
    build: googleDocsPdf,
    expect: {
      status: 'ok',
      contains: [
        'effective value',
        'offer honest advice',
        'high-impact onboarding',
        "company's first customer",
        'collaboration with product',
        'Dedicated staff mentor',
        'different points of view',
      ],
      absent: ['\u0000', '\u00AD', '\uFB01', 'eective', 'highimpact', 'collabor-'],
    },
  },
  {
    name: 'word-header-table-textbox',
    fileName: 'Marisol_QH_CV.docx',
    kind: 'cv',
    description:
      'Word DOCX with name and e-mail in the page header, a table, a text box (with VML fallback), a footnote and a footer.',
    build: wordDocxWithHeader,
    expect: {
      status: 'ok',
      contains: [
        'Marisol Quintero-Hale',
        'marisol.qh@example.org',
        'Operations Manager',
        'Profile\n\nCareer goal: lead a regional logistics network by 2027.',
        'Skill\tLevel\nSupply chain analytics\tExpert\nVendor negotiation\tAdvanced',
        'Audited figure, fiscal year 2023.',
        'References available on request',
      ],
      absent: ['Deleted draft sentence', 'decorative frame'],
      order: [
        ['marisol.qh@example.org', 'Operations Manager'],
        ['Cut order lead time', 'Supply chain analytics'],
        ['I value fairness', 'References available on request'],
      ],
    },
  },
  {
    name: 'rtf-saved-as-doc',
    fileName: 'Renee_Okonkwo-Byrne.doc',
    kind: 'cv',
    description: 'An RTF document saved by Word under a .doc name.',
    build: rtfSavedAsDoc,
    expect: {
      status: 'ok',
      contains: [
        'Renée Okonkwo-Byrne — renee.ob@example.net',
        'Clinical Research Coordinator',
        'I’m proud of a 98% data-query closure rate.',
        'Protocol design\tPatient safety reporting',
        'I value rigour, kindness and open communication.\nCafé volunteer since 2019.',
      ],
      absent: ['Calibri', 'Hidden document title', 'Template Author', 'Riched20', '89504e47', '\\'],
    },
  },
  {
    name: 'scanned-pdf',
    fileName: 'Declan_Murphy_scan.pdf',
    kind: 'cv',
    description: 'A printed-and-scanned CV: two image-only PDF pages, no text layer.',
    build: scannedPdf,
    expect: {
      status: 'ok',
      contains: ['Declan Murphy', 'Site Reliability Engineer', 'University College Cork'],
      absent: [],
      order: [['Site Reliability Engineer', 'University College Cork']],
    },
  },
  {
    name: 'blurry-screenshot',
    fileName: 'personality-result.png',
    kind: 'psychometric',
    description: 'A small, low-resolution screenshot of a personality-test result.',
    build: blurryScreenshotPng,
    expect: { status: 'illegible', contains: [], absent: [] },
  },
  {
    name: 'clear-png',
    fileName: 'my-values.png',
    kind: 'psychometric',
    description: 'A clear picture of a typed values statement.',
    build: clearPng,
    expect: {
      status: 'ok',
      contains: ['honesty, curiosity and steady teamwork', 'mentor new nurses on the night shift'],
      absent: [],
    },
  },
  {
    name: 'txt-late-nul',
    fileName: 'strengths-report.txt',
    kind: 'psychometric',
    description: 'A text report with NUL bytes far past its first kilobytes.',
    build: textWithLateNul,
    expect: {
      status: 'ok',
      contains: ['Top strength: Strategic thinking', 'Second strength: Empathy'],
      absent: ['\u0000'],
    },
  },
  {
    name: 'linkedin-profile-pdf',
    fileName: 'Profile.pdf',
    kind: 'cv',
    description:
      'A LinkedIn "Save to PDF" profile whose headline wraps onto two lines (also a valid CV upload).',
    build: linkedinProfilePdf,
    expect: {
      status: 'ok',
      contains: [
        'Inês Carvalho',
        'Principal Product Designer | Design systems, accessibility and\nresearch for fintech teams',
      ],
      absent: [],
      order: [['Certified Usability Analyst', 'Inês Carvalho']],
    },
  },
];

/** The zip bomb: refused on upload, unreadable as a chat attachment; never inflated. */
export const DOCX_BOMB = {
  name: 'docx-bomb',
  fileName: 'Quarterly_Report.docx',
  kind: 'psychometric' as UploadKind,
  description: 'A ~1 MB DOCX whose word/document.xml inflates to 1 GiB.',
  build: docxBomb,
};

export { DOCX_BOMB_INFLATED_BYTES } from './docx-bomb.js';
export { bigPdf } from './two-column-cv.js';
export { bigDocx } from './word-docx.js';
