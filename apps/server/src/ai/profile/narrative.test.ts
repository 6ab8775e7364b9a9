import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { buildOfflineProfile } from './engine.js';

/**
 * A first-person narrative (an "About me", a personal statement, notes before an interview) read
 * through the engine's public function: what holds the person back, what they have learned, and
 * what is not theirs (2026-11-28). Every document is invented for the test, and each reading is
 * checked beside a look-alike that must stay silent.
 */

/** A short statement: one line of background, then the paragraph under test. */
const statement = (...paragraphs: string[]) =>
  ['About me', '', 'I have worked in community pharmacy for nine years.', '', ...paragraphs].join(
    '\n\n',
  );

const allClean = (text: string) => {
  const p = profileOf(text);
  for (const d of INSIGHT_DIMENSIONS) {
    for (const s of p[d]) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  }
};

describe('limiting beliefs told as a self-evaluation with a negative polarity', () => {
  it('reads a self-image denied or lowered, in any wording of it', () => {
    for (const [line, said] of [
      [
        "I've never really felt like a proper team leader.",
        "You've never really felt like a proper team leader.",
      ],
      [
        "I don't see myself as a manager, whatever my title says.",
        "You don't see yourself as a manager, whatever your title says.",
      ],
      [
        'I never think of myself as a creative person.',
        'You never think of yourself as a creative person.',
      ],
      [
        'In board meetings I still feel like the newcomer.',
        'In board meetings you still feel like the newcomer.',
      ],
    ] as const) {
      expect(byDimension(statement(line)).limitingBeliefs).toEqual([said]);
      allClean(statement(line));
    }
  });

  it('reads a comparison the person loses, under a verb of supposing', () => {
    expect(
      byDimension(statement('I tend to assume the other applicants are better qualified than me.'))
        .limitingBeliefs,
    ).toEqual(['You tend to assume the other applicants are better qualified than you.']);
    expect(
      byDimension(statement('I usually suspect everyone else in the room knows more than I do.'))
        .limitingBeliefs,
    ).toEqual(['You usually suspect everyone else in the room knows more than you do.']);
  });

  it('leaves a positive self-image, a comparison with oneself and a devotion silent', () => {
    for (const line of [
      'I see myself as a natural organiser.',
      'I believe in my own judgement far more than I did at the start.',
      'I never feel like a burden to my team.',
      "I can't imagine doing any other job.",
      'I think our pharmacy is better run than most in the county.',
      'I believe that tidy shelves help new staff do their best work.',
    ]) {
      const p = byDimension(statement(line));
      expect(p.limitingBeliefs).toEqual([]);
    }
  });
});

describe('limiting behaviours told as a habit of avoiding or over-doing', () => {
  it('reads steering away, waiting too long and never pushing back', () => {
    for (const [line, said] of [
      [
        'I sidestep awkward talks with suppliers and let invoices pile up.',
        'You sidestep awkward talks with suppliers and let invoices pile up.',
      ],
      [
        'I keep quiet in team meetings even when I think the plan is wrong.',
        'You keep quiet in team meetings even when you think the plan is wrong.',
      ],
      [
        'I leave it far too long before I ask the area manager for help.',
        'You leave it far too long before you ask the area manager for help.',
      ],
      [
        'I rarely push back when the rota is unfair.',
        'You rarely push back when the rota is unfair.',
      ],
    ] as const) {
      expect(byDimension(statement(line)).limitingBehaviours).toEqual([said]);
      allClean(statement(line));
    }
  });

  it('reads over-doing: a verb with "over-", yes to everything, whole evenings, proving oneself', () => {
    for (const [line, said] of [
      ['I overthink every email to head office.', 'You overthink every email to head office.'],
      [
        'I say yes to every extra shift, so my own training slips.',
        'You say yes to every extra shift, so your own training slips.',
      ],
      [
        'I spend entire Sundays preparing for a ten-minute audit.',
        'You spend entire Sundays preparing for a ten-minute audit.',
      ],
      [
        'I stay on after closing most days to show that I deserve the promotion.',
        'You stay on after closing most days to show that you deserve the promotion.',
      ],
      [
        'I reread every label four times before I hand it over.',
        'You reread every label four times before you hand it over.',
      ],
    ] as const) {
      expect(byDimension(statement(line)).limitingBehaviours).toEqual([said]);
    }
  });

  it('leaves the work itself, a denied habit and an aim to prove oneself silent', () => {
    for (const line of [
      'I oversee a team of six dispensers.',
      'I spend most afternoons with patients who need their medicines explained.',
      'I never hold back when a patient is at risk.',
      'I check each prescription twice, as the law requires.',
      'I want to prove myself in a bigger branch.',
    ]) {
      expect(byDimension(statement(line)).limitingBehaviours).toEqual([]);
    }
  });
});

