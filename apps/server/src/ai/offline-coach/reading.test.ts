import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { nonRequest } from './asks.js';
import { choiceAsked, whichOfTwo } from './choice.js';
import { coachesWork } from './coaches.js';
import { aboutTheWorld, discussion, infoAsk } from './explain.js';
import { factsOf } from './facts.js';
import { factClause } from './frames.js';
import { kindsOfWorkAsked } from './kinds-asked.js';
import { respond } from './respond.js';
import { askedOf, situationOf, withoutDeniedOrPast } from './retrieve.js';

/**
 * Reading the post right and dropping filler (issue 18): a piece about the world or a question
 * about the readers' own past is a discussion, not a personal template; a figure is "at stake"
 * only when the post turns on getting it; the reply never talks about the coach's method or sends
 * a member on to another work coach for the situation it has just answered. Messages written for
 * this test.
 */

const reply = (agentId: number, content: string) => respond(coachRequest(agentId, content)).reply;

const money = (text: string) => {
  const fact = factsOf(text).find((f) => f.kind === 'money');
  return fact ? factClause(fact, text) : undefined;
};

describe('a figure is at stake only when the post turns on getting it', () => {
  it('leaves a balance, a price or an advert’s pay out of the frame', () => {
    expect(
      money('I have $3 left in my account until Friday and every shop near me has stopped hiring.'),
    ).toBeUndefined();
    expect(
      money('Every listing near me wants five years of experience for $55k and I have one.'),
    ).toBeUndefined();
  });

  it('says money put aside as theirs to fall back on', () => {
    expect(money('I have about $900 saved and my lease ends in March.')).toBe('with $900 saved');
  });

  it('keeps an amount offered, an option’s pay among offers, and a raise', () => {
    expect(money('The warehouse offered me $48k to run the night shift.')).toBe(
      'with $48k at stake',
    );
    expect(money('I hold 2 offers and the nearer one pays $61k.')).toBe('with $61k at stake');
    expect(money('My manager hinted at a raise of $3 an hour if I take the weekend rota.')).toMatch(
      /^with the extra \$3 an hour at stake$/,
    );
  });
});

describe('a post about the world or about the readers is read as a discussion', () => {
  const NEWS = Array.from(
    { length: 8 },
    () =>
      'A new survey of hiring managers says that fewer firms plan to grow headcount next spring, and that many will lean on contractors while budgets stay tight across retail and logistics.',
  ).join(' ');

  it('tells a news piece from a personal story of the same length', () => {
    expect(aboutTheWorld(NEWS)).toBe(true);
    const story = `I have worked in retail for six years and my store is closing. ${NEWS} I wonder which roles to look for next and how I explain the closure in an interview.`;
    expect(aboutTheWorld(story)).toBe(false);
  });

  it('reads a question about the readers’ own past as theirs to answer, unless the member asks for a step', () => {
    expect(
      discussion(
        'How many weeks did it take you to find work after a bootcamp?\nCurious about numbers.',
      ),
    ).toBe(true);
    expect(discussion('Have you ever been moved to a new team without being asked?')).toBe(true);
    expect(
      discussion(
        'How many weeks did it take you to find work after a bootcamp?\nI am six months in. What should I do next?',
      ),
    ).toBe(false);
  });

  it('answers a news post as a discussion, not as if the member had been laid off', () => {
    const text = `Big cuts coming next year?\n${NEWS.replace(/headcount/g, 'headcount, and layoffs are expected,')}`;
    const answer = reply(1, text);
    expect(answer).toMatch(/You asked the room/);
    expect(answer).not.toMatch(/you have been laid off|you have lost a job/i);
  });
});

describe('no lines about the coach’s own method, no unasked hand-offs', () => {
  const GENERAL =
    'I finished a history degree in June and have been on the tills at a garden centre for 7 months. A friend says a haulage firm two towns over wants planners and it pays better, with a path up. I rent a room from my aunt and have put some money aside. I keep going round in circles about my working life. What would you do?';

  it('gives borrowed or general steps without naming where they came from or steering', () => {
    const answer = reply(1, GENERAL);
    expect(answer).toMatch(/^1\. \*\*/m);
    expect(answer).not.toMatch(
      /nearest thing I know well|It touches on|here are the steps from it/,
    );
    expect(answer).not.toMatch(/say so and I will give you/);
  });

  it('tells work coaches from coaches of health or calm alone', () => {
    expect(coachesWork(1)).toBe(true);
    expect(coachesWork(19)).toBe(true);
    expect(coachesWork(12)).toBe(false);
  });

  it('a work coach answers a work story of another field without sending the member on', () => {
    // One answered from a library entry of the well-being field, one from a card of it.
    for (const story of [
      'I work Monday to Friday at an insurer and I am looking for a part time remote job for weekends only, something I can do from my flat. Any pointers or leads on where to look for that kind of work?',
      'I moved cities for family a few weeks ago and left a job I held for 6 years that paid well. The new one pays much less and I already dislike it, there are warning signs everywhere. How do I stay positive while I keep looking for something else?',
    ]) {
      const answer = reply(1, story);
      expect(answer).toMatch(/^1\. \*\*/m);
      expect(answer).not.toMatch(/agentId=|go further with you/);
    }
  });
});

