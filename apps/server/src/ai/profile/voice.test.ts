import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { balanced, buildOfflineProfile } from './engine.js';
import { repairDebris } from './repair.js';
import {
  readAchievement,
  readCommitmentLine,
  readElidedFirstPerson,
  readLabelledGoal,
  readOwnSentence,
  readQuality,
  readSummaryLine,
} from './voice.js';

/**
 * Values, aims and doubts as people write them in CVs, statements and LinkedIn "About" sections,
 * and the look-alikes that must say nothing. Every sentence here is invented for the test.
 */

const dimensionOf = (sentence: string) => readOwnSentence(sentence, true)?.dimension;

describe('values in the first person', () => {
  it('reads what someone believes in, is passionate about, thrives on or is driven by', () => {
    expect(readOwnSentence('I believe in shipping small changes often.', true)).toEqual({
      dimension: 'values',
      statement: 'You believe in shipping small changes often.',
      score: 1,
    });
    expect(dimensionOf('My passion is helping apprentices find their feet.')).toBe('values');
    expect(dimensionOf('I thrive on untangling messy supply problems.')).toBe('values');
    expect(dimensionOf('What drives me is seeing a quiet team start to speak up.')).toBe('values');
    expect(dimensionOf('I love learning how old buildings were put together.')).toBe('values');
    expect(
      readOwnSentence(
        'My curiosity never stops even after hours, though I picked most of it up on NightOwl courses.',
        true,
      )?.dimension,
    ).toBe('values');
  });

  it('leaves a belief that, a belief in oneself and a named tool where they were', () => {
    expect(dimensionOf('I believe that short meetings make better decisions.')).toBe('beliefs');
    expect(dimensionOf('I believe in myself more than I did a year ago.')).toBe('beliefs');
    // A product or technology is not a value.
    expect(
      readOwnSentence("I'm passionate about Terraform, and I teach it.", true),
    ).toBeUndefined();
    expect(readOwnSentence('I have a passion for Figma.', true)).toBeUndefined();
  });

  it('reads a quality of character claimed with "I am"', () => {
    expect(readOwnSentence('I am an honest and hardworking person.', true)?.dimension).toBe(
      'values',
    );
    // "Responsible for" is a duty, not a quality.
    expect(readOwnSentence('I am responsible for the stock count every Friday.', true)).toBe(
      undefined,
    );
  });
});

describe('values in a strengths list or a summary', () => {
  it('reads qualities of character and a love of learning as values', () => {
    expect(readQuality('Honest, punctual and hardworking')).toEqual({
      dimension: 'values',
      statement: 'You describe yourself as honest, punctual and hardworking.',
      score: 0,
    });
    expect(readQuality('Eager to learn new trades')?.statement).toBe(
      'You describe yourself as eager to learn new trades.',
    );
    // In title case without a full stop, the item is quoted as written after "Your strengths
    // include", so it is never mistaken for a heading; with a full stop it is read as before.
    expect(readQuality('Strong Sense Of Fairness At Work')).toMatchObject({
      dimension: 'values',
      statement: 'Your strengths include “Strong Sense Of Fairness At Work”.',
    });
    expect(readQuality('Strong Sense Of Fairness At Work.')).toMatchObject({
      dimension: 'values',
      statement: 'You list “Strong Sense Of Fairness At Work” among your strengths.',
    });
    // A work habit says how someone works, not what they value.
    expect(readQuality('Hardworking and dedicated')).toMatchObject({
      dimension: 'behaviours',
      statement: 'You describe yourself as hardworking and dedicated.',
    });
  });

  it('keeps skills and duties as behaviours, and never describes a person as a noun', () => {
    expect(readQuality('Responsible for opening the shop')?.dimension).not.toBe('values');
    expect(readQuality('Clear written and spoken communication skills')).toMatchObject({
      dimension: 'behaviours',
      statement: 'You list “Clear written and spoken communication skills” among your strengths.',
    });
    expect(readQuality('Fast Learner.')?.statement).toBe(
      'You describe yourself as a fast learner.',
    );
    expect(readQuality('Fast Learner')?.statement).toBe('Your strengths include “Fast Learner”.');
  });

  it('gives a strengths line of character both as a value and as a strength', () => {
    const p = byDimension(
      ['Strengths', '• Loyal and dedicated', '• Calm under pressure', '', 'Experience'].join('\n'),
    );
    expect(p.values).toEqual(['You describe yourself as loyal and dedicated.']);
    expect(p.behaviours).toContain('You name “Loyal and dedicated” as one of your strengths.');
  });

  it('reads the item of a summary that names a quality of character', () => {
    expect(
      readSummaryLine('Organised, lifelong learner, good listener with a steady hand.'),
    ).toMatchObject({
      dimension: 'values',
      statement: 'You describe yourself as a lifelong learner.',
    });
    // Two people run together by a lost comma are not one phrase to restate: quoted as theirs.
    expect(readSummaryLine('Keen learner hard worker with a forklift licence.')?.statement).toBe(
      'In your words: “Keen learner hard worker with a forklift licence.”',
    );
    expect(readSummaryLine('Warehouse operative with six years of night shifts.')).toBeUndefined();
  });
});