describe('more shapes of a limit, each read as the concept it is', () => {
  it('reads a kind of person they are not, a capability doubted, luck, belonging and comparison', () => {
    for (const line of [
      "I'm honestly not a natural presenter.",
      "I don't believe I'm ready to manage other pharmacists.",
      'A part of me suspects I only passed the interview by chance.',
      'I worry that someone will notice I am making it up as I go.',
      'I rarely fit in at regional meetings.',
      'My reports never look as polished as my colleagues.',
    ]) {
      expect(byDimension(statement(line)).limitingBeliefs).toHaveLength(1);
      allClean(statement(line));
    }
  });

  it('reads a costly habit in its many wordings', () => {
    for (const line of [
      'I usually keep my concerns to myself until it is too late.',
      'I often end up doing it all myself rather than explaining.',
      'I reply to messages from the team past midnight.',
      'I always pick up the tasks no one else wants.',
      'I shrug off my own part whenever a project goes well.',
      'I hate asking for advice, even when I am stuck.',
      'I question nearly every choice I make at work.',
    ]) {
      expect(byDimension(statement(line)).limitingBehaviours).toHaveLength(1);
    }
  });

  it('leaves ordinary work, and a habit denied, silent', () => {
    for (const line of [
      'I do all the ordering for the branch.',
      'I never keep my concerns to myself.',
    ]) {
      expect(byDimension(statement(line)).limitingBehaviours).toEqual([]);
    }
  });
});

describe('a lesson learned, stated as a general truth, is a belief', () => {
  it('reads what they learned, found or were taught that holds now', () => {
    const p = byDimension(
      statement(
        'I learned that a quick question saves hours of guesswork.',
        'Over the years I have found that customers forgive mistakes that are owned quickly.',
        'Nine years behind the counter have taught me that small courtesies matter more than speed.',
        "The main thing I've learned is that a calm voice settles a queue.",
      ),
    );
    expect(p.beliefs).toEqual([
      'You learned that a quick question saves hours of guesswork.',
      'Over the years you have found that customers forgive mistakes that are owned quickly.',
      'Nine years behind the counter have taught you that small courtesies matter more than speed.',
      "The main thing you've learned is that a calm voice settles a queue.",
    ]);
    expect(p.behaviours.some((s) => /learned|found|taught/.test(s))).toBe(false);
  });

  it('never states a fact found out, or a lesson pointed at, as a belief or a deed', () => {
    const p = byDimension(
      statement(
        'I learned that the branch had been sold.',
        'I have learned that lesson the hard way.',
      ),
    );
    expect(p.beliefs).toEqual([]);
    expect(p.behaviours).toEqual(['You have worked in community pharmacy for nine years.']);
  });
});

describe('advice to a reader, and words addressed to someone else', () => {
  it('never turns a second-person or imperative sentence into a statement about the member', () => {
    const p = byDimension(
      statement(
        'You should also be upfront that you have never run a branch alone.',
        'If they ask about the gap, be honest and keep it short.',
        "Don't undersell the stock system you built.",
        "You're going for the area manager job, so talk about the audits.",
        'I value plain speaking.',
      ),
    );
    expect(p.values).toEqual(['You value plain speaking.']);
    for (const d of INSIGHT_DIMENSIONS) {
      expect(p[d].some((s) => /upfront|honest|undersell|area manager job/.test(s))).toBe(false);
    }
  });

  it("keeps a first-person view whose 'you' is anyone, quoted whole as before", () => {
    expect(
      byDimension(statement("I think it's important to know what you are good at.")).values,
    ).toEqual(["In your words: “I think it's important to know what you are good at.”"]);
  });
});