describe('promotion and job adverts are not dilemmas', () => {
  it('reads a tool shown off for feedback and a posted vacancy as adverts', () => {
    expect(
      nonRequest(
        'Cover letters?\nI made a free tool that drafts cover letters from a job link. Any feedback is welcome!',
      ),
    ).toBe('advert');
    expect(
      nonRequest(
        'Harbour Bakery is looking for a night baker\nFull time, four nights a week, good rates.\nApply here: example.org/bake',
      ),
    ).toBe('advert');
    expect(
      nonRequest(
        'Haulage firm looking for van drivers\nOwn van needed, loads across the north. Please contact me for details.',
      ),
    ).toBe('advert');
  });

  it('leaves a member’s own search and a request for feedback on their CV alone', () => {
    expect(
      nonRequest(
        'I am looking for a night baker job and found one that says apply here. Should I call them first?',
      ),
    ).toBeUndefined();
    expect(discussion('Anyone working the bank holiday too?\nDouble shifts again for me.')).toBe(
      true,
    );
  });
});

describe('a topic word denied or set years back does not name the situation', () => {
  it('takes out a denied noun phrase and an event of theirs long past, and keeps the rest', () => {
    const denied = withoutDeniedOrPast('It is not harassment, he is just loud in meetings.');
    expect(denied).not.toMatch(/harassment/);
    expect(denied).toMatch(/loud in meetings/);
    // A verb after the negation is the situation itself.
    expect(withoutDeniedOrPast('I have not heard back in a month.')).toMatch(/heard back/);
    expect(
      withoutDeniedOrPast('I was made redundant four years ago, and I have done well since.'),
    ).not.toMatch(/redundant/);
    // How long something has not happened is what they are asking about.
    expect(withoutDeniedOrPast('My last pay rise was 5 years ago.')).toMatch(/pay rise/);
  });

  it('answers the interview asked about, not a layoff from years before', () => {
    const text =
      'Interview question about leaving\nI was laid off eight years ago when my plant closed, and I have worked at a printing firm since. Now I have an interview for a planner role. How do I answer why I want to leave my current job?';
    const questions = 'How do I answer why I want to leave my current job?';
    expect(situationOf(text, askedOf(text), 1, questions)?.entry.id).not.toBe('layoff');
  });
});

describe('a judgement of one event is answered as one', () => {
  it('tells a warning-sign question and a was-I-wrong question from a question of what is common or allowed', () => {
    expect(infoAsk('The recruiter moved my call three times. Is that a red flag?')?.kind).toBe(
      'flag',
    );
    expect(
      infoAsk('Sketchy first call\nThey wanted my bank card number. Was it sketchy?')?.kind,
    ).toBe('flag');
    expect(infoAsk('I told my lead I would not cover Sunday. Was I in the wrong?')?.kind).toBe(
      'wrong',
    );
    expect(infoAsk('Is it normal that probation lasts nine months?')?.kind).toBe('normal');
    expect(infoAsk('Is it legal to dock pay for a late shift?')?.kind).toBe('normal');
  });

  it('answers a was-I-wrong question without talk of contracts and handbooks', () => {
    const answer = reply(
      15,
      'Did I overstep?\nIn the team meeting I said the rota was unfair to the two of us on nights, in front of our supervisor. She went quiet. Was I in the wrong?',
    );
    expect(answer).toMatch(/in the wrong turns on/);
    expect(answer).not.toMatch(/handbook/);
  });
});

describe('a short question whose form names the situation is answered from it', () => {
  it('reads a subject line worded as a question without its mark', () => {
    expect(kindsOfWorkAsked([], 'Is there any jobs I could start this week that pay weekly')).toBe(
      true,
    );
    expect(kindsOfWorkAsked([], 'Any jobs i applied to last month never replied')).toBe(false);
  });

  it('answers a two-line request for kinds of work with job-idea steps, not general moves', () => {
    const answer = reply(19, 'Jobs near the old mill for commerce freshers?\nLooking for a job');
    expect(answer).toMatch(/kinds of work|three conditions|Search by task/);
    expect(answer).not.toMatch(/Decide what you would tell a friend|Name the outcome you want/);
  });
});

