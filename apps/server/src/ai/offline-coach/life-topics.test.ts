import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { aboutWork, fearObject, lifeTopicOf } from './life-topics.js';

const STRESS = 15;
const MENTAL = 13;
const BALANCE = 16;

/** Lines a reply to a member whose trouble is not about work must never carry. */
const WORK_FRAME =
  /\b(?:following you to work|tell your manager|your manager|between home and work|at work|colleague)\b/i;
/** Lines about the coach's own method. */
const METHOD =
  /nearest thing I know|say so and I will|here are the steps from it|If this is mostly about/i;

const reply = (agent: number, message: string) => conversation(agent, [message])[0] ?? '';

describe('life topics for the well-being coaches', () => {
  it('names a fear of flying and gives steps for the flight itself', () => {
    const out = reply(
      STRESS,
      'In two weeks I have to take a plane to my cousin’s wedding in Denver and I am honestly dreading it. I have been scared of flying since a bumpy trip as a teenager, my hands sweat just booking the seat. Any advice on getting through the flight?',
    );
    expect(out).toMatch(/Fear of flying/);
    expect(out).toMatch(/turbulence|cabin crew/i);
    expect(out).toMatch(/When to get more help/);
    expect(out).not.toMatch(WORK_FRAME);
    expect(out).not.toMatch(METHOD);
  });

  it('answers a break-up as a break-up, not as home trouble spilling into work', () => {
    const out = reply(
      MENTAL,
      'My girlfriend and I broke up on Sunday after three years together. It is the third time we have split and got back together and I keep thinking maybe this time we can fix it. I cannot eat and I keep checking her photos. What should I do?',
    );
    expect(out).toMatch(/break-up with your girlfriend/);
    expect(out).toMatch(/Write down the pattern|Give yourself some distance/);
    expect(out).not.toMatch(WORK_FRAME);
  });

  it('meets loneliness far from town with steps about distance and regular contact', () => {
    const out = reply(
      STRESS,
      'We moved to a farm out in the countryside last spring and I feel so isolated. My partner is fine with it, but apart from him there is nobody around to chat with, the nearest town is forty minutes away and every weekend feels empty. How do people cope with this?',
    );
    expect(out).toMatch(/country/i);
    expect(out).toMatch(/Make the distance smaller/);
    expect(out).not.toMatch(METHOD);
    expect(out).not.toMatch(/Lay the options side by side/);
  });

  it('names who was lost in grief', () => {
    const out = reply(
      MENTAL,
      'My grandfather died last week and I could not get to the funeral because flights home were too expensive. Everyone else was there, so there was no goodbye for me. I keep going through old photos at night.',
    );
    expect(out).toMatch(/losing your grandfather/);
    expect(out).toMatch(/Find your own way to mark it/);
  });

  it('names the parent in a family conflict and gives a line to say', () => {
    const out = reply(
      BALANCE,
      'My dad keeps calling me lazy in front of the whole family and last night it ended in a shouting match over dinner. My mum just stays quiet. I am nineteen and still live with them and I dread going home in the evenings. How do I handle him?',
    );
    expect(out).toMatch(/your dad/);
    expect(out).toMatch(/^> /m);
    expect(out).not.toMatch(WORK_FRAME);
  });

  it('points money trouble about housing to the services that help', () => {
    const out = reply(
      STRESS,
      'We got an eviction notice yesterday because we are two months behind on rent. My partner lost hours and we have a toddler. I do not know where we will go if this goes through and I cannot sleep for worrying about it.',
    );
    expect(out).toMatch(/eviction/);
    expect(out).toMatch(/211|council/);
  });

  it('puts safety first when someone at home hurts the member', () => {
    const out = reply(
      MENTAL,
      'My husband grabbed me by the throat during an argument on Friday night. He said sorry the next morning and it did not leave marks but my neck still hurts when I swallow. I do not want to call the police. What should I do?',
    );
    expect(out).toMatch(/1-800-799-7233|0808 2000 247/);
    expect(out).toMatch(/Get checked even without marks/);
  });

  it('keeps a post about work on the work path', () => {
    const out = reply(
      STRESS,
      'My manager added two more projects to my plate this month and my colleagues are all stretched too. I have been working until nine most nights and my boss does not seem to notice. How do I raise the workload without sounding like I cannot cope?',
    );
    expect(out).not.toMatch(/When to get more help/);
  });
});