describe('vision in a summary or an objective', () => {
  it('reads an aspiring role, roles they are interested in and an aim "to…"', () => {
    expect(
      readSummaryLine('Aspiring landscape architect with a background in horticulture.'),
    ).toEqual({
      dimension: 'vision',
      statement: 'You describe yourself as an aspiring landscape architect.',
      score: 1,
    });
    expect(
      readSummaryLine('Interested in data engineering roles in public health.')?.dimension,
    ).toBe('vision');
    expect(readSummaryLine('To pursue a career in marine conservation.')?.statement).toBe(
      'You aim to pursue a career in marine conservation.',
    );
    expect(
      readSummaryLine('Currently open to site manager roles in the north west.')?.statement,
    ).toBe('You are currently open to site manager roles in the north west.');
    expect(dimensionOf("I'm open to charity finance roles.")).toBe('vision');
    // A post applied for is a letter's target, not an aim, unless they say they want it.
    expect(dimensionOf('I am applying for the post of school business manager.')).toBeUndefined();
    expect(
      dimensionOf('I am applying for the post because I want to run a school office one day.'),
    ).toBe('vision');
    expect(dimensionOf('I am interested in working as a museum educator.')).toBe('vision');
    // An application made in the past, or skills applied, is not an aim.
    expect(dimensionOf('I applied for the post of deputy head in 2019.')).not.toBe('vision');
    expect(
      readOwnSentence('I am applying my welding skills to boat repair.', true),
    ).toBeUndefined();
    // An interest, or openness to feedback, is not an aim.
    expect(readSummaryLine('Interested in hiking, chess and baking.')).toBeUndefined();
    expect(readSummaryLine('Open to feedback and new ideas.')).toBeUndefined();
    expect(readOwnSentence('I am open to feedback from the whole crew.', true)).toBeUndefined();
  });

  it('restates an objective written as a noun phrase after its label', () => {
    expect(
      readLabelledGoal(
        'Objective: A supervisory role in a busy kitchen where I can train new cooks.',
      )?.statement,
    ).toBe('Your objective is a supervisory role in a busy kitchen where you can train new cooks.');
    expect(readLabelledGoal('Objective: Seeking an apprenticeship in joinery.')?.statement).toBe(
      'You are seeking an apprenticeship in joinery.',
    );
    // A header of names under the label is never an aim, nor a verb made of a company's name.
    expect(readLabelledGoal('Objective: Amazon Seattle, WA')).toBeUndefined();
    expect(readLabelledGoal('Objective: Harbour Freight Logistics, Hull')).toBeUndefined();
  });

  it('reads the first line under an objective heading as the aim', () => {
    const p = byDimension(
      [
        'CAREER OBJECTIVE',
        'A teaching assistant post in a primary school where I can support children with dyslexia.',
        '',
        'EXPERIENCE',
        '• Ran a weekly reading club for 14 pupils.',
      ].join('\n'),
    );
    expect(p.vision).toEqual([
      'Your career objective is a teaching assistant post in a primary school where you can support children with dyslexia.',
    ]);
  });

  it('reads "Looking to…" as an aim even among the bullets of a job', () => {
    const p = byDimension(
      ['Experience', '• Looking to join a studio that builds tools for small farms.'].join('\n'),
    );
    expect(p.vision).toEqual([
      'You are looking to join a studio that builds tools for small farms.',
    ]);
    expect(p.behaviours).toEqual([]);
  });
});

describe('limiting beliefs and behaviours in the first person', () => {
  it('reads perfectionism, overwork, trouble saying no and self-criticism', () => {
    expect(dimensionOf("I'm a perfectionist, so drafts sit on my desk for weeks.")).toBe(
      'limitingBehaviours',
    );
    expect(dimensionOf('I work most weekends to keep on top of the inbox.')).toBe(
      'limitingBehaviours',
    );
    expect(dimensionOf('I have trouble saying no when a colleague asks for a favour.')).toBe(
      'limitingBehaviours',
    );
    expect(dimensionOf("I can't switch off in the evenings.")).toBe('limitingBehaviours');
    expect(readOwnSentence("I'm my own harshest critic.", true)).toEqual({
      dimension: 'limitingBeliefs',
      statement: "You're your own harshest critic.",
      score: 1,
    });
    expect(dimensionOf('I doubt my judgement whenever a senior person is in the room.')).toBe(
      'limitingBeliefs',
    );
  });

  it('does not state a doubt or habit the person has left behind as held', () => {
    expect(readOwnSentence("I used to think I wasn't clever enough for university.", true)).toBe(
      undefined,
    );
    expect(readOwnSentence('I no longer say yes to everything.', true)).toBeUndefined();
    expect(dimensionOf('I stopped working weekends in 2022.')).not.toBe('limitingBehaviours');
    // Working with others late in a project is what they did, not overwork.
    expect(dimensionOf('I worked closely with the night team on the rota.')).not.toBe(
      'limitingBehaviours',
    );
  });

  it('keeps a burnout in its own tense', () => {
    expect(
      readOwnSentence('I burned out in my second year and took three months off.', true),
    ).toMatchObject({
      dimension: 'limitingBehaviours',
      statement: 'You burned out in your second year and took three months off.',
    });
  });
});

