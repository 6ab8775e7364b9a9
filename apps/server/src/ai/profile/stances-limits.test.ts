import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { blocksOf } from './structure.js';

/**
 * Stances held as "an advocate of…", limits told in the person's own narrative, "known for" a
 * quality, and a line of work run into its label (2026-11-28). Every line is invented for the
 * test, each beside a look-alike that must stay silent.
 */

/** A CV whose first line is the one under test, before any heading, then a thin job. */
const opening = (line: string) =>
  `${line}\nEducation Details \nMay 2020 BSc Geography Leeds University\nSurvey Assistant \n\nSkill Details \nCompany Details \ncompany - Northfield Maps\ndescription - • Walked hedgerow transects each spring.\n`;

/** The same under a "Summary" heading. */
const summary = (line: string) => opening(`Summary\n${line}`);

/** A job whose description is the line under test. */
const job = (line: string) =>
  `Education Details \nMay 2019 BSc Forestry Bangor University\nTree Surgeon \n\nSkill Details \nCompany Details \ncompany - Greenbough Ltd\ndescription - ${line}\n`;

const allClean = (text: string) => {
  const p = profileOf(text);
  for (const d of INSIGHT_DIMENSIONS) {
    for (const s of p[d]) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  }
};

describe('a stance held as an advocate, a champion or a believer', () => {
  it('is a belief in the first person, restated whole', () => {
    expect(byDimension(opening('I am a passionate advocate for patient safety.')).beliefs).toEqual([
      'You are a passionate advocate for patient safety.',
    ]);
    expect(
      byDimension(opening('I am a great believer that small teams ship better.')).beliefs,
    ).toEqual(['You are a great believer that small teams ship better.']);
  });

  it('is a belief as a line without its "I", in a summary or on its own', () => {
    expect(byDimension(summary('Strong advocate for inclusive design.')).beliefs).toEqual([
      'You are a strong advocate for inclusive design.',
    ]);
    expect(byDimension(opening('Strong advocate of plain language in letters.')).beliefs).toEqual([
      'You are a strong advocate of plain language in letters.',
    ]);
  });

  it('is a belief when put before the sentence\'s "I", whatever the rest says', () => {
    expect(
      byDimension(
        opening(
          'A firm believer in learning by doing, I run every workshop as a hands-on session.',
        ),
      ).beliefs,
    ).toEqual([
      'A firm believer in learning by doing, you run every workshop as a hands-on session.',
    ]);
    expect(
      byDimension(opening('Being a strong advocate of open data, I publish every survey I run.'))
        .beliefs,
    ).toEqual(['Being a strong advocate of open data, you publish every survey you run.']);
  });

  it('keeps "believer in" a value and quotes it as a belief too', () => {
    const p = byDimension(opening('Firm believer in teamwork.'));
    expect(p.values).toEqual(['You are a firm believer in teamwork.']);
    expect(p.beliefs).toEqual(['In your words: “Firm believer in teamwork.”']);
  });

  it('never reads a lawyer, a title won, a team or a tool as a stance', () => {
    for (const line of [
      'I am an advocate at the district court.',
      'Advocate of the High Court with ten years of practice.',
      'State champion of chess for three years.',
      'I am a big supporter of Leeds United.',
      'Strong supporter of Kubernetes and Terraform.',
      'A champion of accessible design won the award.',
    ]) {
      expect(byDimension(opening(line)).beliefs).toEqual([]);
    }
    allClean(opening('Strong advocate for inclusive design.'));
  });
});

