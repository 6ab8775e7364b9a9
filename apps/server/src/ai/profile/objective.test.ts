import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { readAchievement, readJobSearch, readLabelledGoal, readOwnSentence } from './voice.js';

/**
 * Objectives and values as flattened résumés write them without a label or with a heading run
 * into them (issue 17, fifth pass), each beside a look-alike that must stay silent. Every
 * sentence here is invented for the test.
 */

const everyStatementPasses = (text: string) => {
  const p = profileOf(text);
  for (const d of INSIGHT_DIMENSIONS) {
    for (const s of p[d]) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  }
};

/** A thin résumé after the line under test, as the résumé set lays them out. */
const cv = (line: string) =>
  `${line}\nEducation Details \nJune 2019 B.Sc Botany Hull, Yorkshire Hull University\nGreenhouse Technician \n\nSkill Details \nCompany Details \ncompany - Fernway Nurseries\ndescription - • Potted on seedlings for the spring range.\n`;

describe('an objective without its label', () => {
  it('reads a first-person "Seeking…" or "Looking for…" line as an aim, in the second person', () => {
    expect(
      byDimension(cv('Seeking a demanding post in a plant nursery where I can grow my skills.'))
        .vision,
    ).toEqual([
      'You are seeking a demanding post in a plant nursery where you can grow your skills.',
    ]);
    expect(
      byDimension(cv('Looking for a greenhouse role where my care for plants is put to use.'))
        .vision,
    ).toEqual(['You are looking for a greenhouse role where your care for plants is put to use.']);
    everyStatementPasses(
      cv('Seeking a demanding post in a plant nursery where I can grow my skills.'),
    );
  });

  it('reads "To <career verb>…" with a role or a place of work as an aim', () => {
    expect(byDimension(cv('To secure a post in a botanical garden.')).vision).toEqual([
      'You aim to secure a post in a botanical garden.',
    ]);
    expect(
      byDimension(cv('To work with an organisation where I can learn about rare ferns.')).vision,
    ).toEqual(['You aim to work with an organisation where you can learn about rare ferns.']);
  });

  it('leaves a task written with "To", and a job bullet, silent', () => {
    expect(byDimension(cv('To work on the irrigation timers for the east beds.')).vision).toEqual(
      [],
    );
    expect(byDimension(cv('To get the soil tests back by Friday.')).vision).toEqual([]);
    // A role noun after "the" is a task's ("the job done"), a team named is a project's.
    expect(byDimension(cv('To get the job done before the frost.')).vision).toEqual([]);
    expect(byDimension(cv('To work with the design team on new planters.')).vision).toEqual([]);
    expect(byDimension(cv('To find a role in a walled garden.')).vision).toEqual([
      'You aim to find a role in a walled garden.',
    ]);
    expect(
      byDimension(
        'Work Experience\n• To join the two drip lines, I rebuilt the manifold in my team.\n',
      ).vision,
    ).toEqual([]);
  });

  it('never repeats the dash after a label as part of the aim', () => {
    expect(readLabelledGoal('Objective: - To run my own tree nursery.')?.statement).toBe(
      'Your objective is to run your own tree nursery.',
    );
    expect(readLabelledGoal('Objective: - Intend to open a seed library.')?.statement).toBe(
      'You intend to open a seed library.',
    );
  });
});

describe('a summary heading run into its first sentence', () => {
  it('opens its section for a heading in capitals, and reads "Profile Summary:" as a label', () => {
    expect(
      byDimension(cv('PROFILE SUMMARY Passionate about soil health and fair trade.')).values,
    ).toEqual(['You are passionate about soil health and fair trade.']);
    expect(byDimension(cv('Profile Summary: Committed to growing without peat.')).values).toEqual([
      'You are committed to growing without peat.',
    ]);
    expect(
      byDimension(cv('CAREER OBJECTIVE Seeking a nursery role where I can lead a small crew.'))
        .vision,
    ).toEqual(['You are seeking a nursery role where you can lead a small crew.']);
  });

  it('leaves a heading that only ends with one ("PROJECT SUMMARY") to its own section', () => {
    expect(
      byDimension(cv('PROJECT OBJECTIVE To halve the water used by the misting beds.')).vision,
    ).toEqual([]);
    expect(byDimension(cv('PROJECT SUMMARY Passionate volunteers ran the stall.')).values).toEqual(
      [],
    );
  });
});