describe('no verb made from a noun in an achievement line', () => {
  it('quotes or drops a line whose opening word is a noun or a modifier', () => {
    expect(readAchievement('Company provides payroll software to 300 dental practices.')).toBe(
      undefined,
    );
    expect(readAchievement('Motorised paint sprayer makes coating faster and cleaner.')).toBe(
      undefined,
    );
    expect(readAchievement('Pedal operated water pump - final year project.')?.statement).toBe(
      'In your words: “Pedal operated water pump - final year project.”',
    );
    expect(
      readAchievement('Experience in fitting commercial kitchens for 4 hotel groups.')?.statement ??
        '',
    ).not.toMatch(/^You experience/);
    expect(
      readAchievement('Experienced in rewiring listed buildings.')?.statement ?? '',
    ).not.toMatch(/^You experienced/);
    expect(
      readAchievement('Team Lead for Harbourside - Retail Refit project.')?.statement,
    ).not.toMatch(/^You team\b/);
    expect(readAchievement('Hands on experience with CNC lathes and mills.')).toBeUndefined();
    // A company name that looks like a past tense, a plural noun before a name.
    expect(readAchievement('Brinxed Logistics Pvt. Ltd, Leeds.')).toBeUndefined();
    expect(readAchievement('Games Workshop description.')).toBeUndefined();
    // A real verb before a name is still read.
    expect(
      readAchievement('Organised Leeds Half Marathon volunteers for 3 years.')?.statement,
    ).toBe('You organised Leeds Half Marathon volunteers for 3 years.');
  });

  it('still reads a verb that is a noun as well when the line shows it', () => {
    expect(readAchievement('Run a monthly safety walk with 3 site leads.')?.statement).toBe(
      'You run a monthly safety walk with 3 site leads.',
    );
    expect(readAchievement('Handle quoting, invoicing and supplier calls.')?.statement).toBe(
      'You handle quoting, invoicing and supplier calls.',
    );
    expect(readAchievement('Reduced call backs per engineer by 40% in a year.')?.statement).toBe(
      'You reduced call backs per engineer by 40% in a year.',
    );
  });
});

describe('document structure that hid a section', () => {
  it('ends a strengths section at a capitals label after a sentence or a glued heading', () => {
    const p = byDimension(
      [
        'STRENGTHS: • Patient and loyal. • Calm with customers. WORKSHOP EXPERIENCE: • Rebuilt 12 gearboxes for a local garage. Training Details',
        'Automotive engineering',
      ].join('\n'),
    );
    expect(p.behaviours).toContain('You rebuilt 12 gearboxes for a local garage.');
    expect(p.behaviours.join(' ')).not.toMatch(/automotive engineering/i);
  });

  it('never takes an item of a numbered list for a heading', () => {
    expect(repairDebris('Tools I picked up on my own:\n1. SQL\n2. Excel')).toBe(
      'Tools I picked up on my own:\n1. SQL\n2. Excel',
    );
    expect(repairDebris('• Self - taught\n• Harbour Motors - analysed defects')).toBe(
      '• Self-taught\n• Harbour Motors - analysed defects',
    );
    expect(repairDebris('Kept the stores tidy. IT SKILLS')).toBe(
      'Kept the stores tidy.\nIT SKILLS',
    );
  });

  it('splits a numbered list run together on one line', () => {
    const p = byDimension(
      'QUALITIES 1. Loyalty and patience 2. Calm: able to stay steady with upset callers 3. Quick with figures',
    );
    expect(p.values).toEqual(['You list “Loyalty and patience” among your strengths.']);
    expect(p.behaviours).toContain(
      'You list “Calm: able to stay steady with upset callers” among your strengths.',
    );
  });

  it('cuts a link left open by a sentence break', () => {
    expect(balanced('You took the free test at [brightpath.')).toBe('You took the free test.');
  });

  it('passes the automatic checks on every new kind of statement', () => {
    const p = profileOf(
      [
        'Summary',
        'Aspiring nurse educator with ten years on surgical wards.',
        'Objective: A ward manager post where I can build a calmer handover.',
        'Strengths',
        '• Honest and hardworking',
        '',
        'About me',
        "I believe in explaining the why. I'm a perfectionist, so reports run late.",
      ].join('\n'),
    );
    const all = INSIGHT_DIMENSIONS.flatMap((d) => p[d]);
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const s of all) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  });
});

