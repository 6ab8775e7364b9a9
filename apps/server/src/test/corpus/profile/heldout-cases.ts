import { type Labels, NOTHING, noLimits, type ProfileCase } from './labels.js';

/**
 * Held-out cases: written by an engineer other than the engine's author, modelled on the shapes of
 * real public documents (LaTeX and Word CV templates, LinkedIn profiles and "Save to PDF" exports,
 * cover letters, reflective-practice journals, Gallup, VIA, Big Five, 16Personalities and DISC
 * result pages) and labelled before the engine was run on them. Each text is Facet's own.
 *
 * The traps: value words inside names of organisations, teams, awards, courses and skills ("Trust
 * & Safety team", "Integrity Solutions Ltd", "Growth Marketing", "Excellence Award", "Quality
 * Assurance", "Honest Coffee Co."); negations ("I don't believe in…", "I don't cut corners");
 * hypotheticals ("If I had more time I would…"); beliefs given up ("I used to believe…"); other
 * people's words (an advert, a matron, a client, a chair); a third-person biography; advice lists;
 * ranked reports in other layouts (a one-line ranking, a grid of domains with the rank after each
 * name, a table with virtues and scores, percentiles next to "moderately low" words, a DISC whose
 * adapted style differs from its natural one).
 *
 * Every statement must also be a whole sentence in the second person (GRAMMAR).
 */

/** A statement that is not a whole, grammatical, second-person sentence. */
const GRAMMAR: RegExp[] = [
  /\byou (am|was|has|does|doesn't|wasn't|isn't|hasn't)\b/i,
  // The person's own "I", "me", "my" left in a statement (DISC's "Influence (I)" is a label).
  /(^|[^(])\bI\b(?!\))/,
  /\b([Mm]e|[Mm]y|[Mm]yself|[Mm]ine)\b/,
  /^[^A-Z]/,
  /[^.!?]$/,
  // A verb turned to the present and the one coordinated with it left in the past ("You plan
  // and taught…", "You train new baristas and handled…"). Added after the first run showed it;
  // narrowed after the second, where "You qualified … and worked…" (both past) is right.
  /^You (?![a-z]+ed\b)(?!(?:led|ran|built|wrote|made|grew|held|kept|won|gave|took|brought|sold|began|drove|spoke|met|taught|found|felt|thought|spent|left|went|did|had|were|covered)\b)[a-z]+ (?:[^,;]*? )?and (?:[a-z]+ed|taught|led|ran|built|wrote|made|grew|held|kept|won|gave|took|brought|sold|began|drove|spoke|met)\b/,
];

/** Labels of several files together: the union of each file's labels. */
function merge(...cases: Array<Pick<ProfileCase, 'expect' | 'allow' | 'never'>>) {
  const union = (pick: (c: (typeof cases)[number]) => Labels | undefined) => {
    const out: Record<string, RegExp[]> = {};
    for (const c of cases) {
      for (const [key, patterns] of Object.entries(pick(c) ?? {})) {
        out[key] = [...(out[key] ?? []), ...(patterns ?? [])];
      }
    }
    return out;
  };
  return {
    allow: union((c) => ({ ...mergeLabels(c.expect, c.allow) })),
    never: union((c) => c.never),
  };
}

function mergeLabels(a: Labels = {}, b: Labels = {}): Labels {
  const out: Labels = { ...a };
  for (const [key, patterns] of Object.entries(b) as Array<[keyof Labels, RegExp[]]>) {
    out[key] = [...(out[key] ?? []), ...patterns];
  }
  return out;
}

const withGrammar = (never: ProfileCase['never'] = {}): ProfileCase['never'] => ({
  ...never,
  any: [...(never.any ?? []), ...GRAMMAR],
});

const reportOnly = {
  values: NOTHING,
  vision: NOTHING,
  beliefs: NOTHING,
  ...noLimits,
};