describe("limits told in the person's own words", () => {
  it('reads a lack of confidence as a limiting belief, never as a deed', () => {
    const p = byDimension(opening('I lack confidence when presenting to senior managers.'));
    expect(p.limitingBeliefs).toEqual(['You lack confidence when presenting to senior managers.']);
    expect(p.behaviours.join(' ')).not.toMatch(/lack/);
    expect(
      byDimension(opening('My lack of self-confidence holds me back in interviews.'))
        .limitingBeliefs,
    ).toEqual(['Your lack of self-confidence holds you back in interviews.']);
    expect(byDimension(opening('I have low self-esteem at work.')).limitingBeliefs).toEqual([
      'You have low self-esteem at work.',
    ]);
    expect(
      byDimension(opening('My self-doubt stops me applying for promotions.')).limitingBeliefs,
    ).toEqual(['Your self-doubt stops you applying for promotions.']);
    expect(byDimension(opening('I never lack confidence on site.')).limitingBeliefs).toEqual([]);
  });

  it('reads nerves that come on, or that something causes, as a limiting belief', () => {
    expect(byDimension(opening('I get nervous when I have to present.')).limitingBeliefs).toEqual([
      'You get nervous when you have to present.',
    ]);
    expect(byDimension(opening('Selling makes me uneasy.')).limitingBeliefs).toEqual([
      'Selling makes you uneasy.',
    ]);
    expect(byDimension(opening("I'm shy in large groups.")).limitingBeliefs).toEqual([
      "You're shy in large groups.",
    ]);
    expect(byDimension(opening('Nothing makes me nervous on a ladder.')).limitingBeliefs).toEqual(
      [],
    );
    expect(byDimension(opening('I used to get nervous before talks.')).limitingBeliefs).toEqual([]);
    // A word describing someone else, not how they feel: a nurse settling patients.
    expect(
      byDimension(opening('I get anxious patients settled before their scans.')).limitingBeliefs,
    ).toEqual([]);
    expect(byDimension(opening('Being on stage never makes me nervous.')).limitingBeliefs).toEqual(
      [],
    );
  });

  it('reads self-criticism as said of themselves, not as what they tell themselves', () => {
    expect(byDimension(opening('I can be too hard on myself.')).limitingBeliefs).toEqual([
      'You can be too hard on yourself.',
    ]);
    const p = byDimension(opening('I beat myself up over small mistakes.'));
    expect(p.limitingBeliefs).toEqual(['You beat yourself up over small mistakes.']);
    expect(p.behaviours.join(' ')).not.toMatch(/beat/);
    expect(byDimension(opening('I always feel I have to prove myself.')).limitingBeliefs).toEqual([
      'You always feel you have to prove yourself.',
    ]);
    // Proving oneself in a new role is where they are heading, not a doubt.
    const aim = byDimension(opening('I want to prove myself in a bigger role.'));
    expect(aim.limitingBeliefs).toEqual([]);
    expect(aim.vision).toEqual(['You want to prove yourself in a bigger role.']);
  });

  it('reads a habit or tendency of avoiding or overdoing as a limiting behaviour', () => {
    expect(
      byDimension(opening('I have a tendency to avoid difficult conversations.'))
        .limitingBehaviours,
    ).toEqual(['You have a tendency to avoid difficult conversations.']);
    expect(
      byDimension(opening('I have a habit of taking on more than I can manage.'))
        .limitingBehaviours,
    ).toEqual(['You have a habit of taking on more than you can manage.']);
    expect(byDimension(opening('I tend to put things off.')).limitingBehaviours).toEqual([
      'You tend to put things off.',
    ]);
    expect(byDimension(opening('I am a people pleaser.')).limitingBehaviours).toEqual([
      'You are a people pleaser.',
    ]);
    expect(byDimension(opening('I tend to stay in my comfort zone.')).limitingBehaviours).toEqual([
      'You tend to stay in your comfort zone.',
    ]);
    expect(byDimension(opening("I'm terrible at saying no.")).limitingBehaviours).toEqual([
      "You're terrible at saying no.",
    ]);
    expect(
      byDimension(opening('I enjoy pushing past my comfort zone on new jobs.')).limitingBehaviours,
    ).toEqual([]);
    expect(
      byDimension(opening('I am terrible at names but good with faces.')).limitingBehaviours,
    ).toEqual([]);
  });

  it('reads "rarely" and "personally", which the lemma line leaves out, on the sentence', () => {
    expect(
      byDimension(opening('I rarely ask for help, even when I am overloaded.')).limitingBehaviours,
    ).toEqual(['You rarely ask for help, even when you are overloaded.']);
    expect(byDimension(opening('I often take criticism personally.')).limitingBehaviours).toEqual([
      'You often take criticism personally.',
    ]);
    for (const line of [
      'I rarely miss a deadline.',
      'I never take feedback personally.',
      "I don't take it personally when a bid fails.",
    ]) {
      expect(byDimension(opening(line)).limitingBehaviours).toEqual([]);
    }
    allClean(opening('I rarely ask for help, even when I am overloaded.'));
  });
});