describe('blind spots and areas for development', () => {
  it("reads the first blind spot of a ranked report's leading theme, in the report's words", () => {
    const p = buildOfflineProfile([
      {
        id: 'r',
        name: 'strengths.pdf',
        kind: 'psychometric',
        text: [
          'CliftonStrengths report for Sam',
          '1. Focus',
          '2. Arranger',
          '3. Input',
          '4. Harmony',
          '5. Context',
          '',
          'WATCH OUT FOR BLIND SPOTS',
          '• You can fix on one goal so hard that you miss a better route beside it. Pause now and then.',
          '',
          'WATCH OUT FOR BLIND SPOTS',
          '• You may rearrange plans so often that others lose track of them.',
        ].join('\n'),
      },
    ]);
    expect(p.limitingBehaviours.map((s) => s.statement)).toEqual([
      'A blind spot your report names: “You can fix on one goal so hard that you miss a better route beside it.”',
    ]);
  });

  it("does not take a type report's blind spots, which describe the type, as the person's", () => {
    const p = buildOfflineProfile([
      {
        id: 'r',
        name: 'type-report.pdf',
        kind: 'psychometric',
        text: [
          'Your personality type report: ISTJ',
          'Introversion 70%',
          '',
          'Potential blind spots',
          'You may hold on to a plan after it has stopped working.',
        ].join('\n'),
      },
    ]);
    expect(p.limitingBehaviours).toEqual([]);
  });

  it("quotes a person's own area for development, and reads no other section as one", () => {
    const p = byDimension(
      [
        'Experience',
        '• Ran the weekend shift of 9 pickers.',
        '',
        'Areas for development',
        '• Handing routine paperwork to the team',
        '',
        'Areas of expertise',
        '• Stock rotation and cold-chain checks',
      ].join('\n'),
    );
    expect(p.limitingBehaviours).toEqual([
      'An area you name for development: “Handing routine paperwork to the team.”',
    ]);
  });
});

describe('the automatic check of a noun made a verb', () => {
  it("flags the quote's opening noun turned into the statement's verb, and only that", () => {
    expect(
      checkStatement(
        'You company supplies tiles to 40 builders.',
        'Company supplies tiles to 40 builders.',
      ),
    ).toContain('verb-from-noun');
    expect(
      checkStatement('You oversaw the refit of 3 branches.', 'Oversaw the refit of 3 branches.'),
    ).toEqual([]);
    expect(
      checkStatement('You also wrote the staff handbook.', 'I also wrote the staff handbook.'),
    ).toEqual([]);
  });
});

describe('a self-description among the bullets of a job', () => {
  it('reads a quality of character as a value, never a participle as something done', () => {
    const p = byDimension(
      [
        'Experience',
        '• Fitted 40 kitchens a year for a regional builder.',
        '• Highly organised tradesman with a strong work ethic, committed to tidy sites.',
        '• Eager to learn new trades.',
        '• Responsible to manage the van stock and tool checks.',
        '• Highly skilled in tiling and plastering.',
      ].join('\n'),
    );
    expect(p.values).toEqual([
      'In your words: “Highly organised tradesman with a strong work ethic, committed to tidy sites.”',
      'You describe yourself as eager to learn new trades.',
    ]);
    expect(p.behaviours.join(' ')).not.toMatch(/You organised tradesman|You skilled/);
  });

  it('reads a labelled objective written in the first person as the aim', () => {
    expect(
      byDimension(
        'notes - CAREER OBJECTIVE- To use my training as a dietitian to improve school meals.',
      ).vision,
    ).toEqual([
      'Your career objective is to use your training as a dietitian to improve school meals.',
    ]);
  });
});

describe('what was won, sought and doubted, told in a CV', () => {
  it('reads a contest or business won as an achievement, never a place or a grant received', () => {
    expect(readAchievement('Won 2 silver medals at the county fencing open.')?.statement).toBe(
      'You won 2 silver medals at the county fencing open.',
    );
    expect(
      readOwnSentence('I won the Ellery Mills contract against three agencies.', true),
    ).toEqual(
      expect.objectContaining({
        dimension: 'behaviours',
        statement: 'You won the Ellery Mills contract against three agencies.',
      }),
    );
    expect(readAchievement('Won a place on the regional leadership scheme.')).toBeUndefined();
    expect(readOwnSentence('I won a bursary for my final year.', true)).toBeUndefined();
  });

  it('reads being in search of or on the lookout for a role as an aim, not a negated one', () => {
    expect(dimensionOf('I am currently in search of a junior surveyor role.')).toBe('vision');
    expect(dimensionOf("I'm on the lookout for a part-time coaching job.")).toBe('vision');
    expect(dimensionOf('I am not in search of a new employer.')).toBeUndefined();
  });

  it('reads feeling a fraud as a doubt, never fraud as the topic of the work', () => {
    expect(dimensionOf('I often feel like a fraud in client meetings.')).toBe('limitingBeliefs');
    expect(dimensionOf('I built a fraud alert service for card payments.')).toBe('behaviours');
  });
});