describe('looking for work, its grammar off', () => {
  it('quotes the sentence whole as an aim', () => {
    expect(readJobSearch('I am in a search of gardener job near the coast.')).toEqual({
      dimension: 'vision',
      statement: 'In your words: “I am in a search of gardener job near the coast.”',
      score: 1,
    });
    expect(readJobSearch('Currently I am hunting nursery roles.')?.dimension).toBe('vision');
  });

  it('never reads a recruiter, a job board, a past or a "not" as an aim', () => {
    expect(readJobSearch('I am searching job portals every morning.')).toBeUndefined();
    expect(readJobSearch('I am looking for applicants for two nursery roles.')).toBeUndefined();
    expect(readJobSearch('I was searching for a nursery job all winter.')).toBeUndefined();
    expect(readJobSearch("I'm not looking for a new job.")).toBeUndefined();
    expect(readOwnSentence('I am looking for candidates for our spring roles.', true)).toBe(
      undefined,
    );
    expect(readOwnSentence('I am looking for a job as a tree surgeon.', true)?.statement).toBe(
      'You are looking for a job as a tree surgeon.',
    );
  });
});

describe('what drives them, said without a verb', () => {
  it('reads a degree word, "towards" and "enthusiastic about" as a value', () => {
    expect(byDimension(cv('Highly passionate about native hedgerows.')).values).toEqual([
      'You are highly passionate about native hedgerows.',
    ]);
    expect(byDimension(cv('Committed towards careful record keeping.')).values).toEqual([
      'You are committed towards careful record keeping.',
    ]);
    expect(byDimension(cv('Enthusiastic about teaching children to grow food.')).values).toEqual([
      'You are enthusiastic about teaching children to grow food.',
    ]);
  });

  it('reads a motive of a person after "Driven by", never a machine', () => {
    expect(byDimension(cv('Driven by a wish to see green spaces in every town.')).values).toEqual([
      'You are driven by a wish to see green spaces in every town.',
    ]);
    const machine = byDimension(cv('Driven by a belt from the main shaft.'));
    expect(machine.values).toEqual([]);
    expect(machine.behaviours.join(' ')).not.toMatch(/You driven/);
  });

  it('reads "a motivated individual with a passion for…" as who they are, never as a deed', () => {
    expect(
      byDimension(cv('Motivated individual with a passion for helping people garden.')).values,
    ).toEqual(['You are a motivated individual with a passion for helping people garden.']);
    expect(
      readAchievement('Motivated individual with a passion for helping people garden.'),
    ).toBeUndefined();
    expect(readAchievement('Committed towards careful record keeping.')).toBeUndefined();
    // A participle with an article or a plural after it is a deed.
    expect(readAchievement('Motivated a crew of six to clear the site early.')?.statement).toBe(
      'You motivated a crew of six to clear the site early.',
    );
    expect(readAchievement('Led by example on the night shifts.')?.statement).toBe(
      'You led by example on the night shifts.',
    );
  });

  it('lowers the article of a described person after "You are"', () => {
    expect(byDimension(cv('A patient gardener committed to organic growing.')).values).toEqual([
      'You are a patient gardener committed to organic growing.',
    ]);
  });

  it('reads "I am a … person who is passionate about…" as a value', () => {
    expect(
      readOwnSentence('I am a quiet and careful person who is passionate about wildlife.', true),
    ).toMatchObject({
      dimension: 'values',
      statement: 'You are a quiet and careful person who is passionate about wildlife.',
    });
    expect(readOwnSentence('I am a gardener who is paid by the hour.', true)?.dimension).not.toBe(
      'values',
    );
  });
});