describe('what others know them for, and an aim after a colon', () => {
  it('reads "known for" a quality of character as a value', () => {
    expect(byDimension(opening('Known for integrity and a calm manner.')).values).toEqual([
      'You are known for integrity and a calm manner.',
    ]);
    expect(
      byDimension(summary('Known for honesty with clients and a steady hand.')).values,
    ).toEqual(['You are known for honesty with clients and a steady hand.']);
    expect(byDimension(opening('Known for fast turnarounds on site.')).values).toEqual([]);
    expect(byDimension(opening('Known for Kaizen events at Toyota.')).values).toEqual([]);
  });

  it('reads "my aim is simple: to…" as an aim', () => {
    expect(
      byDimension(summary('My aim is simple: to help families find a safe home.')).vision,
    ).toEqual(['Your aim is simple: to help families find a safe home.']);
    expect(byDimension(summary('My aim was simple: to finish on time.')).vision).toEqual([]);
  });
});

describe('a line of work run into the label that names it', () => {
  it('is read without its label, and quoted without it', () => {
    const p = profileOf(job('Responsibilities: Felled storm-damaged oaks and planted hedgerows.'));
    expect(p.behaviours.map((s) => s.statement)).toEqual([
      'You felled storm-damaged oaks and planted hedgerows.',
    ]);
    expect(p.behaviours[0]?.quote).toBe('Felled storm-damaged oaks and planted hedgerows.');
    expect(
      byDimension(job('Job Description: Felling old oaks, Planting hedgerows on the boundary'))
        .behaviours,
    ).toEqual(['In your words: “Felling old oaks, Planting hedgerows on the boundary.”']);
  });

  it("leaves a project's description silent, as before", () => {
    expect(
      byDimension(job('Project Description: The estate replanted 400 oaks after the storm.'))
        .behaviours,
    ).toEqual([]);
  });
});

describe('a sentence a narrow column wraps after its "I"', () => {
  const statement = (body: string) =>
    `Dana Whitlock\n\nEXPERIENCE\n\nHarbour Vets, Leith — Veterinary Nurse\nMarch 2021 - June 2024\n\nI triaged patients at the front desk.\n\nPERSONAL STATEMENT\n\n${body}\n`;

  it('goes on below, so the wish is read whole as an aim', () => {
    expect(
      byDimension(
        statement('Animals are my calling. I\nwant to specialise in exotic species care.'),
      ).vision,
    ).toEqual(['You want to specialise in exotic species care.']);
    expect(
      byDimension(statement('I love this work and I\nhope to lead a team one day.')).vision,
    ).toEqual(['You love this work and you hope to lead a team one day.']);
  });

  it('never reads the wish left without its "I" as a deed', () => {
    const p = byDimension(statement('Animals are my calling.\n\nWant to specialise in birds.'));
    expect(p.behaviours.join(' ')).not.toMatch(/want/i);
  });

  it('joins the lines after a sentence\'s "I", never after a title that ends in a level', () => {
    const texts = (t: string) => blocksOf(t).map((b) => b.text);
    expect(texts('EXPERIENCE\n\nBirds are my calling. I\nwant to work with them.\n')).toEqual([
      'Birds are my calling. I want to work with them.',
    ]);
    expect(texts('EXPERIENCE\n\nJunior Nurse I\nwas on nights in 2022.\n')).toEqual([
      'Junior Nurse I',
      'was on nights in 2022.',
    ]);
  });
});