describe('time kept: a past or childhood state is not a present one', () => {
  it('never files a childhood memory or a past habit as a current behaviour or limit', () => {
    const p = byDimension(
      statement(
        'As a boy I took apart every radio in the house.',
        'I grew up over a bakery and kneaded dough before school.',
        'Growing up, I cooked for my sisters most nights.',
        'At secondary school I was very shy and avoided reading aloud.',
        'In my first job I avoided phoning customers back.',
        'I used to work every weekend to keep up.',
      ),
    );
    expect(p.behaviours).toEqual(['You have worked in community pharmacy for nine years.']);
    expect(p.limitingBeliefs).toEqual([]);
    expect(p.limitingBehaviours).toEqual([]);
  });

  it('keeps a habit that they say still holds, and a doubt with no end to it', () => {
    expect(
      byDimension(statement('I avoided conflict as a junior and I still avoid it now.'))
        .limitingBehaviours,
    ).toHaveLength(1);
    expect(
      byDimension(statement('I have always felt out of my depth in meetings with doctors.'))
        .limitingBeliefs,
    ).toHaveLength(1);
  });
});

describe("a post applied for, a belief given up, and someone else's words", () => {
  it('reads a post applied for as an aim only when they say they want it', () => {
    expect(byDimension(statement("I'm applying for the area manager role.")).vision).toEqual([]);
    // Nor, once sent, something they did.
    expect(byDimension(statement('I have applied for the area manager role.')).behaviours).toEqual([
      'You have worked in community pharmacy for nine years.',
    ]);
    expect(
      byDimension(statement('I would love to run my own branch within three years.')).vision,
    ).toEqual(['You would love to run your own branch within three years.']);
  });

  it('never states a belief they say they held and gave up, nor the giving up as a deed', () => {
    const p = byDimension(
      statement(
        'I once believed that asking questions made me look weak, but I dropped that idea years ago.',
        'For a long time I thought speed was everything; I see it differently now.',
      ),
    );
    expect(p.beliefs).toEqual([]);
    expect(p.behaviours).toEqual(['You have worked in community pharmacy for nine years.']);
  });

  it("never takes a colleague's habit or a quotation as the member's", () => {
    const p = byDimension(
      statement(
        'My old manager always worked late to prove himself.',
        'As my mentor likes to say, "I never finish a day without a list for tomorrow."',
        'My supervisor told me, "I think you are ready to lead."',
      ),
    );
    for (const d of INSIGHT_DIMENSIONS) {
      expect(p[d].some((s) => /late|list for tomorrow|ready to lead/.test(s))).toBe(false);
    }
  });
});

describe('a section of their own on what holds them back', () => {
  it('reads every sentence of it as their narrative, not only its first line', () => {
    const p = byDimension(
      [
        'Personal statement',
        '',
        'I have managed the night shift at a parcel depot for five years.',
        '',
        'Weaknesses',
        '',
        'I find it hard to turn down a favour from a driver. I also leave awkward calls to the customers until the last minute. I stay behind most nights to clear the backlog.',
        '',
        'What holds me back',
        '',
        "I don't think I'm a strong enough speaker to run the morning briefing.",
      ].join('\n'),
    );
    expect(p.limitingBehaviours).toHaveLength(3);
    expect(p.limitingBeliefs).toEqual([
      "You don't think you're a strong enough speaker to run the morning briefing.",
    ]);
  });

  it('still quotes a list of areas without an "I" as the areas they name', () => {
    const p = byDimension(
      ['Areas for development', '', 'Delegating routine work to the team.'].join('\n'),
    );
    expect(p.limitingBehaviours).toEqual([
      'An area you name for development: “Delegating routine work to the team.”',
    ]);
  });
});

describe('an activity hard for them, a habit with a cost, and staying out of sight', () => {
  it('reads each as a limiting behaviour, and guilt or unfitness as a limiting belief', () => {
    for (const line of [
      'Chasing late payments has never been my strong suit.',
      "Asking for a pay rise doesn't come easily to me.",
      'Turning people down is something I find hard.',
      'I cover every absent colleague myself, and my own paperwork slips.',
      'I usually keep to the sidelines in planning meetings.',
      'I tend to paper over disagreements rather than tackle them.',
      'I go very defensive when a customer complains.',
    ]) {
      expect(byDimension(statement(line)).limitingBehaviours).toHaveLength(1);
    }
    for (const line of [
      'I feel guilty whenever I leave on time.',
      "I'm probably too soft to be a supervisor.",
    ]) {
      expect(byDimension(statement(line)).limitingBeliefs).toHaveLength(1);
    }
  });

  it('leaves their strengths and a helpful habit silent', () => {
    for (const line of [
      'Stock control has always been my strong point.',
      'Working with numbers is hard for me to resist.',
      'I often stay behind to help a new starter settle in.',
      'I fixed the cause rather than address the symptoms.',
      'I think customers are more patient than we expect.',
    ]) {
      const p = byDimension(statement(line));
      expect(p.limitingBehaviours).toEqual([]);
      expect(p.limitingBeliefs).toEqual([]);
    }
  });
});