describe('a LinkedIn-style summary', () => {
  it('reads a deed done to a counted or particular thing, never a title with a participle', () => {
    const p = byDimension(
      [
        'Summary',
        'Registered nurse with eight years on acute wards.',
        'Shipped three mobile apps used by 20,000 commuters.',
        'Experienced in rota planning.',
        'Qualified electrician with a clean record.',
        'Solved 300+ puzzles on two coding sites.',
      ].join('\n'),
    );
    expect(p.behaviours).toEqual([
      'You shipped three mobile apps used by 20,000 commuters.',
      'You solved 300+ puzzles on two coding sites.',
    ]);
  });
});

describe('vision and values as summaries, goal lists and letters phrase them', () => {
  it('reads aims and values of the first person in their usual variants', () => {
    expect(readOwnSentence('My long-term aim is to run a community kitchen.', true)).toEqual({
      dimension: 'vision',
      statement: 'Your long-term aim is to run a community kitchen.',
      score: 1,
    });
    expect(dimensionOf('Time with my children comes first for me.')).toBe('values');
    expect(dimensionOf('Mentoring apprentices means a lot to me.')).toBe('values');
    expect(dimensionOf('Patience and candour are the values I work by.')).toBe('values');
    expect(dimensionOf('I have always believed that small shops hold a street together.')).toBe(
      'beliefs',
    );
    // What it does not cover stays unread.
    expect(dimensionOf('The report means a lot of work for the team.')).toBeUndefined();
  });

  it('reads the aims and values a personal statement or essay puts in its own words', () => {
    expect(dimensionOf('I hope one day to teach sailing to children.')).toBe('vision');
    expect(dimensionOf('I want my designs to make clinics less frightening.')).toBe('vision');
    expect(dimensionOf('I have known for years that I want a career outdoors.')).toBe('vision');
    expect(dimensionOf('That is why I am applying to study veterinary science.')).toBe('vision');
    expect(dimensionOf("I'm determined to finish my degree part-time.")).toBe('vision');
    expect(dimensionOf('I see my future in adult education.')).toBe('vision');
    expect(dimensionOf('My main goal is a permanent post in a hospice.')).toBe('vision');
    expect(dimensionOf("I'm excited to start a new career in horticulture.")).toBe('vision');
    expect(dimensionOf('The most rewarding part of my job is seeing a shy pupil speak up.')).toBe(
      'values',
    );
    expect(dimensionOf('What I enjoy most is fixing things with my hands.')).toBe('values');
    expect(dimensionOf('I am a manager who values plain speaking.')).toBe('values');
    expect(dimensionOf('I have a strong sense of fairness.')).toBe('values');
    expect(dimensionOf('Kindness is at the heart of everything I do.')).toBe('values');
    expect(dimensionOf('I always put my patients first.')).toBe('values');
    expect(dimensionOf('Volunteering taught me the value of patience.')).toBe('values');
    expect(
      dimensionOf('Coaching the under-12s on Saturdays gives me a real sense of purpose.'),
    ).toBe('values');
    expect(dimensionOf('Curiosity is what keeps me going.')).toBe('values');
    expect(dimensionOf('I find it rewarding to see a garden take shape.')).toBe('values');
    expect(dimensionOf('I enjoy helping people find their way.')).toBe('values');
    expect(dimensionOf("I'm committed to fair pay for carers.")).toBe('values');
    expect(dimensionOf('I am ready for a new challenge in logistics.')).toBe('vision');
    expect(dimensionOf('I am keen to develop my coaching skills.')).toBe('vision');
    expect(dimensionOf('I am drawn to midwifery because every day is different.')).toBe('values');
    expect(readOwnSentence('Your work on clean rivers resonates with me.', true)?.statement).toBe(
      'In your words: “Your work on clean rivers resonates with me.”',
    );
    expect(dimensionOf('I was drawn into a long dispute with a landlord.')).toBeUndefined();
    // A letter's closing formula is no aim; a thought realised is no deed.
    expect(
      dimensionOf('I would welcome the opportunity to discuss my application.'),
    ).toBeUndefined();
    expect(dimensionOf('I realised that I had outgrown the role.')).toBeUndefined();
    // Look-alikes: a deadline, a chore done first, an aim given up or denied.
    expect(dimensionOf('I am working to tight deadlines on the audit.')).not.toBe('vision');
    expect(dimensionOf('I put the kettle on first every morning.')).not.toBe('values');
    expect(dimensionOf('I wanted a career in law but chose nursing.')).toBeUndefined();
    expect(dimensionOf('I do not want a career in sales.')).toBeUndefined();
  });

  it('reads a summary that says who the person is and what drives them, and only that', () => {
    expect(
      readSummaryLine('Patient bus driver committed to getting older passengers home safely.'),
    ).toEqual({
      dimension: 'values',
      statement: 'You are a patient bus driver committed to getting older passengers home safely.',
      score: 1,
    });
    expect(
      readSummaryLine('Lab technician with six years in pathology, dedicated to careful work.')
        ?.statement,
    ).toBe('You are a lab technician with six years in pathology, dedicated to careful work.');
    expect(
      readSummaryLine('Reliable kitchen porter who takes pride in a spotless pass.')?.dimension,
    ).toBe('values');
    // A deed, or a named technology, is not what drives them.
    expect(readSummaryLine('Managed crews committed to the new rota.')).toBeUndefined();
    expect(readSummaryLine('Mobile developer passionate about Flutter.')).toBeUndefined();
    expect(readSummaryLine('Aspiring to become a midwife.')?.dimension).toBe('vision');
    expect(readSummaryLine('Bookkeeper retraining as a tax adviser.')).toEqual({
      dimension: 'vision',
      statement: 'You are a bookkeeper retraining as a tax adviser.',
      score: 1,
    });
    expect(readSummaryLine('Moved from Derby to Hull in 2020.')).toBeUndefined();
  });

  it('reads such a description before any heading, and each line of a goals list', () => {
    const p = byDimension(
      [
        'Ola Brandt',
        'Friendly library assistant passionate about getting teenagers reading.',
        'Career goals',
        '- Qualify as a chartered librarian',
        '- Run my own reading group for teens',
        'Experience',
        'Library Assistant, Hillside Library 2021 - 2024',
        '- Organised 30 holiday reading events.',
      ].join('\n'),
    );
    expect(p.values).toEqual([
      'You are a friendly library assistant passionate about getting teenagers reading.',
    ]);
    expect(p.vision).toEqual([
      'Your career goal is to qualify as a chartered librarian.',
      'Your career goal is to run your own reading group for teens.',
    ]);
  });

  it("quotes a sentence that speaks of the letter's reader, whose 'your' is not the person's", () => {
    expect(readOwnSentence('I would love the chance to join your ward team.', true)).toEqual({
      dimension: 'vision',
      statement: 'In your words: “I would love the chance to join your ward team.”',
      score: 1,
    });
  });

  it("never reads a letter's greeting or sign-off into a sentence", () => {
    const p = byDimension(
      [
        'Dear recruitment team,',
        'I would like to become a warehouse supervisor.',
        'Kind regards,',
        'Sam Oduya',
      ].join('\n'),
    );
    expect(p.vision).toEqual(['You would like to become a warehouse supervisor.']);
    expect(p.vision.some((v) => v.startsWith('Dear'))).toBe(false);
  });

  it('reads a value list item that is a noun with its complement, and a virtue among skills', () => {
    const values = byDimension('Core values\n- Respect for people\n- Care for the coast').values;
    expect(values).toEqual(['You value respect for people.', 'You value care for the coast.']);
    const skills = byDimension(
      'KEY SKILLS: • Pallet wrapping • Loyal & punctual • Counterbalance licence • Excel',
    ).values;
    expect(skills).toEqual(['You describe yourself as loyal.']);
  });
});

