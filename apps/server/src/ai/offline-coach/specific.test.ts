import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { LIBRARY } from './knowledge.js';
import { respond } from './respond.js';
import { rankSteps } from './retrieve.js';

/**
 * Two members in the same situation get replies about their own posts: the closing question is
 * built on a fact of theirs when the entry has one for it, a step they say they have already
 * taken is not given, a script is set out only when its words carry their facts, and the general
 * path's moves and question follow from what the message says. Messages written for this test.
 */

const paragraphs = (reply: string) =>
  reply
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const lastParagraph = (reply: string) => paragraphs(reply).at(-1) ?? '';
const entry = (id: string) => {
  const found = LIBRARY.find((e) => e.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('replies built on the member’s own post', () => {
  it('builds the closing question on the place each member names', () => {
    const lisbon = respond(
      coachRequest(
        1,
        'Nobody answers my applications\nI moved to Lisbon in spring and I keep applying for office jobs, but nobody ever answers me. What should I change?',
      ),
    ).reply;
    const manila = respond(
      coachRequest(
        1,
        'Nobody answers my applications\nI live in Manila and I keep applying for office jobs, but nobody ever answers me. What should I change?',
      ),
    ).reply;
    expect(lastParagraph(lisbon)).toMatch(/\bin Lisbon\b/);
    expect(lastParagraph(manila)).toMatch(/\bin Manila\b/);
    expect(lastParagraph(lisbon)).not.toBe(lastParagraph(manila));
  });

  it('builds no question on a place when the member names two', () => {
    const reply = respond(
      coachRequest(
        1,
        'Nobody answers my applications\nI live in Ohio but I keep applying for office jobs in Texas, and nobody ever answers me. What should I change?',
      ),
    ).reply;
    expect(lastParagraph(reply)).not.toMatch(/\bin (?:Ohio|Texas)\b/);
  });

  it('asks the plain question, with no empty slot, when the member gives no fact for it', () => {
    const reply = respond(
      coachRequest(
        1,
        'Nobody answers my applications\nI keep applying for office jobs, but nobody ever answers me. What should I change?',
      ),
    ).reply;
    expect(reply).not.toMatch(/[{}]|\bin \?|\bin :|another {2}role/);
    // No fact, cue or word of theirs calls for one of the entry's questions: the reply ends on its
    // steps rather than a question drawn for any member in the situation.
    expect(lastParagraph(reply)).toMatch(/^1\. \*\*/m);
    expect(lastParagraph(reply)).not.toMatch(/\?$/);
  });

  it('leaves out a step the member says they have already taken', () => {
    const stalled = entry('search-stalled');
    const tailored = rankSteps(
      stalled,
      'No callbacks at all. I tailored my CV to every single ad and I still hear nothing back from anyone.',
    ).map((s) => s.title);
    const untouched = rankSteps(
      stalled,
      'No callbacks at all. I send the same CV everywhere and I still hear nothing back from anyone.',
    ).map((s) => s.title);
    expect(tailored).not.toContain('Switch from volume to fit');
    expect(untouched).toContain('Switch from volume to fit');
  });

  it('gives two members with the same topic different steps when their posts say different things', () => {
    const agencies = respond(
      coachRequest(
        1,
        'Job hunt going nowhere\nI signed up with two staffing agencies and went to a career fair, and I have messaged the hiring manager for each role I applied to. Still no replies after four months. What now?',
      ),
    ).reply;
    const plain = respond(
      coachRequest(
        1,
        'Job hunt going nowhere\nI send my CV to every ad I can find online. Still no replies after four months. What now?',
      ),
    ).reply;
    const steps = (reply: string) => paragraphs(reply).find((p) => /^1\. /m.test(p)) ?? '';
    expect(steps(agencies)).not.toMatch(/Widen the door you knock on|Find a person for every/);
    expect(steps(agencies)).not.toBe(steps(plain));
  });

  it('sets out a script only when its words carry a fact of the member', () => {
    const none = respond(
      coachRequest(
        1,
        'Still nothing back\nI live in Porto and I have applied to hundreds of warehouse jobs, and no one replies to my applications. How do I get callbacks?',
      ),
    ).reply;
    const years = respond(
      coachRequest(
        1,
        'Still nothing back\nI live in Porto, I have worked in warehouses for 7 years and I have applied to hundreds of warehouse jobs, and no one replies to my applications. How do I get callbacks?',
      ),
    ).reply;
    expect(none).not.toMatch(/^> /m);
    expect(years).toMatch(/^> .*7 years of relevant experience/m);
  });

  it('asks the question for what this member says only when their words say it', () => {
    const yelled = respond(
      coachRequest(
        15,
        'My supervisor keeps shouting at me\nMy supervisor shouted at me again in the stockroom today over a late delivery that was not mine. How should I handle him?',
      ),
    ).reply;
    const quiet = respond(
      coachRequest(
        15,
        'My supervisor ignores my ideas\nMy supervisor never answers my suggestions in our team meetings and gives the work to others. How should I handle him?',
      ),
    ).reply;
    expect(lastParagraph(yelled)).toMatch(/who else was there to hear it/);
    expect(lastParagraph(quiet)).not.toMatch(/who else was there to hear it/);
  });

  it('asks someone weighing a decision on the general path which way they lean', () => {
    const reply = respond(
      coachRequest(
        22,
        'Torn\nShould I join the choir at my office or keep my lunch breaks to myself? I like singing but I also like quiet.',
      ),
    ).reply;
    expect(lastParagraph(reply)).toMatch(/which way are you leaning/i);
  });
});