describe('reading a life topic', () => {
  it('reads what a fear is of, not what a worry is about', () => {
    expect(fearObject('I am terrified of driving on the motorway')).toBe('driving');
    expect(fearObject('Flying really sets off my anxiety')).toBe('flying');
    expect(fearObject('I am afraid of losing my job')).toBeUndefined();
    expect(fearObject('I am scared of being alone forever')).toBeUndefined();
  });

  it('does not read a job loss as grief or parents parting as the member’s break-up', () => {
    expect(
      lifeTopicOf('I am worried about losing my job and my girlfriend leaving me.')?.topic.id,
    ).not.toBe('grief');
    expect(
      lifeTopicOf('My parents are going to break up and my mom keeps crying, my dad moved out.')
        ?.topic.id,
    ).not.toBe('breakup');
  });

  it('reads a feeling that hit them, or words quoted from someone else, as neither abuse nor loneliness', () => {
    expect(
      lifeTopicOf(
        'The worry came out of nowhere last month and it hit me like a wave, I am anxious all day.',
      )?.topic.id,
    ).not.toBe('abuse');
    expect(
      lifeTopicOf(
        'We argued about the holiday and then he sulked for an hour and said "nobody understands me, I give up" before slamming the door. My boyfriend does this every time we disagree.',
      )?.topic.id,
    ).toBe('partner');
  });

  it('reads a break-up still being weighed as the relationship, not as a loss', () => {
    expect(
      lifeTopicOf(
        'My boyfriend and I fight about the same things every week and I keep wondering if we should break up. Is it normal to feel this unsure after two years?',
      )?.topic.id,
    ).toBe('partner');
  });

  it('does not take "for this relationship to work" as a post about a job', () => {
    expect(
      aboutWork(
        'I want this relationship to work so much. We both have to work on ourselves, and I keep forgiving him after every fight, then it happens again a week later and I feel like a fool for staying.',
      ),
    ).toBe(false);
  });

  it('counts work named once in a long story about something else as not about work', () => {
    const story =
      'My sister and I have not spoken since the wedding. She said things about my partner in front of everyone and I walked out. I showed up for my shift on Monday acting normal, but I have been replaying it every night since and I do not know whether to call her or wait.';
    expect(aboutWork(story)).toBe(false);
    expect(aboutWork('My boss yelled across the room at me again during the team meeting.')).toBe(
      true,
    );
  });
});

describe('the general path speaks about the member, not about its method', () => {
  it('never offers "say so" or "the nearest thing I know well"', () => {
    const out = reply(
      22,
      'I keep starting things and dropping them after a couple of weeks: a language app, a running plan, a side project. I want to be the kind of person who finishes what they start. Where do I begin?',
    );
    expect(out).not.toMatch(METHOD);
  });
});

describe('a life topic followed over the conversation', () => {
  const turns = [
    'I have a work trip abroad in May and the flight terrifies me. I am scared of flying and I once got off a plane before it left. Tips?',
    'Landing is the worst part for me. I will be travelling alone.',
    'thanks, that helps',
  ];

  it('gives steps not given before when the member answers, then closes with the topic plan', () => {
    const [first, second, closing] = conversation(STRESS, turns);
    const titles = (r = '') => [...r.matchAll(/\*\*([^*]+)\.\*\*/g)].map((m) => m[1]);
    const shared = titles(second).filter((t) => titles(first).includes(t));
    expect(titles(second).length).toBeGreaterThan(0);
    expect(shared).toEqual([]);
    expect(closing).toMatch(/Your plan/);
    expect(closing).not.toMatch(WORK_FRAME);
  });
});

describe('a healthy habit that keeps slipping', () => {
  it('gets habit steps, not decision advice', () => {
    const [reply = ''] = conversation(17, [
      'Trying to start jogging again but I keep skipping it because I am wiped out after work. Any tips?',
    ]);
    expect(reply).toMatch(/Make it tiny|Anchor it to something you already do|Never miss twice/);
    expect(reply).not.toMatch(/what you would tell a friend|Lay the options side by side/);
  });
});
