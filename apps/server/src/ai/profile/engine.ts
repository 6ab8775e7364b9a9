import { INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';
import {
  type EvidenceFile,
  MAX_STATEMENTS_PER_DIMENSION,
  type ProposedProfile,
  type ProposedStatement,
} from '../insights.js';
import { readInstruments } from './instruments.js';
import { addressedToReader, beliefGivenUp, habitWithCost, someoneElsesWords } from './narrative.js';
import { isEnglishWord, repairDebris } from './repair.js';
import { type Block, blocksOf, DATE_RANGE, LIST_SECTIONS } from './structure.js';
import { type BioSubject, bioSubjectOf, toFirstPerson } from './third-person.js';
import {
  clausesOf,
  DUTIES,
  describesPerson,
  type Finding,
  hasContactDetail,
  headerLike,
  readAchievement,
  readAimInRun,
  readAimPhrase,
  readBeliefItem,
  readCommitmentLine,
  readDoingNow,
  readDrivenPerson,
  readDuties,
  readDutyNoun,
  readElidedFirstPerson,
  readGoalIsTo,
  readJobSearch,
  readLabelledGoal,
  readOwnSentence,
  readQuality,
  readReadiness,
  readSummaryLine,
  readTraitItem,
  readValueItem,
  readVirtueInRun,
  readVirtueItem,
  repairOcrI,
  sentencesOf,
  VIRTUE,
} from './voice.js';

/**
 * The offline diamond profile. For each file (its extracted text):
 * 1. A ranked or scored psychometric report (CliftonStrengths, VIA, Big Five, MBTI, DISC) is read
 *    as a ranking: its top themes or clear scores become statements; the rest of the report
 *    (descriptions, advice to the reader, questionnaire items) is not the person's words.
 * 2. Otherwise the document's structure is found (sections, bullets), and only the person's own
 *    voice is read: first-person sentences (values, vision, beliefs, doubts, avoidance, things they
 *    did), achievement bullets of experience sections, principles and aims in a summary. Skills,
 *    education, certifications, publications, interests and references/testimonials are never read
 *    for statements, nor is anything in quotation marks.
 * Every statement quotes the sentence, bullet or line of the file it comes from. A dimension with no
 * such evidence stays empty.
 *
 * Work is linear in the input and capped: the first PROFILE_LIMITS.maxCharsPerFile characters of
 * each file are read, and at most PROFILE_LIMITS.maxSentencesPerFile distinct candidate sentences of
 * it (first-person, experience or summary lines; a CV has far fewer) go through the language model.
 */

const PROFILE_LIMITS = {
  maxCharsPerFile: 200_000,
  maxSentencesPerFile: 400,
};

type Achievements = 'any' | 'past' | 'none';

interface Candidate extends Finding {
  quote: string;
  order: number;
}

/** Sections never read for statements: they list things, or are other people's words. */
const EXPERIENCE_SECTIONS = new Set(['experience']);

const FIRST_PERSON = (raw: string) => {
  const text = repairOcrI(raw);
  // "Project I: …", "Phase I." is a numeral, not the person.
  return (
    /\bI\b(?![:.)]\s*[A-Z]?)|\bI['’](?:m|ve|d|ll)\b/.test(text) ||
    /\b(?:my|me|myself)\b/i.test(text)
  );
};
/** A questionnaire's item ("Item 12: I stay calm…", "Q3. I enjoy…"): the test's words, not theirs. */
const QUESTIONNAIRE_ITEM = /^(?:item|question|statement|q)\s*\d{1,3}\s*[:.)]/i;
/** Another person's words: a quotation, or a line attributed to someone ("… — Tom Hale, CTO"). */
const QUOTED = (text: string) =>
  /^["“‘']/.test(text) ||
  /["”’]\s*[-–—]\s*\S/.test(text) ||
  /\s[-–—]\s*(?:[A-Z][\w.]*\s?){1,4},\s/.test(text);

/** Reads the first `max` characters, ending at a line break where there is one. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf('\n', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

/**
 * A document written to its reader (a report) rather than by the person: many lines in the second
 * person ("You may…", "People with this theme…") and few in the first.
 */
function isReport(text: string, kind: EvidenceFile['kind']): boolean {
  const { first, second } = voiceCounts(text);
  if (kind === 'psychometric') {
    if (
      /\b(?:report|assessment|questionnaire|your results|your scores|profile)\b/i.test(
        text.slice(0, 2_000),
      ) &&
      second >= first
    )
      return true;
    return second >= 3 && second >= 2 * first;
  }
  return second >= 5 && second >= 2 * first;
}

/** Lines written to a reader ("You may…", "People with this theme…") and lines in the first person. */
function voiceCounts(text: string): { first: number; second: number } {
  let second = 0;
  let first = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (
      /^(?:you|your)\b/i.test(line) ||
      /^(?:people|those|individuals|high scorers|low scorers|others)\b.{0,40}\b(?:with|who|in|high|low|exceptionally|should)\b/i.test(
        line,
      )
    ) {
      second++;
    } else if (FIRST_PERSON(line)) first++;
  }
  return { first, second };
}

function candidatesOf(file: EvidenceFile): Candidate[] {
  const text = repairDebris(capText(file.text, PROFILE_LIMITS.maxCharsPerFile));
  const found: Candidate[] = [];
  const readings = readInstruments(text);
  for (const reading of readings) {
    reading.statements.forEach((s, i) => {
      found.push({ ...s, score: 10 - i, order: i });
    });
  }
  // A ranking inside a CV written in the first person ("My CliftonStrengths top five are…") does
  // not make the CV a report: the rest of it is still the person's own words.
  const counts = readings.length > 0 && file.kind === 'cv' ? voiceCounts(text) : undefined;
  const ownWriting = counts !== undefined && counts.first >= 2 && counts.first > counts.second;
  const report = (readings.length > 0 && !ownWriting) || isReport(text, file.kind);
  let budget = PROFILE_LIMITS.maxSentencesPerFile;
  const read = new Set<string>();
  const blocks = blocksOf(text);
  // A report's text speaks of its reader or of the type, never of the person by name.
  const bio = report
    ? undefined
    : bioSubjectOf(
        text,
        blocks
          .filter((b) => !LIST_SECTIONS.has(b.section) && !QUOTED(b.text))
          .slice(0, 80)
          .flatMap((b) => sentencesOf(b.text)),
      );
  let watchouts = 0;
  const watchoutHeadings = new Set<number>();
  // A form's question and the member's answer ("What matters most to you at work? Accuracy…"),
  // in one block or the next: an answer without an "I" is read in the dimension the question
  // asks about, quoted.
  let asked: { question: string; dimension: InsightDimension } | undefined;
  // A CV has jobs: an experience section, or dates running to a year or to the present. Without
  // either, a bullet outside any known section may as well be advice ("Protect time for deep
  // work") as an achievement, so only one in the past is read.
  const hasJobs =
    file.kind === 'cv' &&
    (blocks.some((b) => EXPERIENCE_SECTIONS.has(b.section)) || DATE_RANGE.test(text));
  // The block a form's answer began in: the answer runs on to the end of that block (a paragraph
  // or a bullet of several sentences), and the next block starts afresh.
  let answerBlock: number | undefined;
  for (const block of blocks) {
    // A list of answers runs on from bullet to bullet.
    if (
      asked &&
      answerBlock !== undefined &&
      block.bullet &&
      block.index === answerBlock + 1 &&
      block.heading === blocks[answerBlock]?.heading
    ) {
      answerBlock = block.index;
    }
    if (asked && answerBlock !== undefined && block.index !== answerBlock) {
      asked = undefined;
      answerBlock = undefined;
    }
    if (budget <= 0) break;
    // A quality of character listed among skills ("Honest and punctual", "Eager to learn new
    // systems"): the person's own word for what they hold to, read as a strengths list's would be.
    // Only a short item of its own, or a short sentence of its own in a paragraph of skills
    // ("…Backups and restores. Eager to learn any new system. …"), never a line of tools.
    // A line of work habits among them ("Hard working", "Quick learner") says how they work.
    const traitLine = block.text.length <= 60 && readTraitItem(block.text) !== undefined;
    if (
      block.section === 'skills' &&
      (VIRTUE.test(block.text) || traitLine) &&
      !read.has(block.text)
    ) {
      read.add(block.text);
      const items =
        block.text.length <= 60
          ? [block.text]
          : sentencesOf(block.text)
              .slice(0, 40)
              .filter((s) => s.length <= 60 && /^[A-Z]/.test(s) && /\.$/.test(s));
      for (const text of items) {
        if (/[:\d|/]/.test(text) || FIRST_PERSON(text)) continue;
        const trait = readTraitItem(text);
        if (trait) found.push({ ...trait, quote: text, order: 100 + block.index });
        if (!VIRTUE.test(text)) continue;
        // "Patient, with a strong work ethic": a quality, then "with" the one they hold to. No
        // item names it alone, so the line is quoted whole as one of their strengths. Only that
        // shape: "Ethical hacking tools" names a topic, not a quality of theirs.
        const item = readVirtueItem(text);
        const withVirtue = /^[A-Z][\w-]*(?: [\w-]+){0,3},? with (.+)$/.exec(text);
        const finding =
          item && !item.statement.startsWith('In your words')
            ? item
            : withVirtue && VIRTUE.test(withVirtue[1] as string)
              ? readQuality(text)
              : readReadiness(text);
        if (finding?.dimension === 'values' && !finding.statement.startsWith('In your words')) {
          found.push({ ...finding, quote: text, order: 100 + block.index });
        }
      }
      // A run of skills that lost its punctuation ("…SQL Keen to learn new tools Docker…"):
      // the wish to learn is read as the item it is, cut where the next item's capital begins.
      if (items.length === 0) {
        const inRun = readVirtueInRun(block.text);
        if (inRun)
          found.push({ ...inRun, quote: inRun.quote ?? block.text, order: 100 + block.index });
      }
      continue;
    }
    if (LIST_SECTIONS.has(block.section) || QUOTED(block.text)) continue;
    if (QUESTIONNAIRE_ITEM.test(block.text)) continue;
    // The person's own "Weaknesses" or "What holds me back" told in sentences of their own: each
    // sentence is read as their narrative (a habit, a doubt), not only the section's first line.
    // A list of items without an "I" is still quoted as the areas they name.
    const ownWatchouts =
      block.section === 'watchouts' &&
      !report &&
      FIRST_PERSON(block.text) &&
      sentencesOf(block.text).some((s) => {
        const f = FIRST_PERSON(s) ? readOwnSentence(s, false) : undefined;
        return f !== undefined && /^limiting/.test(f.dimension);
      });
    // A line of their own list that leaves its "I" out ("Tend to over-prepare…", "Avoid giving
    // feedback", "Feel like a fraud when I present"): under their own heading of what holds them
    // back, it is read as the sentence with its "I", and stated so when that is a limit.
    if (block.section === 'watchouts' && !report && !ownWatchouts && !read.has(block.text)) {
      const item = block.text.trim().replace(/[.;]+$/, '');
      const first = /^([A-Z][a-z'-]+)\b/.exec(item)?.[1];
      const elided =
        first && !/^(?:I|My|Me)$/.test(first) && item.length <= 200
          ? readOwnSentence(`I ${first.toLowerCase()}${item.slice(first.length)}.`, false)
          : undefined;
      if (elided && /^limiting/.test(elided.dimension)) {
        read.add(block.text);
        found.push({ ...elided, quote: block.text, order: 100 + block.index });
        continue;
      }
    }
    if (block.section === 'watchouts' && !ownWatchouts) {
      // A report's "blind spots" or "areas for development", or the person's own list of them:
      // the first of each section, in the document's words, at most WATCHOUTS_PER_FILE of them
      // (a report has one such section per theme; its leading themes come first).
      if (watchouts >= WATCHOUTS_PER_FILE) continue;
      // A type report's blind spots describe the type ("People with ENFP preferences may…"), not
      // the person; a ranked report's are written for the person's own leading themes.
      if (report && !readings.some((r) => r.instrument === 'cliftonstrengths')) continue;
      const finding = readWatchout(block.text, report);
      if (finding && !watchoutHeadings.has(headingKey(block, blocks))) {
        watchoutHeadings.add(headingKey(block, blocks));
        watchouts++;
        found.push({ ...finding, order: 100 + block.index });
      }
      continue;
    }
    // A report's own text is not the person's; only a section of their reflections is.
    // "Your result: You probably plan carefully…": the report's own reading of this person, said
    // to them. Its sentences are given as the report's ("Your report says you probably…"); what it
    // flags as getting in the way is a limiting habit; its advice ("consider…") is not a reading.
    const result = report ? YOUR_RESULT.exec(block.text) : null;
    if (result) {
      for (const finding of readReportResult(block.text.slice(result.index + result[0].length))) {
        if (--budget < 0) break;
        found.push({ ...finding, order: 100 + block.index });
      }
      continue;
    }
    if (report && block.section !== 'reflection') continue;
    // Achievements: any line of an experience section or a bullet of a CV with jobs; a CV's plain
    // line outside any known section only when it opens with a verb in the past ("Led…", not
    // "Take time…"). A summary's lines are not read as achievements: "Registered nurse with…",
    // "Qualified electrician with…" open with what looks like a verb in the past.
    const unsectioned =
      (block.section === 'none' || block.section === 'other') && file.kind === 'cv';
    const experience: Achievements = EXPERIENCE_SECTIONS.has(block.section)
      ? 'any'
      : unsectioned
        ? block.bullet && hasJobs
          ? 'any'
          : 'past'
        : 'none';
    const firstPerson = FIRST_PERSON(block.text);
    const summary = block.section === 'summary';
    // "Time with my kids" in a list of values is a thing they value, not a sentence of theirs:
    // only an "I" makes the block their prose.
    if (block.section === 'values' && !/\bI\b|\bI['’]/.test(block.text)) {
      // Their own list of values: each bullet or short line is one.
      const finding = readValueItem(block.text, /care|matter/i.test(block.heading));
      // An item of several sentences ("Paying people properly. If my practice…") is read
      // sentence by sentence below.
      if (finding || sentencesOf(block.text).length < 2) {
        if (read.has(block.text)) continue;
        read.add(block.text);
        budget--;
        if (finding) found.push({ ...finding, quote: block.text, order: 100 + block.index });
        continue;
      }
    }
    if (block.section === 'beliefs' && !firstPerson) {
      // Their own list of what they hold true ("What I believe about engineering: Simple systems
      // outlive clever ones."): each statement a belief, in their words.
      if (read.has(block.text)) continue;
      read.add(block.text);
      budget--;
      for (const sentence of sentencesOf(block.text).slice(0, 4)) {
        const finding = readBeliefItem(sentence);
        if (finding) found.push({ ...finding, quote: sentence, order: 100 + block.index });
      }
      continue;
    }
    if (block.section === 'qualities' && !firstPerson) {
      if (read.has(block.text)) continue;
      read.add(block.text);
      budget--;
      for (const sentence of sentencesOf(block.text).slice(0, 6)) {
        // "Passionate towards learning new skills", "Committed to…": what drives them, a value.
        // "Believe in hard work", "Value fair deals": a line of theirs without its "I".
        const finding =
          readSummaryLine(sentence, false) ??
          readElidedFirstPerson(sentence, false) ??
          readQuality(sentence);
        if (finding) found.push({ ...finding, quote: sentence, order: 100 + block.index });
        // A quality of character in a strengths list ("Hardworking and honest") says how they
        // work as well as what they hold to: quoted as a strength too.
        if (finding?.dimension === 'values' && readQuality(sentence)?.dimension === 'values') {
          const own = sentence.replace(/[\s.;,]+$/, '');
          found.push({
            dimension: 'behaviours',
            // In title case without a full stop it is named a strength before it is quoted.
            statement:
              headerLike(own) && !/[.!]$/.test(sentence)
                ? `Your strengths include “${own}”.`
                : `You name “${own}” as one of your strengths.`,
            score: 0,
            quote: sentence,
            order: 100 + block.index,
          });
        }
      }
      continue;
    }
    const goal = !firstPerson && GOAL_LINE.test(block.text);
    const aboutThem =
      bio !== undefined && sentencesOf(block.text).some((s) => toFirstPerson(s, bio) !== undefined);
    const ownList = block.section === 'values' || block.section === 'beliefs';
    if (!firstPerson && experience === 'none' && !summary && !goal && !aboutThem && !ownList)
      continue;
    // A block repeated word for word (a report's running header, boilerplate) is read once.
    if (read.has(block.text)) continue;
    read.add(block.text);
    // What a project is ("Description: The system lets dealers…", "Synopsis: …") describes the
    // product, not what the person did: its sentences are skipped until their role or
    // responsibilities are named again.
    let describing = false;
    for (const [n, sentence] of sentencesOf(block.text).entries()) {
      if (budget <= 0) break;
      if (/\?$/.test(sentence)) {
        asked = questionFrame(sentence);
        continue;
      }
      if (asked && !FIRST_PERSON(sentence) && /\p{L}{3}/u.test(sentence)) {
        const answer = sentence.replace(/[\s,;:–—-]+$/, '');
        found.push({
          dimension: asked.dimension,
          statement: `Asked ${asked.question}, you answer: “${/[.!]$/.test(answer) ? answer : `${answer}.`}”`,
          score: 1,
          quote: sentence,
          order: 100 + block.index,
        });
        answerBlock = block.index;
        continue;
      }
      // A first-person sentence of the answer is read as any other; what no reading places is
      // still their answer to the question, quoted under it.
      const frame = asked;
      if (frame) answerBlock = block.index;
      if (PROJECT_ABOUT.test(sentence)) describing = true;
      if (OWN_PART.test(sentence)) describing = false;
      if (describing) continue;
      if (QUOTED(sentence)) continue;
      // "I hereby declare that the above is true…": a form's formula, nothing the person did.
      if (/\bhereby\b/i.test(sentence)) continue;
      const own = file.kind === 'cv' || !report;
      // "Responsibilities: Felled…", "Job description: Planting…": the label names what follows
      // as their own work; the work is read, and quoted, without it.
      const labelled = OWN_PART_LEAD.exec(sentence);
      if (labelled && experience !== 'none') {
        const work = sentence.slice(labelled[0].length);
        if (--budget < 0) break;
        const finding = readBlockSentence(work, block, 0, experience, own, bio);
        if (finding)
          found.push({ ...finding, quote: finding.quote ?? work, order: 100 + block.index });
        continue;
      }
      // Under their own heading of values or beliefs, a sentence without "I" beside sentences
      // with one ("Safety and honesty with clients. I have walked away from…") is still an item
      // of that list; the sentences with "I" are read as any other.
      if ((block.section === 'values' || block.section === 'beliefs') && !FIRST_PERSON(sentence)) {
        if (--budget < 0) break;
        const item =
          block.section === 'beliefs'
            ? readBeliefItem(sentence)
            : n === 0
              ? readValueItem(sentence, /care|matter/i.test(block.heading))
              : undefined;
        if (item) found.push({ ...item, quote: sentence, order: 100 + block.index });
        continue;
      }
      // "I once believed that…, but I gave that up": a belief given up, and its clause that points
      // back to it, say nothing the person holds or did.
      if (FIRST_PERSON(sentence) && beliefGivenUp(sentence)) continue;
      // "I stopped believing that in 2015": a view given up, told as an event; not a deed.
      if (/\b(?:stopped|quit|gave up) (?:believing|thinking)\b/i.test(sentence)) continue;
      // A first-person sentence of two clauses ("…, and I keep putting off…") says two things:
      // each is read on its own, and both quote the whole sentence.
      // A habit with its cost in the second clause ("…, and my own work slips") is read whole.
      const parts =
        FIRST_PERSON(sentence) && !habitWithCost(sentence) ? clausesOf(sentence) : [sentence];
      const findings: Finding[] = [];
      for (const part of parts) {
        if (--budget < 0) break;
        const finding = readBlockSentence(part, block, n, experience, own, bio);
        if (finding) findings.push(finding);
      }
      // "I love this work and I hope to lead…": when only one clause of a sentence without a
      // comma says something, and the whole sentence says the same, the whole is kept (it loses
      // nothing of what they wrote).
      // Nor when neither clause says anything alone ("I avoided conflict as a junior and I still
      // avoid it now": the second points back to the first).
      if (parts.length > 1 && findings.length <= 1 && !/[,;]/.test(sentence)) {
        const whole = readBlockSentence(sentence, block, n, experience, own, bio);
        if (whole && (findings.length === 0 || whole.dimension === findings[0]?.dimension))
          findings.splice(0, findings.length, whole);
      }
      // Two clauses telling one limit ("I measure myself against them, and I never come out
      // well"): the second means little alone, so the sentence is stated whole, once.
      const limits = findings.filter((f) => /^limiting/.test(f.dimension));
      if (limits.length >= 2 && limits.every((f) => f.dimension === limits[0]?.dimension)) {
        const whole = readBlockSentence(sentence, block, n, experience, own, bio);
        if (whole && whole.dimension === limits[0]?.dimension) {
          findings.splice(
            0,
            findings.length,
            ...findings.filter((f) => !limits.includes(f)),
            whole,
          );
        }
      }
      if (
        findings.length === 0 &&
        frame &&
        !/\?$/.test(sentence) &&
        !GIVEN_UP.test(sentence) &&
        // "I know it undermines what I said in question 3": a sentence about another sentence.
        !/\b(?:it|this|that|he|she|they)\b (?:\w+ )?(?:is|was|are|were|isn['’]t|undermines|means|makes|shows|proves)\b|\bquestion \d/i.test(
          sentence,
        ) &&
        /\p{L}{3}/u.test(sentence)
      ) {
        const answer = sentence.replace(/[\s,;:–—-]+$/, '');
        findings.push({
          dimension: frame.dimension,
          statement: `Asked ${frame.question}, you answer: “${/[.!]$/.test(answer) ? answer : `${answer}.`}”`,
          score: 1,
        });
      }
      for (const finding of findings) {
        // "Today I said yes to the rebrand", "talked to Sophie at lunch yesterday": a diary's
        // one-off event is not how they work. A habit said with it ("again", "as usual") stays.
        if (
          finding.dimension === 'behaviours' &&
          ONE_OFF.test(sentence) &&
          !HABITUAL.test(sentence)
        )
          continue;
        found.push({ ...finding, quote: finding.quote ?? sentence, order: 100 + block.index });
      }
    }
  }
  return [...found, ...beliefsToo(found)];
}

/**
 * What a form's question asks about, when it asks the member what matters to them, what they aim
 * for or what they believe: the question as a clause after "Asked" ("what matters most to you at
 * work"). Questions about limits are left to the answer's own words.
 */
const QUESTION_FRAMES: Array<[RegExp, InsightDimension]> = [
  [
    /^what (?:matters|is important|counts) (?:most |the most )?to you\b|^what do you (?:most )?(?:value|care about)\b|^what (?:motivates|drives|energi[sz]es|inspires) you\b/i,
    'values',
  ],
  [
    /^what (?:do|would) you (?:most )?(?:want|like|hope) to (?:achieve|do|become|be)\b|^where (?:do|would) you (?:want|hope|like|see yourself)\b|^what (?:are|is) your (?:\w+ )?(?:goals?|aims?|ambitions?)\b/i,
    'vision',
  ],
  [/^what do you (?:believe|hold to be true)\b/i, 'beliefs'],
  [
    /^what (?:gets in|stands in|is in) your way\b|^what (?:holds|is holding) you back\b|^what stops you\b/i,
    'limitingBehaviours',
  ],
];

/** "What do you value most", "Where would you like to be": the question as a clause. */
function asClause(question: string): string {
  return question
    .replace(/^(what|where|how|which \w+) (?:do|does) you /i, '$1 you ')
    .replace(/^(what|where|how|which \w+) would you /i, '$1 you would ');
}

/** An answer's sentence about a view or habit given up is not held now, whatever was asked. */
const GIVEN_UP = /\bused to\b|\bno longer\b|\bstopped (?:believing|thinking|doing)\b|\bgave up\b/i;

function questionFrame(
  question: string,
): { question: string; dimension: InsightDimension } | undefined {
  const q = question.trim();
  for (const [re, dimension] of QUESTION_FRAMES) {
    if (re.test(q)) {
      return {
        question: asClause(q.charAt(0).toLowerCase() + q.slice(1).replace(/\?+$/, '')),
        dimension,
      };
    }
  }
  return undefined;
}

/**
 * "I believe in teamwork", "Belief in team work as a member and a leader", "Believes in finishing
 * what she starts": what they believe in is a value (read above) and a conviction as well, so it
 * is also a belief, in the person's words: the first-person sentence quoted, an item listed
 * "among your beliefs". Not "I believe in myself" (confidence), and only what was read as a value.
 */
const BELIEVES_IN =
  /^(?:I (?:\w+ )?believe in (?!myself|me\b|you\b)|(?:(?:also|always|truly|firmly|strongly) )?believes? in\s|(?:(?:a |my )?(?:strong|firm|deep|great) )?belief in\s)/i;
const BELIEVER_IN =
  /^(?:(?:a|an) )?(?:(?:strong|firm|great|big|true|staunch|passionate|keen) )?believer in\s/i;
function beliefsToo(found: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of found) {
    if (c.dimension !== 'values') continue;
    const quote = c.quote
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s,;:–—-]+$/, '');
    if (!(BELIEVES_IN.test(quote) || BELIEVER_IN.test(quote)) || quote.length > 200) continue;
    const own = /[.!]$/.test(quote) ? quote : `${quote}.`;
    // "Firm believer in…" is restated as who they are under values ("You are a firm believer
    // in…"); the belief quotes their line, as a first-person one is.
    const statement =
      /^I\b/.test(quote) || BELIEVER_IN.test(quote)
        ? `In your words: “${own}”`
        : `You list “${own.replace(/[.!]$/, '')}” among your beliefs.`;
    out.push({ ...c, dimension: 'beliefs', statement });
  }
  return out;
}

/** A label that opens what a project is about ("Job description:" is the person's own work). */
const PROJECT_ABOUT =
  /(?:^|\s)(?:project description|(?<!\b(?:job|role|work)\s)description|synopsis|about (?:the )?project|project overview|overview)\s*:\s/i;
/** A label that opens the person's own part in it. */
const OWN_PART =
  /(?:^|\s)(?:responsibilities|roles? and responsibilities|my role|contributions?|duties|tasks|achievements|(?:job|role|work) description)\s*:\s/i;

/** That label opening a line of work, run into it: "Responsibilities: Felled…". */
const OWN_PART_LEAD =
  /^(?:(?:key |main |job |my )?responsibilities|roles? (?:and|&) responsibilities|duties(?: (?:and|&) responsibilities)?|(?:job|role|work) description)\s*[:–-]\s*(?=[A-Z])/i;

/** At most this many blind spots or areas for development from one file. */
const WATCHOUTS_PER_FILE = 1;

/** The index of the first block of a block's section: one statement per section. */
function headingKey(block: Block, blocks: Block[]): number {
  let i = block.index;
  while (
    i > 0 &&
    blocks[i - 1]?.section === block.section &&
    blocks[i - 1]?.heading === block.heading
  ) {
    i--;
  }
  return i;
}

/**
 * A line of a blind-spot or development section, kept in its words. A report's line speaks to its
 * reader ("You may tend to take on too much…"): its first sentence, when it says what the reader
 * does, not advice ("Be sure to…"). The person's own line ("Delegating more", "I say yes too
 * often") is quoted whole.
 */
function readWatchout(text: string, report: boolean): Candidate | undefined {
  const first = sentencesOf(text)[0];
  if (!first || first.length > 240 || QUOTED(first) || /[?]$/.test(first)) return undefined;
  // A whole sentence, not a heading the section ran into ("Your type at work").
  if (report && (!/[.!]$/.test(first) || first.split(' ').length < 6)) return undefined;
  const own = first.replace(/[\s,;:–—-]+$/, '');
  const sentence = /[.!]$/.test(own) ? own : `${own}.`;
  if (report) {
    // "You place…", "You may tend to…", "Your drive can…": about the reader, not an instruction.
    if (
      !/^(?:You|Your)\b/.test(sentence) ||
      /^You (?:should|must|need to|might want to)\b/.test(sentence)
    ) {
      return undefined;
    }
    return {
      dimension: 'limitingBehaviours',
      statement: `A blind spot your report names: “${sentence}”`,
      score: 1,
      quote: first,
      order: 0,
    };
  }
  if (/\b(?:you|your)\b/i.test(sentence) || sentence.split(' ').length < 2) return undefined;
  return {
    dimension: 'limitingBehaviours',
    statement: `An area you name for development: “${sentence}”`,
    score: 1,
    quote: first,
    order: 0,
  };
}

/** A line that names an aim before a colon ("Career goal: …"). */
/**
 * "Target role: Operations Lead, meal-kit kitchens": the role they aim for, named by its label.
 * A title is not a sentence to rewrite, so it is quoted after a clause that says what it is.
 */
const TARGET_ROLE =
  /^(?:target|desired|ideal|next|preferred|sought)\s+(?:role|position|job|title)s?\s*(?::-|[:–—])\s*(.{4,160}?)[.\s]*$/i;
function readTargetRole(sentence: string): Finding | undefined {
  const m = TARGET_ROLE.exec(sentence.replace(/\s+/g, ' ').trim());
  const role = m?.[1]?.trim();
  if (!role || hasContactDetail(role) || DATE_RANGE.test(role)) return undefined;
  return { dimension: 'vision', statement: `The role you are aiming for: ${role}.`, score: 1 };
}

const DOING_HEADING =
  /^(?:what i(?:['’]m| am) (?:already |currently |now )?doing(?: about it| so far)?|(?:steps|things) i(?:['’]m| am) (?:already )?taking|what i(?:['’]m| am) working on)[:.]?$/i;

const YOUR_RESULT =
  /(?:^|(?<=[.!?]\s))(?:your (?:result|results|profile|score|scores|reading)|what this means for you|about you|in practice)\s*[:–—-]\s*/i;
/** Hedged words a report uses for what may hold the person back. */
const REPORT_LIMIT =
  /\b(?:avoid|avoids|delay|delays|soften|postpone|difficulty|hard to|struggle|self-critical|critical of yourself|go over|dwell|worry|hesitate|hold back|overcommit|take on too much|reluctan\w*)\b/i;
function readReportResult(text: string): Array<Finding & { quote: string }> {
  const out: Array<Finding & { quote: string }> = [];
  for (const sentence of sentencesOf(text).slice(0, 4)) {
    const s = sentence.replace(/\s+/g, ' ').trim();
    // A sentence about the person ("You …"), or one that says what may hold them back in words
    // about them ("…difficulty handing work over when you are unsure…"); whole, never advice.
    const aboutThem = /^You (?!should|could|might want|may want|can try|need to)\w/.test(s);
    const limit = REPORT_LIMIT.test(s);
    if (!(aboutThem || (limit && /\byou\b/i.test(s))) || s.length > 240 || !/[.!]$/.test(s))
      continue;
    if (/\b(?:consider|experiment|try to|we recommend|it is worth)\b/i.test(s)) continue;
    out.push({
      // Self-criticism and doubt are what they tell themselves; the rest what they do.
      dimension: /\bself-critical|critical of yourself|self-doubt|doubt yourself|criticism\b/i.test(
        s,
      )
        ? 'limitingBeliefs'
        : limit
          ? 'limitingBehaviours'
          : 'behaviours',
      statement: `Your report says ${aboutThem ? '' : 'that '}${s.charAt(0).toLowerCase()}${s.slice(1)}`,
      score: 1,
      quote: s,
    });
  }
  return out;
}

const ONE_OFF =
  /\b(?:today|yesterday|this (?:morning|afternoon|evening)|tonight|last night|earlier today|at lunch today|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
const HABITUAL =
  /\b(?:again|as usual|as always|every (?:day|time|week|night|morning)|always|still|keep|kept|each (?:day|week|time))\b/i;

const GOAL_LINE =
  /^(?:my )?(?:(?:career|carrier|job|professional|long[- ]term|short[- ]term|next|personal) )?(?:goal|aim|ambition|objective|mission|vision|aspiration)s?\s*(?::-|[:–—-])\s/i;

function readBlockSentence(
  sentence: string,
  block: Block,
  n: number,
  experience: Achievements,
  ownDocument: boolean,
  bio?: BioSubject,
): Finding | undefined {
  // Advice to a reader ("If you're asked…, be honest", "You should also be candid that…") and
  // someone else's words ("My mentor always says…") are never statements about the member. A
  // job's bullet in the imperative ("Prepare a weekly report") is a duty, read as before.
  if (
    someoneElsesWords(sentence) ||
    (addressedToReader(sentence) && (experience !== 'any' || /\byou\b/i.test(sentence)))
  ) {
    return undefined;
  }
  // "It is my goal to…", "Career aspiration is to…": an aim named as the subject of its
  // sentence, outside a job's bullets (where a goal is the project's).
  if (experience !== 'any') {
    const goalIsTo = readGoalIsTo(sentence);
    if (goalIsTo) return goalIsTo;
  }
  // "Dana believes…", "She has led…": a bio's sentence about the person, read as their own once
  // put in the first person (third-person.ts); when that transform is unsure, read as before.
  const aboutThem = bio && !FIRST_PERSON(sentence) ? toFirstPerson(sentence, bio) : undefined;
  if (aboutThem) {
    const own = readOwnSentence(aboutThem, ownDocument);
    if (own) return own;
  }
  // Under an "Objective" or "Career goals" heading, the first sentence says what they aim for,
  // even as a noun phrase ("A challenging role in a team where I can…").
  const aimHeading = AIM_HEADING.exec(block.heading.replace(/[:\s]+$/, '').toLowerCase());
  // A line under it that opens with a verb's base form ("Become a chartered surveyor", "Complete
  // my level 5 by June") is the aim itself: read as that label's ("Your goal is to become…").
  const aim = () => {
    if (!aimHeading || n !== 0) return undefined;
    // "Future plans", "What I'm looking for" name an aim without a word that says so.
    const named = aimHeading[0].replace(/s$/, '');
    const label = /(?:objective|goal|aim|aspiration|ambition|mission|vision)$/.test(named)
      ? named
      : 'aim';
    return readAimPhrase(label, sentence) ?? readLabelledGoal(`${label}: ${sentence}`);
  };
  // "What I'm already doing: Saving 15 % of every pay slip…": each item is what they do now,
  // said in the present ("You are saving…"), the tense the heading gives it.
  if (DOING_HEADING.test(block.heading.trim()) && n === 0) {
    const doing = readDoingNow(sentence);
    if (doing) return doing;
  }
  // A list under "Where I want to be", "Goals": each item that does not open on "I" names an aim
  // ("My own small practice…", "Living close enough to cycle to work"), whatever else it says.
  if (aimHeading && block.bullet && !/^I\b/.test(sentence)) {
    const named = aim();
    if (named) return named;
  }
  // "Value fair deals", "Believes in…", "Intend to qualify as…": a CV's line without its "I".
  // An aim only outside a job's bullets, where "Aim to close tickets…" is a duty.
  const elided = () =>
    ownDocument ? readElidedFirstPerson(sentence, experience !== 'any') : undefined;
  if (FIRST_PERSON(sentence)) {
    // "Career objective - To use my training as…": the label says it is an aim.
    const labelled = n === 0 && GOAL_LINE.test(sentence) ? readLabelledGoal(sentence) : undefined;
    if (labelled) return labelled;
    const own =
      readOwnSentence(sentence, ownDocument) ??
      elided() ??
      (experience !== 'any' ? readAimInRun(sentence) : undefined);
    if (own) return own;
    // "Committed to getting it right in all I do", "Passionate about helping my clients": what
    // drives them, with an "I" or "my" further on.
    if (block.section !== 'summary') {
      const commitment = readCommitmentLine(sentence, experience === 'any');
      if (commitment) return commitment;
    }
    // "Seeking a challenging role where I can…", "To obtain a position where I can grow": an
    // objective without its label, outside a job's bullets (where "To work with my lead on…" is a
    // duty). A "To…" line only with a career verb and a role or a place to work.
    if (block.section !== 'summary' && experience !== 'any' && UNLABELLED_AIM.test(sentence)) {
      const aim = readSummaryLine(sentence, false);
      if (aim?.dimension === 'vision') return aim;
    }
    // "Dedicated florist seeking a shop of my own": on a CV's opening lines, as below.
    if (block.section === 'none' && !block.bullet) {
      const seeking = personSeeking(sentence) ?? untitledSummary(sentence);
      if (seeking) return seeking;
    }
    // "I am in a search of a driver job": looking for work, its grammar off, quoted whole.
    const search = readJobSearch(sentence);
    if (search) return search;
    if (block.section !== 'summary') return own;
    // "Recent graduate seeking a role where I can apply…": a summary line with an "I" inside.
    return readSummaryLine(sentence) ?? aim();
  }
  if (n === 0 && GOAL_LINE.test(sentence)) return readLabelledGoal(sentence);
  if (n === 0) {
    const target = readTargetRole(sentence);
    if (target) return target;
  }
  const withoutI = elided();
  if (withoutI) return withoutI;
  // "Committed to safe sites", "Passionate about…": what drives them, wherever it stands.
  if (block.section !== 'summary') {
    const commitment = readCommitmentLine(sentence, experience === 'any');
    if (commitment) return commitment;
  }
  // A CV's opening self-description, before any heading ("Support worker dedicated to…"): who
  // they are and what drives them, read as it would be under "Summary".
  if (block.section === 'none' && !block.bullet) {
    const driven = readDrivenPerson(sentence);
    if (driven) return driven;
    const seeking = personSeeking(sentence) ?? untitledSummary(sentence);
    if (seeking) return seeking;
  }
  // "Looking to join a team that…", "Seeking a role in…": an aim wherever it stands; "To secure
  // a position in…" outside a job's bullets.
  if (
    SEEKING_OPENER.test(sentence) ||
    (experience !== 'any' && block.section !== 'summary' && UNLABELLED_AIM.test(sentence))
  ) {
    const aim = readSummaryLine(sentence, false);
    if (aim?.dimension === 'vision') return aim;
  }
  // "Duties included …": what the role asked of them, in their words, wherever it stands.
  if (experience !== 'none' && DUTIES.test(sentence)) return readDuties(sentence);
  // Only a bullet's first sentence is an achievement; later sentences of a bullet explain it.
  if (experience !== 'none' && (n === 0 || !block.bullet)) {
    const achievement =
      readAchievement(sentence, experience === 'past') ??
      (experience === 'any' && (n === 0 || !block.bullet) ? readDutyNoun(sentence) : undefined);
    // "Eager to learn new trades" is quoted as a line of theirs; what it says is a value.
    if (
      VIRTUE.test(sentence) &&
      (!achievement || achievement.statement.startsWith('In your words'))
    ) {
      return (
        readVirtueItem(sentence) ??
        readReadiness(sentence) ??
        achievement ??
        readVirtueInRun(sentence) ??
        (experience === 'past' ? readAimInRun(sentence) : undefined)
      );
    }
    // "Hard working", "Quick learner" as a bullet of its own: how they work, in their words.
    // Outside a job's bullets, an aim run into a flattened line ("…SQL Seeking a role in…").
    return (
      achievement ??
      readTraitItem(sentence) ??
      (experience === 'past' ? readAimInRun(sentence) : undefined)
    );
  }
  if (block.section === 'summary') {
    return (
      readSummaryLine(sentence) ??
      aim() ??
      (SUMMARY_DEED.test(sentence) ? readAchievement(sentence, true) : undefined)
    );
  }
  // "Eager to learn new trades", "Highly organised, committed to tidy sites": a quality of
  // character in a line of its own, wherever it stands, is a value.
  if (experience !== 'none' || block.section === 'none' || block.section === 'other') {
    return (
      readVirtueItem(sentence) ??
      readTraitItem(sentence) ??
      readVirtueInRun(sentence) ??
      readAimInRun(sentence)
    );
  }
  return undefined;
}

/**
 * A summary's line (a LinkedIn "About", a profile paragraph) that opens with what they did to a
 * counted or particular thing: "Solved 400+ puzzles…", "Delivered the first…", "Shipped three
 * apps…". A summary's other lines that open with a participle are who they are ("Registered nurse
 * with…", "Skilled engineer with…", "Experienced in…"), never something done: a noun or a
 * preposition follows them, not a number or an article.
 */
const SUMMARY_DEED =
  /^[A-Z][a-z]+\s+(?:\d[\d,.]*\+?|over \d|more than \d|(?:a|an|the|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands)\b)/;

/**
 * "Dedicated chemist seeking a lab role": who they are, then what they seek, read as a summary's
 * line; only when the words before name a person ("Trained staff seeking…" may be a deed).
 */
function personSeeking(sentence: string): Finding | undefined {
  const who = /^(.{3,80}?)\s+(?:seeking|looking (?:for|to))\b/i.exec(sentence);
  if (!who || !describesPerson(who[1] as string)) return undefined;
  const seeking = readSummaryLine(sentence, false);
  return seeking?.dimension === 'vision' ? seeking : undefined;
}

/**
 * The prose a CV opens with before its first heading is an untitled profile: the paragraph most
 * CVs head "Summary" or "Objective". Its sentences are read as a summary's are, for what the
 * person aims at or holds to ("Keen to build a career in…", "Interested in roles in…", "Integrity
 * guides everything I do"), never for a deed (that stays the achievement reading's). Only a
 * sentence with its full stop: a name, a job title or a line of contact details has none.
 */
function untitledSummary(sentence: string): Finding | undefined {
  if (!/[.!]$/.test(sentence.trim()) || sentence.split(/\s+/).length < 4) return undefined;
  // Shapes the narrower readings of an opening line already judge, with their look-alikes: "To
  // get the tests back…" (a task), "Trained staff seeking…" (a deed), "Looking forward to
  // meeting…" (a letter's), "Driven by a belt…" (a machine).
  if (/^to\s/i.test(sentence) || /\b(?:seeking|looking)\b/i.test(sentence)) return undefined;
  if (/^(?:driven|guided|motivated) by\b/i.test(sentence))
    return readCommitmentLine(sentence, false);
  const finding = readSummaryLine(sentence);
  return finding?.dimension === 'vision' ||
    finding?.dimension === 'values' ||
    finding?.dimension === 'beliefs'
    ? finding
    : undefined;
}

/** A line that opens with what the person seeks. */
const SEEKING_OPENER = /^(?:seeking|looking (?:to|for)|aspiring|aiming to|hoping to)\b/i;

/**
 * An objective written without its label: what they seek ("Seeking…", "Looking for…"), or "To"
 * with a verb of a career and a role or a place of work after it ("To obtain a position as…", "To
 * work in an organisation where…", "To become a…"). "To automate the reports", "To work on the
 * billing module" name a task.
 */
const UNLABELLED_AIM = new RegExp(
  `${SEEKING_OPENER.source}|^looking forward to\\b.{0,60}?\\b(?:positions?|roles?|jobs?|posts?|careers?|opportunit(?:y|ies))\\b|^To (?:obtain|secure|seek|pursue|achieve|attain|(?:get|find|join) (?:a|an)|work (?:with|in|for|at) (?:a|an)|be (?:a )?part of|be associated with|build (?:a|my) career|grow with)\\b.{0,80}?\\b(?:positions?|roles?|jobs?|posts?|careers?|organi[sz]ations?|compan(?:y|ies)|firms?|teams?|opportunit(?:y|ies)|environments?|institutions?|industry|employer)\\b|^To become (?:a|an)\\s`,
  'i',
);

/** A heading that names an aim: its first sentence is one. */
const AIM_HEADING =
  /(?:career |professional |personal )?(?:objective|goal|aim|aspiration|ambition|mission|vision|plan)s?$|looking for(?: next)?$|next steps?$|^where i (?:want|would like|'d like|’d like|hope|plan|intend|aim) to (?:be|go|get)(?: next| in (?:\w+ ){1,2}years?)?$|^where i see myself(?: in (?:\w+ ){1,2}years?)?$/;

/**
 * A statement with its brackets and quotation marks balanced, whatever the source line did: a
 * bracket never closed is cut off with what follows it, a closing one never opened is dropped,
 * and straight double quotes that do not pair are removed.
 */
export function balanced(statement: string): string {
  let out = '';
  let depth = 0;
  let cutAt = -1;
  for (const ch of statement) {
    if (ch === '(') {
      if (depth === 0) cutAt = out.length;
      depth++;
    } else if (ch === ')') {
      if (depth === 0) continue;
      depth--;
    }
    out += ch;
  }
  if (depth > 0 && cutAt > 0) {
    const end = /[.!?]["”]?$/.exec(out)?.[0] ?? '.';
    out = `${out.slice(0, cutAt).replace(/[\s,;:–—-]+$/, '')}${end.startsWith('.') ? end : '.'}`;
  }
  if ((out.match(/"/g) ?? []).length % 2 === 1) out = out.replace(/"/g, '');
  // A square bracket never closed ("…at [quizsite.", a link cut by a sentence break) ends it.
  const open = out.lastIndexOf('[');
  if (open > 0 && out.indexOf(']', open) === -1) {
    out = `${out
      .slice(0, open)
      .replace(/[\s,;:–—-]+$/, '')
      .replace(/\s+\S*$/, (w) => (/^\s+(?:at|on|in|from|via|to)$/i.test(w) ? '' : w))}.`;
  }
  // A space a PDF or a typist left before a comma or semicolon ("Leeds , York") is debris.
  return out.replace(/(\S) +([,;])(?=\s|$)/g, '$1$2');
}

const key = (statement: string) =>
  statement
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Builds the profile from the files: per file the best statements of each dimension, then the
 * files taken in turn so that one long file cannot fill a dimension alone.
 */
export function buildOfflineProfile(files: EvidenceFile[]): ProposedProfile {
  const perFile = files.map((file) => {
    const byDimension = new Map<InsightDimension, Candidate[]>();
    const seen = new Set<string>();
    for (const c of candidatesOf(file)) {
      const k = key(c.statement);
      if (seen.has(k)) continue;
      seen.add(k);
      const list = byDimension.get(c.dimension) ?? [];
      list.push(c);
      byDimension.set(c.dimension, list);
    }
    for (const list of byDimension.values()) {
      list.sort((a, b) => b.score - a.score || a.order - b.order);
    }
    return { file, byDimension };
  });

  const profile = {} as ProposedProfile;
  for (const dimension of INSIGHT_DIMENSIONS) {
    const chosen: ProposedStatement[] = [];
    const seen = new Set<string>();
    for (let round = 0; chosen.length < MAX_STATEMENTS_PER_DIMENSION; round++) {
      let any = false;
      for (const { file, byDimension } of perFile) {
        const c = byDimension.get(dimension)?.[round];
        if (!c) continue;
        any = true;
        if (chosen.length >= MAX_STATEMENTS_PER_DIMENSION) break;
        const k = key(c.statement);
        if (seen.has(k)) continue;
        seen.add(k);
        chosen.push({ statement: balanced(c.statement), fileId: file.id, quote: c.quote });
      }
      if (!any) break;
    }
    profile[dimension] = chosen;
  }
  return profile;
}

/**
 * Why a readable file gave no statement at all, in words a member can act on, with the kind of
 * document that would fill the profile. A file that says nothing of a person gets an honest empty
 * profile, never an invented one; this says which case it is, judged on the text's shape alone:
 * - not English: most of its words are in no English dictionary (the offline reader is English);
 * - a report the reader does not know: a psychometric file without a ranking it can read;
 * - a CV that only lists: its sections are skills, education, employers or dates, and no line
 *   says what the person did, aims at or holds to;
 * - not about its writer: no CV sections, no dated roles and no sentence in the first person
 *   (a test page, notes, an article).
 */
export function silentFileReason(file: EvidenceFile): string {
  const text = repairDebris(capText(file.text, PROFILE_LIMITS.maxCharsPerFile));
  const words = (text.match(/\p{L}{3,}/gu) ?? []).slice(0, 2_000);
  const english = words.filter((w) => isEnglishWord(w.toLowerCase())).length;
  if (words.length >= 20 && english < words.length / 2) {
    return 'Most of its words are not English, and the offline profile reads English only. An English CV, personal statement or report would fill it.';
  }
  if (file.kind === 'psychometric') {
    return 'It holds no ranking or scores of a report the profile knows (CliftonStrengths, VIA, Big Five, 16Personalities or MBTI, DISC). The report’s own results page, or a CV, would fill it.';
  }
  const blocks = blocksOf(text);
  const sectioned = blocks.some((b) => b.section !== 'none' && b.section !== 'other');
  const ownVoice = blocks.some((b) => FIRST_PERSON(b.text));
  if (sectioned || DATE_RANGE.test(text)) {
    return 'It lists things (skills, education, employers or dates) but no line says what you did, aim for or care about. Achievement bullets under each role, and a summary or objective in your own words, would fill it.';
  }
  if (!ownVoice) {
    return 'It does not read as a CV or a report about you: it has no sections such as experience or a summary, no dated roles and no sentence in your own voice. A CV, a personal statement or a strengths report would fill it.';
  }
  return 'Its sentences in your own voice say nothing the profile reads (an aim, a value, a belief, something you did or hold back from). A personal statement or a CV with achievement bullets would fill it.';
}