describe('a standing the entry is written for is said back only when the member is in it', () => {
  const opening = (text: string) => reply(1, text).split('\n')[0] ?? '';

  it('does not tell someone asking where to look that their search is failing', () => {
    const first = opening(
      'Finding real design jobs?\nI want to get into an in-house design team rather than agencies that only sell print. Where should I be looking, and how do I stand out to them?',
    );
    expect(first).not.toMatch(/without the replies/);
  });

  it('says it back when they tell of applying with nothing back', () => {
    const first = opening(
      'Nothing back at all\nI have sent about 70 applications to warehouse and retail jobs since spring and nobody ever responds. Where am I going wrong with my applications?',
    );
    expect(first).toMatch(/without the replies|reach the right people/);
    expect(first).not.toMatch(/reach the right people/);
  });

  it('does not tell someone looking back on an interview that one is coming', () => {
    const first = opening(
      'I dread interviews now\nI left my last job for family reasons and have been hunting for three weeks. In my last interview I got short with the panel over the usual questions and it showed on my face. They said I was overqualified anyway. How do I stop this from happening again?',
    );
    expect(first).not.toMatch(/you have an interview coming/);
  });
});

describe('words that look like a situation but are not the member’s', () => {
  it('reads "offer" with advice as its object as a verb, not a job offer', () => {
    expect(withoutDeniedOrPast('Could any nurses offer some advice on night shifts?')).not.toMatch(
      /offer/,
    );
    expect(withoutDeniedOrPast('They offered me 31k for the night shift.')).toMatch(
      /offered me 31k/,
    );
  });

  it('does not read a hiring manager’s choice between candidates as the member’s choice of jobs', () => {
    const asked = ['Which candidate would you choose?'];
    const subject = 'Hiring: two candidates, one analyst role';
    const text = 'I am hiring and have two strong candidates for one of the 3 positions I lead.';
    expect(choiceAsked(asked, subject)).toBeUndefined();
    expect(whichOfTwo(asked, subject, text)).toBe(false);
    expect(whichOfTwo(['Which would you choose?'], '', 'I have two offers on the table.')).toBe(
      true,
    );
  });
});

describe('the closing question is not led by a clause of theirs pasted whole', () => {
  it('asks plainly when their question is too long to read as a topic', () => {
    const answer = reply(
      16,
      "Advice please\nI'm 23 and six months into a desk job at a credit union after college. A sales job by the coast pays more and grows faster, and I have savings because I rent cheaply from family. What do I do about my whole career from this point on, to be fair?",
    );
    const last = answer.trim().split('\n').at(-1) ?? '';
    // Nothing in the post calls for a question (no person to raise it with, no date waiting): the
    // reply ends on its steps rather than a stock question, and never on a pasted clause.
    expect(last).toMatch(/^\d\. \*\*/);
    expect(last).not.toMatch(/^On [^:]{40,}:/);
  });
});

describe('which way they lean is asked only when they weigh options', () => {
  it('never asks it after a "how do I …" with no options in it', () => {
    for (const text of [
      'Bulletin board recognition\nMy teammate and I finished the supplier audit together but only she was thanked on the notice board. How do I mention this to my supervisor without sounding petty?',
      'Night shift sleep\nI moved to nights at the depot three weeks ago and my days are a blur. How do I get my routine back under control?',
      'Group project credit\nA colleague presented our joint report at the quarterly meeting and my name was left off the slides. How do I raise it with him?',
      'Moving desks\nMy team is moving floors next month and I lose my window seat and quiet corner. How do I ask facilities for a quieter spot?',
      'Lunch cover\nI keep being asked to cover the front desk over lunch, which eats my break. How do I say no to the office manager politely?',
    ]) {
      expect(reply(1, text)).not.toMatch(/which way are you leaning/i);
    }
  });
});

describe('a how-question is closed by asking what they tried, in their words', () => {
  it('asks what they already tried towards the thing they asked how to do', () => {
    const answer = reply(
      1,
      'Side income\nI bake at weekends and friends love it, but nobody outside my street has bought anything yet. How do I get paying customers for my cakes?',
    );
    const last = answer.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(
      /What have you already tried to get paying customers for your cakes, and where/,
    );
  });

  it('does not when their question turns on a condition', () => {
    const answer = reply(
      1,
      'Odd gift\nMy manager gave each of us a voucher and a note about hours. How do I answer if she asks me on Monday?',
    );
    expect(answer).not.toMatch(/What have you already tried to/);
  });
});