describe('headings that name an aim or what moves the person', () => {
  it('reads the lines under aspirations, plans, mission and motivations headings', () => {
    const p = byDimension(
      [
        'Ambitions',
        'Run the regional food-safety team.',
        '',
        'Personal mission',
        'To make every shift start on time.',
        '',
        'What motivates me',
        '- Fairness on the shop floor',
        '- Teaching a new starter the ropes',
      ].join('\n'),
    );
    expect(p.vision).toEqual([
      'Your ambition is to run the regional food-safety team.',
      'Your personal mission is to make every shift start on time.',
    ]);
    expect(p.values).toEqual([
      'You value fairness on the shop floor.',
      'You value teaching a new starter the ropes.',
    ]);
  });
});

describe('a CV line that leaves its "I" out', () => {
  it('reads a verb of valuing or aiming with no subject, in the first or the third person', () => {
    expect(readElidedFirstPerson('Value plain speaking and fair deals.')).toEqual({
      dimension: 'values',
      statement: 'You value plain speaking and fair deals.',
      score: 1,
    });
    expect(readElidedFirstPerson('Believes in finishing every job properly.')?.statement).toBe(
      'You believe in finishing every job properly.',
    );
    expect(readElidedFirstPerson('Take great pride in a tidy workshop.')?.dimension).toBe('values');
    expect(
      readElidedFirstPerson('Intend to qualify as a quantity surveyor by next spring.'),
    ).toEqual({
      dimension: 'vision',
      statement: 'You intend to qualify as a quantity surveyor by next spring.',
      score: 1,
    });
    expect(readElidedFirstPerson('Would like to move into teaching.')?.statement).toBe(
      'You would like to move into teaching.',
    );
    expect(readElidedFirstPerson('Wants to run a small bakery of his own one day.')).toEqual({
      dimension: 'vision',
      statement: 'In your words: “Wants to run a small bakery of his own one day.”',
      score: 1,
    });
  });

  it('quotes a line that turns to another person halfway', () => {
    expect(readElidedFirstPerson('Value punctuality and is never late for a shift.')).toEqual({
      dimension: 'values',
      statement: 'In your words: “Value punctuality and is never late for a shift.”',
      score: 1,
    });
  });

  it('leaves compound nouns, advice, duties and other verbs alone', () => {
    expect(readElidedFirstPerson('Value stream mapping for the paint line.')).toBeUndefined();
    // "Value" as the subject, a noun: a preposition, a conjunction, a figure or a verb of its own.
    expect(readElidedFirstPerson('Value of parcels shipped rose by a third.')).toBeUndefined();
    expect(readElidedFirstPerson('Values in the stock sheet were checked.')).toBeUndefined();
    expect(readElidedFirstPerson('Value at risk reports for the desk.')).toBeUndefined();
    expect(readElidedFirstPerson('Values and behaviours workshop for starters.')).toBeUndefined();
    expect(readElidedFirstPerson('Value 3 million in signed orders.')).toBeUndefined();
    expect(readElidedFirstPerson('Value checked against the till roll.')).toBeUndefined();
    expect(readElidedFirstPerson('Want to know more? Ring the office.')).toBeUndefined();
    expect(readElidedFirstPerson('Value-added services for retail clients.')).toBeUndefined();
    expect(readElidedFirstPerson('Value your team and they will stay.')).toBeUndefined();
    expect(readElidedFirstPerson('Plans and schedules weekly deliveries.')).toBeUndefined();
    expect(readElidedFirstPerson('Cares for four residents on the night shift.')).toBeUndefined();
    expect(readElidedFirstPerson('Wanted to become a pilot as a boy.')).toBeUndefined();
    // A plan's title and a project's description, not the person's aim.
    expect(readElidedFirstPerson('Plan to cut depot energy use by a tenth.')).toBeUndefined();
    expect(readElidedFirstPerson('Aims to match drivers with loads in real time.')).toBeUndefined();
    // In a job's bullets an aim is a duty: read only where aims may be.
    expect(
      readElidedFirstPerson('Aim to answer every ticket within a day.', false),
    ).toBeUndefined();
  });

  it('reads them in a CV wherever they stand, and after an objective label', () => {
    const p = byDimension(
      [
        'Languages: English, Tamil',
        'Value honesty with customers and clear prices.',
        'Would like to move into product design.',
        '',
        'Objective: Intend to build a long career in hospital pharmacy.',
      ].join('\n'),
    );
    expect(p.values).toContain('You value honesty with customers and clear prices.');
    expect(p.vision).toContain('You would like to move into product design.');
    expect(p.vision).toContain('You intend to build a long career in hospital pharmacy.');
    expect(p.vision.some((s) => /is to intend/.test(s))).toBe(false);
  });
});