const designer = {
  expect: {
    beliefs: [/good design is mostly removing things/i],
    vision: [/build and lead a design team/i],
    values: [/accessibility that is built in/i],
    behaviours: [/^you lead the redesign of the checkout/i, /^you run 60\+ usability sessions/i],
  },
  allow: {
    values: [
      /writing that respects people's time/i,
      /teams where juniors are heard/i,
      /happiest when a research session proves you wrong/i,
    ],
    vision: [/learning how to lead designers without becoming a bottleneck/i],
    behaviours: [
      /^you design booking flows/i,
      /^you design the onboarding for a car-sharing app/i,
      /worked on travel and mobility products/i,
      /learning how to lead designers/i,
    ],
  },
  never: {
    any: [
      /asking for help was a sign of weakness/i,
      /houseplants|bouldering|zines/i,
      /happy to talk about inclusive design/i,
    ],
    values: [/growth|excellence|google|certificate|award/i],
    ...noLimits,
  },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

const cliftonGrid = {
  expect: {
    behaviours: [
      /^your top cliftonstrengths themes are learner, analytical, responsibility, developer and individuali[sz]ation\.$/i,
    ],
  },
  allow: { behaviours: [/^(learner|analytical|responsibility), your #[123] theme/i] },
  never: {
    any: [/discipline|command|\bwoo\b|competition|adaptability|empathy|harmony|relator/i],
    ...reportOnly,
  },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

const bigFiveLevels = {
  expect: {
    behaviours: [/high on agreeableness/i, /low on extraversion/i, /high on neuroticism/i],
  },
  never: {
    any: [/conscientiousness|openness|say no|speaking up|worry stops/i],
    ...reportOnly,
  },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

const dataScientist = {
  expect: {
    values: [/value honest analysis over impressive dashboards/i],
    vision: [/lead an applied science team/i],
    behaviours: [
      /^you build a gradient-boosted fraud model/i,
      /^you design the a\/b testing guidelines/i,
      /^you coach 5 analysts/i,
    ],
  },
  allow: {
    behaviours: [
      /^you partner with growth marketing/i,
      /^you forecast call-centre demand/i,
      /^you automate the weekly quality assurance report/i,
    ],
  },
  never: {
    any: [/publish more of/i, /^you (are )?responsible for/i],
    values: [/trust|integrity|growth|quality|safety|causal|bayesian/i],
    beliefs: NOTHING,
    ...noLimits,
  },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

const nurseJournal = {
  expect: {
    limitingBeliefs: [
      /failing everyone/i,
      /good manager would never need to step onto the floor/i,
      /not sure (you're|you are) cut out for management/i,
    ],
    limitingBehaviours: [
      /say yes to every extra shift request/i,
      /avoid difficult conversations about sickness absence/i,
      /check every drug chart yourself/i,
    ],
    beliefs: [/a calm ward is a safe ward/i],
    values: [/patient dignity matters more to you than any target/i],
    vision: [
      /finish your leadership apprenticeship/i,
      /build a ward where the band 5 nurses feel confident/i,
    ],
  },
  allow: {
    behaviours: [/cover(ed)? the floor yourself/i],
    limitingBehaviours: [/left next week's rota until 9 pm/i],
    limitingBeliefs: [/better nurse than you are a manager/i],
  },
  never: { any: [/doing far better than you think|delegate the drug charts/i] },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

const heldOut: ProfileCase[] = [
  {
    name: 'held-out: mathematics teacher CV',
    about:
      'dense bullets; "Trust Leadership Forum", an "Award for Excellence", "Teaching for Mastery"; "I don\'t believe in setting pupils by ability"',
    files: [{ path: 'heldout-teacher-cv.txt', kind: 'cv' }],
    expect: {
      beliefs: [/believe every child can learn mathematics when the steps are made visible/i],
      values: [/care about classrooms where mistakes are treated as information/i],
      behaviours: [
        /^you lead a department of 11 teachers/i,
        /^you raise the share of gcse grades/i,
        /^you mentor 9 trainee teachers/i,
      ],
    },
    allow: {
      beliefs: [/^you (don't|do not) believe in setting pupils by ability in year 7\.$/i],
      behaviours: [
        /^you introduce weekly low-stakes quizzes/i,
        /^you plan and teach years 7/i,
        /^you run the after-school maths club/i,
      ],
    },
    never: {
      any: [
        /trust leadership|excellence|safeguarding|mastery|chess|choir|fell running/i,
        /^you believe in setting/i,
        /^you member/i,
      ],
      values: [/trust|excellence|safeguarding|mastery|award/i],
      vision: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: data scientist CV',
    about:
      '"Trust & Safety team", "Integrity Solutions Ltd", "Growth Marketing", "Quality Assurance" report, "Data Integrity" skill; "If I had more time I would…"',
    files: [{ path: 'heldout-data-scientist-cv.txt', kind: 'cv' }],
    ...dataScientist,
  },
  {
    name: 'held-out: data scientist CV (PDF, wrapped lines)',
    about: 'the same CV as a PDF whose long lines wrap, through the real extraction',
    files: [{ path: 'heldout-data-scientist-cv.txt', kind: 'cv', as: 'pdf' }],
    ...dataScientist,
  },
  {
    name: "held-out: accountant's cover letter",
    about:
      'letter formulas ("I am writing to apply", "I would welcome the opportunity"), the employer\'s "commitment", an advert quoted, "Westgate Care Trust"',
    files: [{ path: 'heldout-accountant-cover-letter.txt', kind: 'cv' }],
    expect: {
      beliefs: [/numbers are only useful when the people reading them understand them/i],
      vision: [/grow into a role where you can do that across a whole organisation/i],
      behaviours: [/monthly management accounts|forecasting model/i, /finance side of a merger/i],
    },
    allow: {
      values: [/accuracy matters to you/i, /enjoy explaining budgets to non-finance managers/i],
      behaviours: [
        /enjoy explaining budgets to non-finance managers/i,
        /currently work as management accountant/i,
      ],
    },
    never: {
      any: [
        /calm under pressure|relentless about deadlines|commitment to tenants|welcome the opportunity|apply for the senior|fair description/i,
      ],
      values: [/\btrust\b|\bcare trust/i],
      ...noLimits,
    },
  },
  {
    name: 'held-out: product designer LinkedIn profile',
    about:
      'an "About" with a list under "What I care about:", "I used to believe…", a call to connect; "Growth Design", a certificate and an "Excellence Award"',
    files: [{ path: 'heldout-designer-linkedin.txt', kind: 'cv' }],
    ...designer,
  },
  {
    name: "held-out: nurse manager's reflective journal",
    about:
      "doubts and habits in the first person under reflective headings; the matron's feedback in quotes",
    files: [{ path: 'heldout-nurse-manager-journal.txt', kind: 'cv' }],
    ...nurseJournal,
  },
  {
    name: "held-out: nurse manager's reflective journal (Word)",
    about: 'the same journal as a .docx through the real extraction',
    files: [{ path: 'heldout-nurse-manager-journal.txt', kind: 'cv', as: 'docx' }],
    ...nurseJournal,
  },
  {
    name: "held-out: graduate's CV",
    about:
      'an objective without a subject; "Honest Coffee Co.", a dissertation titled "Valuing urban trees", a "Leadership Excellence Programme", "integrity" as a skill',
    files: [{ path: 'heldout-graduate-cv.txt', kind: 'cv' }],
    expect: {
      vision: [/graduate role in sustainability consulting/i],
      behaviours: [/energy data for 14 client sites/i],
    },
    allow: {
      behaviours: [
        /^you draft sections of two carbon reduction reports/i,
        /^you train new baristas/i,
        /organi[sz]e 6 beach cleans/i,
      ],
    },
    never: {
      any: [/honest coffee|valuing urban trees|excellence|dean's list/i],
      values: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: "held-out: chief executive's biography (third person)",
    about:
      '"Helen believes…", "She is passionate about…", a chair\'s praise in quotes: hers, but not in her voice',
    files: [{ path: 'heldout-executive-bio.txt', kind: 'cv' }],
    expect: {},
    allow: {
      beliefs: [/a monopoly has to earn trust every single day/i],
      values: [/passionate about opening engineering careers to women/i],
      behaviours: [
        /cut leakage by 18%/i,
        /(led|lead) the integration of three regional networks/i,
        /first uk water company to publish/i,
        /chairs? the women in water network/i,
      ],
    },
    never: {
      any: [
        /values-driven leader/i,
        /\b(she|her|helen|achterberg)\b/i,
        /sails|debt-advice/i,
        /top 50 women/i,
      ],
      values: [/\btrust\b|fellow/i],
      vision: NOTHING,
      ...noLimits,
    },
  },
  {
    name: "held-out: electrician's CV",
    about:
      '"I don\'t cut corners", "If the right opportunity came up I would…", noun-phrase bullets, "Quality Assurance Services Ltd", a "Safety First" award, a client\'s quote',
    files: [{ path: 'heldout-electrician-cv.txt', kind: 'cv' }],
    expect: {
      values: [/take pride in leaving every site cleaner than you found it/i],
      vision: [/move into a supervisor role on larger commercial projects/i],
      behaviours: [
        /^you build a customer base of 400\+/i,
        /^you install lighting and power in schools/i,
      ],
    },
    allow: {
      values: [/(don't|do not) cut corners on testing|never sign off work/i],
      behaviours: [
        /^you carry out periodic inspections/i,
        /^you handle quoting, invoicing/i,
        /(don't|do not) cut corners on testing|never sign off work/i,
      ],
    },
    never: {
      any: [
        /training apprentices/i,
        /^you cut corners/i,
        /^you rewires/i,
        /spotless|whole house/i,
        /^you (win|won)\b|safety first/i,
      ],
      values: [/quality|approved|safety/i],
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: CliftonStrengths 34 ranked on one line',
    about:
      '"1 Input 2 Intellection … 34 Woo" on a single line, then advice about the bottom themes and "Belief"',
    files: [{ path: 'heldout-clifton-one-line.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /^your top cliftonstrengths themes are input, intellection, learner, context and deliberative\.$/i,
      ],
    },
    allow: { behaviours: [/^(input|intellection|learner), your #[123] theme/i] },
    never: {
      any: [
        /command|\bwoo\b|communication|activator|positivity|maximizer|empathy/i,
        /core values|journal/i,
      ],
      ...reportOnly,
    },
  },
  {
    name: 'held-out: CliftonStrengths 34 as a domain grid (rank after each name)',
    about:
      'four domain columns read row by row: "Achiever 9 Activator 14 Adaptability 30 Analytical 2"; action items about bottom themes',
    files: [{ path: 'heldout-clifton-domain-grid.txt', kind: 'psychometric' }],
    ...cliftonGrid,
  },
  {
    name: 'held-out: VIA table with virtues and scores',
    about:
      'rank, strength, virtue and score columns; tied scores; "Appreciation of Beauty & Excellence"; advice about Humor and Zest',
    files: [{ path: 'heldout-via-scores.txt', kind: 'psychometric' }],
    expect: {
      values: [
        /^your top via character strengths are perseverance, gratitude, teamwork, prudence and judge?ment\.$/i,
      ],
    },
    allow: { values: [/^(perseverance|gratitude|teamwork), your #[123] character strength/i] },
    never: {
      any: [/humou?r|\bzest\b|spirituality|bravery|creativity|excellence|three things/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: Big Five as "Trait: Nth percentile"',
    about:
      'ordinal percentiles; 34th and 52nd are not clearly low or high; "You might miss deadlines" and career tips are the report\'s',
    files: [{ path: 'heldout-big-five-percentiles.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [/high on openness/i, /high on extraversion/i, /low on neuroticism/i],
    },
    never: {
      any: [/conscientiousness|agreeableness|miss deadlines|sales, teaching|alone at a desk/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out: Big Five as level words',
    about:
      '"Very High", "High", "Low", "Moderately Low", "Typical" in a table and "You are high in Neuroticism"; moderately low is not low',
    files: [{ path: 'heldout-big-five-levels.txt', kind: 'psychometric' }],
    ...bigFiveLevels,
  },
  {
    name: 'held-out: 16Personalities "ISFJ-T Defender" with "Mind: 72% Introverted"',
    about: 'the code before the role name; the trait percentages after the axis names; weaknesses',
    files: [{ path: 'heldout-16p-traits.txt', kind: 'psychometric' }],
    expect: { behaviours: [/isfj/i] },
    never: {
      any: [/criticism|say no|overload|repress|values loyalty|healthcare/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out: DISC with natural and adapted scores',
    about:
      'natural D 38 I 64 S 81 C 47, adapted C highest; questionnaire words in quotes; advice to others',
    files: [{ path: 'heldout-disc-scores.txt', kind: 'psychometric' }],
    expect: { behaviours: [/^your primary disc style is steadiness \(s\)/i] },
    allow: { behaviours: [/^your secondary disc style is influence \(i\)/i] },
    never: {
      any: [
        /conscientiousness|compliance|dominance/i,
        /keep calm when others|finish one thing|springing surprises|give megan/i,
      ],
      ...reportOnly,
    },
  },
  {
    name: 'held-out: workshop handout uploaded as a CV',
    about:
      'habits in the imperative, "limiting beliefs" in quotes and questions to the reader: nothing is the member\'s',
    files: [{ path: 'heldout-advice-handout.txt', kind: 'cv' }],
    expect: {},
    never: { any: NOTHING },
  },
  {
    name: 'held-out: LinkedIn profile with two reports',
    about: 'three files: statements from each, each dimension capped',
    files: [
      { path: 'heldout-designer-linkedin.txt', kind: 'cv' },
      { path: 'heldout-clifton-domain-grid.txt', kind: 'psychometric' },
      { path: 'heldout-big-five-levels.txt', kind: 'psychometric' },
    ],
    expect: {
      beliefs: [/good design is mostly removing things/i],
      vision: [/build and lead a design team/i],
      behaviours: [
        /^your top cliftonstrengths themes are learner, analytical, responsibility, developer and individuali[sz]ation/i,
        /high on agreeableness|low on extraversion|high on neuroticism/i,
        /^you (lead the redesign of the checkout|run 60\+ usability sessions)/i,
      ],
    },
    ...(() => {
      const { allow, never } = merge(designer, cliftonGrid, bigFiveLevels);
      // Each file's "nothing in this dimension" holds for that file only.
      for (const key of ['values', 'vision', 'beliefs'] as const) {
        never[key] = (never[key] ?? []).filter((re) => re !== NOTHING[0]);
      }
      // Of the reports' "never anywhere", only what cannot come from the profile.
      never.any = [
        /discipline|command|\bwoo\b|competition|adaptability|empathy|harmony|relator/i,
        /conscientiousness|openness|worry stops/i,
        /asking for help was a sign of weakness|houseplants|happy to talk/i,
      ];
      return { allow, never };
    })(),
  },
  // The extraction corpus's documents, through the upload path's extraction (OCR included).
  {
    name: 'held-out: two-column LaTeX CV (PDF)',
    about: 'sidebar and main column painted row by row; "Functional safety (ISO 26262)" skill',
    files: [{ document: 'two-column-cv', kind: 'cv' }],
    expect: {
      values: [/care about safety, clear documentation and teaching junior engineers/i],
      behaviours: [
        /^you lead the brake-by-wire firmware team/i,
        /^you cut the boot time of the body controller/i,
      ],
    },
    allow: {
      behaviours: [
        /^you write the motor control loop/i,
        /turns? vague hardware prototypes into reliable products/i,
      ],
    },
    never: {
      any: [/swedish|german|english \(fluent\)/i],
      values: [/iso 26262|functional safety|rust|real-time/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: Google Docs PDF with broken ligatures',
    about: 'ff read as U+0000, fi as U+FB01, soft hyphens; "effective value" is not a value',
    files: [{ document: 'google-docs-ligatures', kind: 'cv' }],
    expect: {
      values: [/value patience and different points of view/i],
      behaviours: [
        /^you build a high-impact onboarding programme/i,
        /^you lead the company's first customer advisory board/i,
      ],
    },
    allow: {
      behaviours: [
        /^you champion cross-team collaboration/i,
        /help customers get effective value/i,
      ],
    },
    never: {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL left by extraction is what is looked for
      any: [/eective|sta mentor|collabor- /i, /[\u0000\u00ad\ufb01]/],
      values: [/customer success|effective value/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: Word CV with header, table and text box',
    about: 'the career goal in a floating text box, a skills table, a footnote and a footer',
    files: [{ document: 'word-header-table-textbox', kind: 'cv' }],
    expect: {
      vision: [/lead a regional logistics network by 2027/i],
      values: [/value fairness, safety and clear communication/i],
      behaviours: [/^you cut order lead time by 31%/i],
    },
    allow: { behaviours: [/running warehouses and cross-dock sites/i] },
    never: {
      any: [
        /references available|audited figure|supply chain analytics|vendor negotiation|deleted draft|decorative/i,
      ],
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: RTF saved as .doc',
    about: 'a value and a volunteering line joined by a manual line break; a table of skills',
    files: [{ document: 'rtf-saved-as-doc', kind: 'cv' }],
    expect: { values: [/value rigour, kindness and open communication/i] },
    allow: { behaviours: [/coordinating oncology trials|98% data-query closure rate/i] },
    never: {
      any: [/café volunteer|calibri|template author|hidden document|protocol design/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: scanned CV (OCR)',
    about: 'two image-only pages read by OCR, as the upload does',
    files: [{ document: 'scanned-pdf', kind: 'cv' }],
    expect: {
      values: [/value calm teamwork, blameless reviews and plain language/i],
      behaviours: [
        /^you keep a payments platform at 99\.99% uptime/i,
        /^you halve the time to recover from incidents/i,
      ],
    },
    never: {
      any: [/university college cork|computer science/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out: LinkedIn "Save to PDF" profile',
    about: 'sidebar first; "money decisions people worry about" is not a worry of the member\'s',
    files: [{ document: 'linkedin-profile-pdf', kind: 'cv' }],
    expect: {
      behaviours: [/^you build the bank's design system/i, /^you redesign the card dispute flow/i],
    },
    allow: { behaviours: [/design calm, accessible products/i] },
    never: {
      any: [/usability analyst|portuguese|spanish|connections|page 1 of 1/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out: photo of a typed values statement, uploaded as psychometric (OCR)',
    about: "a personal statement in a psychometric upload is the person's own voice",
    files: [{ document: 'clear-png', kind: 'psychometric' }],
    expect: {
      values: [/value honesty, curiosity and steady teamwork/i],
      vision: [/mentor new nurses on the night shift/i],
    },
    never: { beliefs: NOTHING, ...noLimits },
  },
  {
    name: 'held-out: questionnaire export with NUL padding',
    about:
      '120 first-person questionnaire items are not the person\'s statements; "Top strength: Strategic thinking" is not a known instrument',
    files: [{ document: 'txt-late-nul', kind: 'psychometric' }],
    expect: {},
    allow: { behaviours: [/strategic thinking/i, /empathy/i] },
    never: {
      any: [/enjoy solving problems|calm under pressure|item \d/i],
      ...reportOnly,
    },
  },
];

const pdp = {
  expect: {
    vision: [
      /present (our|your) hydrotherapy audit at the regional physiotherapy conference/i,
      /lead the band 5 rotation programme/i,
      /become a first-contact practitioner within three years/i,
    ],
    beliefs: [/good physiotherapy is mostly education/i],
    limitingBehaviours: [/over-prepare and then miss the deadline/i],
    limitingBeliefs: [/worry that senior consultants will pick holes/i],
  },
  allow: { limitingBehaviours: [/avoided leading the in-service training/i] },
  never: {
    any: [
      /^barriers:/i,
      /excellent clinician|trust (his|your) judgement/i,
      /finish the data analysis|rehearse with the team|protected time/i,
    ],
    behaviours: [/avoided leading/i],
    values: NOTHING,
  },
} satisfies Pick<ProfileCase, 'expect' | 'allow' | 'never'>;

/**
 * A second batch, written and labelled after the engine had been changed for the first one, and
 * before it was run on them: the engine's figures on these measure whether those changes hold on
 * documents they were not made for.
 */
const secondBatch: ProfileCase[] = [
  {
    name: 'held-out 2: engineering manager CV',
    about:
      'a "CORE VALUES" list of single words; "Key responsibilities:"/"Key achievements:" in the third person ("Manages a team…"); "Awarded the company\'s Values Champion prize"; "Growth Mindset" training; "Hope Street" shelter',
    files: [{ path: 'heldout2-eng-manager-cv.txt', kind: 'cv' }],
    expect: {
      values: [/^you value integrity\.$/i, /^you value curiosity\.$/i, /^you value ownership\.$/i],
      behaviours: [
        /^you manage a team of 12 engineers/i,
        /^you reduce pager alerts per engineer by 70%/i,
        /^you design and ship the order-routing service/i,
      ],
    },
    allow: {
      values: [/manages? through clear goals and honest feedback/i],
      behaviours: [
        /manages? through clear goals and honest feedback/i,
        /^you own the incident process/i,
        /^you grow the team from 5 to 12/i,
        /^you introduce blameless post-mortems/i,
      ],
    },
    never: {
      any: [/awarded|values champion/i, /hope street|swimming|fado|volunteer/i],
      values: [/growth|mindset|aws/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out 2: personal development plan',
    about:
      'a form: "Goal:", "Actions:", "Barriers:", "Support needed:" labels; a reflection; the manager\'s comments',
    files: [{ path: 'heldout2-pdp.txt', kind: 'cv' }],
    ...pdp,
  },
  {
    name: 'held-out 2: personal development plan (Word)',
    about: 'the same plan as a .docx through the real extraction',
    files: [{ path: 'heldout2-pdp.txt', kind: 'cv', as: 'docx' }],
    ...pdp,
  },
  {
    name: "held-out 2: returner's letter",
    about:
      'a worry and putting off in one sentence; "If I were to go back…, I would want…"; "I would never go back to agency work"',
    files: [{ path: 'heldout2-returner-letter.txt', kind: 'cv' }],
    expect: {
      values: [/what matters most to you is continuity/i],
      vision: [/return to surgical nursing/i],
      limitingBeliefs: [/clinical skills are out of date/i],
    },
    allow: {
      vision: [/applying for the return to practice programme/i],
      limitingBehaviours: [/putting off the revalidation paperwork/i],
      behaviours: [
        /qualified as an adult nurse|worked on surgical wards for nine years/i,
        /volunteered every week at a hospice|kept in touch with nursing/i,
      ],
    },
    never: {
      any: [/^you'll be honest/i, /named mentor|agency work/i],
      beliefs: NOTHING,
    },
  },
  {
    name: 'held-out 2: CliftonStrengths Signature Themes in capitals',
    about:
      '"1. ACHIEVER" … "5. STRATEGIC"; "Where am I headed?" in a theme text; lesser themes named',
    files: [{ path: 'heldout2-clifton-signature.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /^your top cliftonstrengths themes are achiever, arranger, focus, individuali[sz]ation and strategic\.$/i,
      ],
    },
    allow: { behaviours: [/^(achiever|arranger|focus), your #[123] theme/i] },
    never: {
      any: [/empathy|harmony|\bwoo\b|where am i headed|frustrating/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 2: IPIP-NEO table with dot leaders and Emotional Stability',
    about:
      '"Conscientiousness ........ 95" under "Domain scores (percentiles)"; Emotional Stability 82 is low Neuroticism; Extraversion 45 is average',
    files: [{ path: 'heldout2-big-five-stability.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [
        /high on conscientiousness/i,
        /high on agreeableness/i,
        /low on neuroticism|high on emotional stability/i,
        /low on openness/i,
      ],
    },
    never: {
      any: [/extraversion/i, /something unfamiliar|no score is good/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 2: MBTI Step I with clarity indexes',
    about: '"Your reported type: ISTJ"; what ISTJs do under stress is the report\'s',
    files: [{ path: 'heldout2-mbti-step1.txt', kind: 'psychometric' }],
    expect: { behaviours: [/istj/i] },
    never: {
      any: [/rigid|critical of others|share your plans/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 2: Everything DiSC with a two-letter style',
    about: '"Your DiSC style: Di" (lower-case i is the secondary); four named scores on one line',
    files: [{ path: 'heldout2-disc-code.txt', kind: 'psychometric' }],
    expect: { behaviours: [/^your primary disc style is dominance \(d\)/i] },
    allow: { behaviours: [/^your secondary disc style is influence \(i\)/i] },
    never: {
      any: [/steadiness|conscientiousness|impatient|slow down|\bc style/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 2: VIA free report by ordinal ("Your Second Character Strength")',
    about: 'no numbers: "Your Top/Second/Third… Character Strength" then the name',
    files: [{ path: 'heldout2-via-ordinals.txt', kind: 'psychometric' }],
    expect: {
      values: [
        /^your top via character strengths are forgiveness, curiosity, kindness, hope and love of learning\.$/i,
      ],
    },
    allow: { values: [/^(forgiveness|curiosity|kindness), your #[123] character strength/i] },
    never: {
      any: [/bravery|self-regulation|upgrade/i],
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: "held-out 2: heating engineer's CV",
    about:
      'noun-phrase bullets ("Boiler installs and servicing…"), "I treat every home like my own", a review in quotes',
    files: [{ path: 'heldout2-plumber-cv.txt', kind: 'cv' }],
    expect: {
      vision: [/set up your own business/i],
      behaviours: [/^you (fit|have fitted) 120 heat pumps/i, /^you train two apprentices/i],
    },
    allow: {
      values: [/treat every home like your own/i],
      behaviours: [/treat every home like your own/i],
    },
    never: {
      any: [/honest, clean and fair/i, /^you boiler/i],
      values: [/gas safe|water regulations|reliable, punctual/i],
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: "held-out 2: researcher's statement in 'we' and 'I'",
    about:
      'the group\'s findings and beliefs ("We believe…") beside her own; a value and a conviction in one sentence; a grant titled "Blue Carbon Integrity"',
    files: [{ path: 'heldout2-research-statement.txt', kind: 'cv' }],
    expect: {
      vision: [
        /build a long-term monitoring network/i,
        /train a new generation of field technicians/i,
      ],
      beliefs: [/boring ones repeated for decades/i],
    },
    allow: {
      beliefs: [/open data will make blue-carbon accounting trustworthy/i],
      values: [/value slow, careful fieldwork/i],
      vision: [/co-lead an international data standard/i],
    },
    never: {
      any: [/blue carbon integrity|nerc/i],
      values: [/integrity/i],
      ...noLimits,
    },
  },
];

/**
 * A third batch, written and labelled after the engine had been changed for the second one, and
 * before it was run on them: aimed at what those changes could get wrong (a present-tense "I work
 * for a company that values…", a list of imperative principles, a cover letter's formulas, a
 * "you value" report of an instrument Facet does not know, named DISC scores with the adapted
 * set first, raw scores beside percentiles).
 */
const thirdBatch: ProfileCase[] = [
  {
    name: "held-out 3: product manager's CV with principles",
    about:
      'an About of mixed sentences; "Principles" as imperatives; "I was promoted…, but I still feel like a fraud…"',
    files: [{ path: 'heldout3-pm-cv-principles.txt', kind: 'cv' }],
    expect: {
      vision: [/run a product line of your own by 2027/i],
      limitingBeliefs: [/feel like a fraud in leadership meetings/i],
      behaviours: [
        /^you launch instant refunds to 3 million card holders/i,
        /^you cut checkout drop-off by 18%/i,
      ],
    },
    allow: {
      values: [/lead with questions rather than answers/i, /principle/i],
      behaviours: [
        /lead with questions rather than answers/i,
        /^you run discovery interviews with 200/i,
      ],
    },
    never: {
      any: [/speed over polish|company that values/i, /promoted/i],
      values: [/^you (value|care about) (ship|write|default)/i],
      beliefs: NOTHING,
      limitingBehaviours: NOTHING,
    },
  },
  {
    name: 'held-out 3: work values inventory (an instrument Facet does not know)',
    about: 'a ranked list of top and least important values and advice to the reader',
    files: [{ path: 'heldout3-work-values-report.txt', kind: 'psychometric' }],
    expect: {},
    allow: { values: [/independence|achievement|creativity/i] },
    never: {
      any: [/security|recognition|prestige|careers adviser|freedom to decide/i],
      behaviours: NOTHING,
      vision: NOTHING,
      beliefs: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out 3: cover letter of formulas',
    about:
      '"I believe my experience makes me a strong fit", "I am excited to apply", "I am confident that I can bring the same energy", "I look forward to hearing from you"',
    files: [{ path: 'heldout3-cover-letter-formulas.txt', kind: 'cv' }],
    expect: {
      beliefs: [/libraries are the last free indoor public space/i],
      behaviours: [/run the outreach programme at eastfield library/i],
    },
    allow: {
      vision: [/libraries are the last free indoor public space, and you want to help riverside/i],
      values: [/proud of the reading volunteers scheme/i],
      behaviours: [/reading volunteers scheme/i],
    },
    never: {
      any: [/strong fit|excited to apply|same energy|look forward/i],
      vision: [/^you want to help riverside protect that\.$/i],
      ...noLimits,
    },
  },
  {
    name: 'held-out 3: DISC with named scores, the adapted set first',
    about: 'adapted C 75 is listed before natural S 70; "Your adapted style is a high C"',
    files: [{ path: 'heldout3-disc-adapted-first.txt', kind: 'psychometric' }],
    expect: { behaviours: [/^your primary disc style is steadiness \(s\)/i] },
    allow: { behaviours: [/^your secondary disc style is conscientiousness \(c\)/i] },
    never: {
      any: [/dominance|influence|give him time|in writing/i],
      behaviours: [/primary disc style is conscientiousness/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 3: LinkedIn About naming its CliftonStrengths in a sentence',
    about: '"My CliftonStrengths top five are Learner, Input…"; "Woo is my lowest theme"',
    files: [{ path: 'heldout3-linkedin-about-strengths.txt', kind: 'cv' }],
    expect: {
      beliefs: [/adults learn best from real cases/i],
      values: [/value feedback that is specific and kind/i],
      behaviours: [
        /learner, input, intellection, achiever and focus/i,
        /^you design 14 e-learning courses/i,
      ],
    },
    allow: {
      behaviours: [
        /turns? dense policy documents into courses/i,
        /^(learner|input|intellection), your #[123] theme/i,
      ],
    },
    never: {
      any: [/\bwoo\b|networking event/i],
      vision: NOTHING,
      ...noLimits,
    },
  },
  {
    name: 'held-out 3: Big Five with raw scores beside percentiles',
    about:
      '"Openness — raw score 40 (91st percentile)"; a raw 95 at the 50th percentile is average',
    files: [{ path: 'heldout3-big-five-raw-and-percentile.txt', kind: 'psychometric' }],
    expect: { behaviours: [/high on openness/i, /low on extraversion/i] },
    never: {
      any: [/agreeableness|conscientiousness|neuroticism|networking|work alone/i],
      ...reportOnly,
    },
  },
];

/**
 * A fourth batch, written and labelled after the third round of changes and before the engine was
 * run on them; no change to the engine was made for it, so its figures are a true held-out
 * measure of the engine as it stands (ADR 012).
 */
const fourthBatch: ProfileCase[] = [
  {
    name: "held-out 4: chief financial officer's CV",
    about:
      'a "LEADERSHIP PHILOSOPHY" in the first person; "I don\'t value hierarchy…"; "Awarded CFO of the Year"; "Hope & Integrity Housing"; a chair\'s praise',
    files: [{ path: 'heldout4-cfo-cv.txt', kind: 'cv' }],
    expect: {
      beliefs: [/finance should say yes more often than no/i],
      vision: [/make finance a partner to the business/i],
      behaviours: [
        /^you deliver £12m of annual savings/i,
        /^you lead the refinancing of a £180m debt facility/i,
      ],
    },
    allow: {
      values: [/make finance a partner to the business/i, /(don't|do not) value hierarchy/i],
      behaviours: [
        /led finance through two private-equity exits/i,
        /building finance teams that the business/i,
      ],
    },
    never: {
      any: [/awarded|cfo of the year/i, /calmest person/i],
      values: [/^you value hierarchy/i, /hope|integrity/i],
      ...noLimits,
    },
  },
  {
    name: 'held-out 4: PGCE personal statement',
    about:
      '"I have always wanted to teach", a childhood wish, "Friends say I am patient", "My biggest fear is…", "Should the opportunity arise, I would relish…"',
    files: [{ path: 'heldout4-teaching-statement.txt', kind: 'cv' }],
    expect: {
      vision: [/always wanted to teach history/i],
      beliefs: [/every pupil deserves to hear history that includes people like them/i],
      limitingBeliefs: [/biggest fear is standing in front of a class/i],
    },
    allow: {
      vision: [/leading a history department/i],
      behaviours: [
        /ran a lunchtime debating club|worked as a teaching assistant|supported pupils with dyslexia/i,
      ],
    },
    never: {
      any: [/friends say/i],
      vision: [/\bvet\b/i],
      values: NOTHING,
    },
  },
  {
    name: 'held-out 4: Big Five with per-cent signs said to be percentiles',
    about: '"Openness: 72%" under a note that the scores are percentiles; 69% is not high',
    files: [{ path: 'heldout4-big-five-percent.txt', kind: 'psychometric' }],
    expect: {
      behaviours: [/high on openness/i, /low on conscientiousness/i, /high on neuroticism/i],
    },
    never: {
      any: [/agreeableness|extraversion|new hobby|art, travel/i],
      ...reportOnly,
    },
  },
  {
    name: 'held-out 4: 16-type report naming other types before the result',
    about: '"from ENTJ Commanders to ISFP Adventurers" above "Your results: Mediator — INFP-A"',
    files: [{ path: 'heldout4-16p-intro.txt', kind: 'psychometric' }],
    expect: { behaviours: [/infp/i] },
    never: {
      any: [/entj|isfp|enfj|conflict|criticism/i],
      ...reportOnly,
    },
  },
  {
    name: "held-out 4: trainee accountant's CV",
    about:
      '"I don\'t value titles…; I value people who…"; "I hope to qualify by 2026" after a comma; a charity called "Kindness Counts"; first-person interests',
    files: [{ path: 'heldout4-trainee-accountant-cv.txt', kind: 'cv' }],
    expect: {
      vision: [/qualify by 2026/i],
      values: [/value people who explain their reasoning/i],
      behaviours: [
        /^you audit 25 small and medium-sized businesses/i,
        /^you build an excel tool that cut sampling time by half/i,
      ],
    },
    allow: {
      vision: [/relish leading an audit team/i],
      values: [/(don't|do not) value titles/i],
      behaviours: [/prepare(d)? annual accounts for a £200k charity/i],
    },
    never: {
      any: [/parkrun|long-distance running|kindness counts/i],
      values: [/^you value titles/i, /kindness/i],
      beliefs: NOTHING,
      ...noLimits,
    },
  },
];

export const HELDOUT_CASES: ProfileCase[] = [
  ...heldOut,
  ...secondBatch,
  ...thirdBatch,
  ...fourthBatch,
].map((c) => ({
  ...c,
  group: 'held-out',
  never: withGrammar(c.never),
}));
