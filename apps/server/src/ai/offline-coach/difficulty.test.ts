import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { conversation } from '../../test/offline-conversation.js';
import { namesDifficulty, nonRequest } from './asks.js';
import { respond } from './respond.js';

/** A short message that names a strain brings it to the coach. Every message was written here. */
describe('a difficulty named in a short message', () => {
  it.each([
    "I've got a pitch to a big client on Friday and I can't switch my head off about it",
    'the workload is too much since the merger',
    'I am drained after every team meeting with him',
    'Doing 55 hours a week since January',
  ])('%s → a request for help, not a story told for itself', (text) => {
    expect(namesDifficulty(text)).toBe(true);
    expect(nonRequest(text)).toBeUndefined();
  });

  it('a strain denied is not named', () => {
    expect(namesDifficulty("I'm not stressed about it, I just want a second opinion")).toBe(false);
    expect(namesDifficulty('I am no longer stuck on the project')).toBe(false);
  });

  it('the stress coach meets it with its own groundwork, not thanks for sharing or career moves', () => {
    const { reply } = respond(
      coachRequest(
        15,
        "I've got a pitch to a big client on Friday and I can't switch my head off about it",
      ),
    );
    expect(reply).not.toMatch(/Thanks for sharing|did you mainly want to tell it/i);
    expect(reply).toMatch(/^1\. \*\*/m);
    expect(reply).not.toMatch(/one person who knows the field|offer letter/i);
  });
});

describe('a crunch with a date and the manager away', () => {
  it('is triaged: order, early word to the people waiting, and who decides meanwhile', () => {
    const [reply = ''] = conversation(15, [
      'two reports and a client deck due thursday and my boss is on leave. freaking out',
    ]);
    expect(reply).toMatch(
      /Two reports due on Thursday, with your manager away|due on Thursday, with your manager away/,
    );
    expect(reply).toMatch(/Find who decides while your manager is away/);
    expect(reply).not.toMatch(/Have the workload conversation/);
  });
});