describe('a passion named by a noun, and more headings of aims', () => {
  it('quotes "Passion for…" whole and restates "Have a passion for…"', () => {
    expect(byDimension(cv('Passion for restoring old orchards.')).values).toEqual([
      'In your words: “Passion for restoring old orchards.”',
    ]);
    expect(byDimension(cv('Have a passion for restoring old orchards.')).values).toEqual([
      'You have a passion for restoring old orchards.',
    ]);
  });

  it('leaves a passion for a named thing, a line with its own verb and "Has…" silent', () => {
    expect(byDimension(cv('Passion for Kotlin and Rust.')).values).toEqual([]);
    expect(byDimension(cv('Love of the land led me to farming.')).values).toEqual([]);
    expect(byDimension(cv('Has a passion for restoring old orchards.')).values).toEqual([]);
  });

  it('reads a noun-phrase objective after a glued heading and "looking forward to" a role', () => {
    expect(
      byDimension(cv('OBJECTIVE A hands-on role in a seed bank where I can learn.')).vision,
    ).toEqual(['Your objective is a hands-on role in a seed bank where you can learn.']);
    expect(byDimension(cv('Looking forward to a long career in forestry.')).vision).toEqual([
      'You are looking forward to a long career in forestry.',
    ]);
    expect(byDimension(cv('Looking forward to meeting the panel.')).vision).toEqual([]);
  });

  it('reads "About Myself", "Career Aim" and "My Vision" as headings of who they are and aims', () => {
    expect(byDimension(cv('Career Aim\nTo become a head gardener.')).vision).toEqual([
      'You aim to become a head gardener.',
    ]);
    expect(byDimension(cv('My Vision\nTo open a community orchard.')).vision).toEqual([
      'Your vision is to open a community orchard.',
    ]);
    expect(byDimension(cv('Vision: Windows 10, Ubuntu')).vision).toEqual([]);
    expect(
      byDimension(cv('About Myself\nI am a calm person who is committed to my allotment group.'))
        .values,
    ).toEqual(['You are a calm person who is committed to your allotment group.']);
  });
});

describe('a readiness to learn and a commitment with an "I" inside', () => {
  it('reads a readiness to learn as a value in a skills run and on a line of its own', () => {
    expect(
      byDimension(cv('Skills • Pruning • Grafting • Always ready to learn new methods')).values,
    ).toEqual(['You list “Always ready to learn new methods” among your strengths.']);
    expect(byDimension(cv('Always ready to learn new methods.')).values).toEqual([
      'You list “Always ready to learn new methods” among your strengths.',
    ]);
    // Ready for something else, or able to, is no wish to learn.
    expect(byDimension(cv('Skills • Pruning • Grafting • Ready to relocate')).values).toEqual([]);
  });

  it('reads "Committed to… I do" and "Dedicated and passionate about my…" as values', () => {
    expect(
      byDimension(cv('Committed to doing things properly in every job I take on.')).values,
    ).toEqual(['You are committed to doing things properly in every job you take on.']);
    expect(byDimension(cv('Dedicated and passionate about my allotment group.')).values).toEqual([
      'You are dedicated and passionate about your allotment group.',
    ]);
    everyStatementPasses(cv('Dedicated and passionate about my allotment group.'));
  });

  it('keeps "committed" as a deed when it is one', () => {
    expect(byDimension(cv('Passionate about Kubernetes and my homelab.')).values).toEqual([]);
    expect(readAchievement('Committed the new fixes to the main branch.')?.statement).toBe(
      'You committed the new fixes to the main branch.',
    );
  });
});

describe('who they are, then what they seek', () => {
  it('reads an objective that describes the person, after a label or on the opening line', () => {
    expect(
      byDimension(
        cv('Career Objective: A careful and hardworking gardener looking for a nursery role.'),
      ).vision,
    ).toEqual(['You are a careful and hardworking gardener looking for a nursery role.']);
    expect(byDimension(cv('Dedicated florist seeking a shop of my own.')).vision).toEqual([
      'You are a dedicated florist seeking a shop of your own.',
    ]);
    expect(
      byDimension(cv('PROFESSIONAL SUMMARY: • Passionate about peat-free compost.')).values,
    ).toEqual(['You are passionate about peat-free compost.']);
  });

  it('never restates a self-describing participle as a deed, nor a deed as who they are', () => {
    expect(readAchievement('Dedicated florist seeking a shop of my own.')).toBeUndefined();
    const deed = byDimension(cv('Trained staff seeking promotion in the garden centre.'));
    expect(deed.vision).toEqual([]);
    expect(deed.behaviours.join(' ')).not.toMatch(/You are/);
  });
});