describe('a commitment line outside a summary', () => {
  it('reads what drives them, not what a job assigned them to', () => {
    expect(readCommitmentLine('Committed to zero lost-time injuries on site.', true)).toEqual({
      dimension: 'values',
      statement: 'You are committed to zero lost-time injuries on site.',
      score: 1,
    });
    expect(readCommitmentLine('Passionate about forms people can fill in.', false)?.dimension).toBe(
      'values',
    );
    expect(readCommitmentLine('Dedicated to the northern accounts team.', true)).toBeUndefined();
    expect(readCommitmentLine('Passionate about Kubernetes.', false)).toBeUndefined();
    expect(readCommitmentLine('Driven by a geared motor under the belt.', false)).toBeUndefined();
    expect(readCommitmentLine('Managed a team committed to safety.', false)).toBeUndefined();
  });
});

describe('an aim heading run into its first line', () => {
  it('opens the section without a colon and reads the aim under it', () => {
    const p = byDimension('Career Objective To join a design studio as a junior illustrator.');
    expect(p.vision).toEqual(['You aim to join a design studio as a junior illustrator.']);
    // "To Date" is no aim: a capital after "To".
    expect(byDimension('Goals To Date: nine in the county league.').vision).toEqual([]);
  });
});

describe('a quality with the virtue it holds to, in a skills list', () => {
  it('quotes "<quality> with <virtue>" and not a topic that opens with a virtue word', () => {
    const values = byDimension(
      [
        'SKILLS',
        '• Spreadsheets',
        '• Patient, with a strong work ethic',
        '• Ethical hacking tools',
      ].join('\n'),
    ).values;
    expect(values).toHaveLength(1);
    expect(values[0]).toMatch(/work ethic/);
  });
});