describe('a letter or statement that says what the work taught them and what sits at its heart', () => {
  /** A short letter around the sentence under test. */
  const letter = (sentence: string) =>
    byDimension(
      `Dana Whitlock\n12 March 2025\n\nDear Hiring Manager,\n\nI triaged patients at the front desk for six years. ${sentence}\n\nKind regards,\nDana Whitlock\n`,
      'cover-letter.pdf',
    );

  it('reads a lesson learned ("I have learned that…") as a belief, never a deed', () => {
    const p = letter('Over the years I have learned that calm, honest advice is what owners need.');
    expect(p.beliefs).toEqual([
      'Over the years you have learned that calm, honest advice is what owners need.',
    ]);
    expect(p.behaviours.join(' ')).not.toMatch(/learned/);
    expect(letter('I have come to believe that small clinics give better care.').beliefs).toEqual([
      'You have come to believe that small clinics give better care.',
    ]);
    // "That" pointing at a thing, and a fact learned once, are no lesson.
    expect(letter('I have learned that lesson the hard way.').beliefs).toEqual([]);
    expect(letter('I learned that the clinic had closed.').beliefs).toEqual([]);
  });

  it('reads what sits at the heart of their work as a value, never a tool', () => {
    expect(letter('Animal welfare has always been at the heart of my work.').values).toEqual([
      'Animal welfare has always been at the heart of your work.',
    ]);
    expect(letter('Kafka has been at the heart of my work.').values).toEqual([]);
  });

  it('reads being eager to bring their experience somewhere as an aim', () => {
    expect(
      letter('I am eager to bring my triage experience to a teaching hospital.').vision,
    ).toEqual(['You are eager to bring your triage experience to a teaching hospital.']);
  });
});

describe('a summary that names who they are, then what they hold', () => {
  it('reads putting something first and thriving on something as values', () => {
    expect(
      byDimension(summary('Compassionate nurse who puts animal welfare first.')).values,
    ).toEqual(['You are a compassionate nurse who puts animal welfare first.']);
    expect(byDimension(summary('Designer who thrives on solving messy problems.')).values).toEqual([
      'You are a designer who thrives on solving messy problems.',
    ]);
    expect(byDimension(summary('Engineer who puts Kubernetes first.')).values).toEqual([]);
  });

  it('reads "who believes (that)…" as a belief, "who believes in…" as a value as before', () => {
    const p = byDimension(summary('Calm, patient teacher who believes every child can learn.'));
    expect(p.beliefs).toEqual([
      'You are a calm, patient teacher who believes every child can learn.',
    ]);
    expect(byDimension(summary('Teacher who believes in small classes.')).values).toEqual([
      'You are a teacher who believes in small classes.',
    ]);
    // Someone else's belief, after a deed, is not theirs.
    expect(byDimension(summary('Managed a team who believes in Scrum.')).beliefs).toEqual([]);
    expect(byDimension(opening('Trained staff who believe the new rota works.')).beliefs).toEqual(
      [],
    );
  });

  it('reads "I pride myself on…" and "for me, X matters more" as values, not deeds', () => {
    const p = byDimension(summary('I pride myself on clear, honest reporting.'));
    expect(p.values).toEqual(['You pride yourself on clear, honest reporting.']);
    expect(p.behaviours.join(' ')).not.toMatch(/pride/);
    expect(byDimension(summary('For me, quality matters more than speed.')).values).toEqual([
      'For you, quality matters more than speed.',
    ]);
  });
});

describe('an "About" paragraph in the first person', () => {
  const about = (line: string) => opening(`About\n${line}`);

  it('reads where they are happiest and the motive before their "I" as values', () => {
    expect(
      byDimension(about("I'm happiest when I'm teaching someone a new skill.")).values,
    ).toEqual(["You're happiest when you're teaching someone a new skill."]);
    expect(
      byDimension(about('Driven by curiosity, I moved from chemistry into data.')).values,
    ).toEqual(['Driven by curiosity, you moved from chemistry into data.']);
    expect(byDimension(about('I was happiest when I was teaching.')).values).toEqual([]);
    expect(byDimension(about('Driven by a diesel pump, I drained the pit.')).values).toEqual([]);
    expect(byDimension(about('Inspired by Tesla, I retrained as an engineer.')).values).toEqual([]);
  });

  it('reads "a big believer in…" as a belief and exploring a move as an aim', () => {
    expect(byDimension(about("I'm a big believer in writing things down.")).beliefs).toEqual([
      "You're a big believer in writing things down.",
    ]);
    expect(byDimension(about('Currently exploring a move into user research.')).vision).toEqual([
      'You are currently exploring a move into user research.',
    ]);
    expect(byDimension(about('I am exploring new datasets in the lab.')).vision).toEqual([]);
  });

  it('reads wondering whether they are cut out for it as a limiting belief', () => {
    expect(
      byDimension(about("I often wonder whether I'm cut out for management.")).limitingBeliefs,
    ).toEqual(["You often wonder whether you're cut out for management."]);
    expect(byDimension(about('I wonder if I am the right person to ask.')).limitingBeliefs).toEqual(
      [],
    );
  });
});