describe('a reflective entry: aims, causes, deference and self-measurement', () => {
  it('reads each in its own dimension, and a limit told over two clauses once, whole', () => {
    const p = byDimension(
      statement(
        'What I want next is clear: to qualify as a prescriber and open a travel clinic.',
        'Fair access to medicine is the cause I will keep arguing for.',
        'When a GP queries my advice, my first reaction is that the GP must be right.',
        'I think I rate myself against the locums, and I always come out worse.',
        'My sister says I run the branch as if it would fall apart without me.',
      ),
    );
    expect(p.vision).toEqual([
      'What you want next is clear: to qualify as a prescriber and open a travel clinic.',
    ]);
    expect(p.values).toEqual(['Fair access to medicine is the cause you will keep arguing for.']);
    expect(p.limitingBeliefs).toEqual([
      'When a GP queries your advice, your first reaction is that the GP must be right.',
      'You think you rate yourself against the locums, and you always come out worse.',
    ]);
    // What someone else says of them is not a deed they tell.
    expect(p.behaviours).toEqual(['You have worked in community pharmacy for nine years.']);
  });
});

describe('notes in short lines that leave their "I" out', () => {
  it('reads a line of their own obstacles as the sentence with its "I", and an aim heading', () => {
    const p = byDimension(
      [
        'Before my review',
        '',
        'What gets in my way',
        '- Tend to overthink replies to senior staff',
        '- Put off booking my own training',
        '- Feel out of place at area meetings',
        '- Time management',
        '',
        'Where I want to be',
        '- Leading a regional team within two years',
      ].join('\n'),
    );
    expect(p.limitingBehaviours).toEqual([
      'You tend to overthink replies to senior staff.',
      'You put off booking your own training.',
      'An area you name for development: “Time management.”',
    ]);
    expect(p.limitingBeliefs).toEqual(['You feel out of place at area meetings.']);
    expect(p.vision).toEqual(['Your aim is leading a regional team within two years.']);
  });
});

describe("a form's questions and the member's answers", () => {
  it('reads an answer without an "I" in the dimension its question asks about, and the rest as narrative', () => {
    const text = [
      'Intake form',
      '',
      'What matters most to you at work?',
      'Fairness in how shifts are shared out.',
      '',
      'What holds you back?',
      'I rarely put my hand up for new projects. I assume the pharmacists with degrees will handle them better.',
    ].join('\n');
    const p = byDimension(text);
    expect(p.values).toEqual([
      'Asked what matters most to you at work, you answer: “Fairness in how shifts are shared out.”',
    ]);
    expect(p.limitingBehaviours).toEqual(['You rarely put your hand up for new projects.']);
    expect(p.limitingBeliefs).toEqual([
      'You assume the pharmacists with degrees will handle them better.',
    ]);
    allClean(text);
  });
});

describe('a heading of what the person believes', () => {
  it('states each line under it as their belief, and a dated goals heading as their aim', () => {
    const text = [
      'Annual reflection',
      '',
      'What I hold true',
      'Small teams ship faster than big ones. Good documentation saves more time than it costs.',
      '',
      'Goals for the coming year',
      'I want to lead the migration of our billing system.',
    ].join('\n');
    const p = buildOfflineProfile([{ id: 'r', name: 'r.txt', kind: 'cv', text }]);
    const beliefs = p.beliefs.map((s) => s.statement);
    expect(beliefs).toContain('You believe that small teams ship faster than big ones.');
    expect(beliefs).toContain('You believe that good documentation saves more time than it costs.');
    expect(p.vision.map((s) => s.statement).join(' ')).toMatch(
      /lead the migration of our billing system/,
    );
  });
});