describe('values and aims in a few more of the shapes CVs give them', () => {
  it('reads a believer in something, and a value or priority named before "is my"', () => {
    expect(readSummaryLine('Firm believer in fixing the cause, not the symptom.')).toEqual({
      dimension: 'values',
      statement: 'You are a firm believer in fixing the cause, not the symptom.',
      score: 1,
    });
    expect(readSummaryLine('A strong believer in plain contracts.')?.statement).toBe(
      'You are a strong believer in plain contracts.',
    );
    expect(readSummaryLine('Strong believer in Scrum.')).toBeUndefined();
    expect(readOwnSentence('Fairness and patience are my core values.', false)).toEqual({
      dimension: 'values',
      statement: 'Fairness and patience are your core values.',
      score: 1,
    });
    expect(dimensionOf('A dry, safe site is always my first priority.')).toBe('values');
    // Not a tool, not a past priority, not a business term.
    expect(dimensionOf('Terraform is my passion.')).toBeUndefined();
    expect(dimensionOf('Kubernetes is my first priority this year.')).toBeUndefined();
    expect(dimensionOf('Speed was my priority on that contract.')).toBeUndefined();
    expect(dimensionOf('The value proposition is my main slide.')).toBeUndefined();
  });

  it('reads an aim sought, kept eager for, or named as the objective of a career', () => {
    expect(
      readSummaryLine('Seeking varied assignments in structural design.', false)?.dimension,
    ).toBe('vision');
    expect(readSummaryLine('Seeking approvals from the council for site plans.', false)).toBe(
      undefined,
    );
    expect(
      readSummaryLine('Always eager to take on a bigger share of the planning.', false)?.dimension,
    ).toBe('vision');
    expect(dimensionOf('The objective of my career is to run a dental practice.')).toBe('vision');
  });

  it('quotes a line without its "I" that runs on into a second clause', () => {
    expect(readElidedFirstPerson('Believe in fair rotas; built the weekend roster.')).toEqual({
      dimension: 'values',
      statement: 'In your words: “Believe in fair rotas; built the weekend roster.”',
      score: 1,
    });
  });
});

describe('a quality of character in a paragraph of skills', () => {
  it('reads a short sentence of its own, never the tools around it', () => {
    const values = byDimension(
      [
        'Skill Details',
        'Backups and restores of ledger databases. Patching and upgrades. Eager to learn new systems. Ethical hacking labs.',
      ].join('\n'),
    ).values;
    expect(values).toEqual(['You describe yourself as eager to learn new systems.']);
  });
});

describe('objectives as flattened CVs write them', () => {
  it('reads a label with ":-", a heading in capitals run into the text, and who seeks after a comma', () => {
    expect(byDimension('Career Objective:- To join a dairy as a quality officer.').vision).toEqual([
      'Your career objective is to join a dairy as a quality officer.',
    ]);
    expect(
      byDimension('Typing: 40 wpm.CAREER OBJECTIVE To run the payroll of a mid-sized firm.').vision,
    ).toEqual(['Your career objective is to run the payroll of a mid-sized firm.']);
    expect(
      readSummaryLine('Careful bookkeeper with a head for figures, looking for a role in audit.')
        ?.statement,
    ).toBe('You are a careful bookkeeper with a head for figures, looking for a role in audit.');
  });

  it('leaves a project objective, a deed and a duty before the comma alone', () => {
    expect(
      byDimension('PROJECT OBJECTIVE To cut the cost of returns for the client.').vision,
    ).toEqual([]);
    expect(readSummaryLine('Managed the tills, looking after regulars on Saturdays.')).toBe(
      undefined,
    );
  });
});

describe('labelled strengths and a person who believes in something', () => {
  it('reads "Key strengths:" and "Personal traits:" lines as a strengths list', () => {
    expect(byDimension('Key Strengths: Fairness, patience and a calm voice.').values).toHaveLength(
      1,
    );
    expect(byDimension('Personal Traits: Honest, tidy and curious.').values).toEqual([
      'You describe yourself as honest, tidy and curious.',
    ]);
    // A data model's attributes are no qualities of the person.
    expect(byDimension('Attributes: order id, price, quantity.').values).toEqual([]);
  });

  it('reads "I am a … person who believes in…" as a value, and no declaration formula', () => {
    expect(readOwnSentence('I am a patient person who believes in second chances.', true)).toEqual({
      dimension: 'values',
      statement: 'You are a patient person who believes in second chances.',
      score: 1,
    });
    const p = byDimension(
      'Declaration\nI hereby declare that the details above are correct to the best of my knowledge.',
    );
    expect(Object.values(p).flat()).toEqual([]);
  });
});

describe('headings of future and long-term goals', () => {
  it('reads the line under them as the aim', () => {
    expect(byDimension('Future Goals\nOpen a bike repair shop by the canal.').vision).toEqual([
      'Your goal is to open a bike repair shop by the canal.',
    ]);
    expect(byDimension('Long-term Goal\nTo run the night desk of a newsroom.').vision).toEqual([
      'Your goal is to run the night desk of a newsroom.',
    ]);
  });
});
