import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { offerReply } from './offer-reply.js';

/**
 * Asking for more time to decide on an offer is its own situation (knowledge.ts offer-time), and
 * the email asked for later in the thread asks for a dated extension, never for more pay. Every
 * message here was written for this test.
 */

describe('more time to decide on an offer', () => {
  it('gives the extension steps, then an email asking for a dated extension', () => {
    const [first, second] = conversation(1, [
      'received an offer from a regional bank and they expect my answer by Thursday, but a design agency I prefer is still deciding after my final interview. how can I get a few more days without risking the offer?',
      'what would the email to the bank say?',
    ]);
    expect(first).toMatch(/extension/i);
    expect(first).not.toMatch(/Tell me about yourself|10 %|market for/);
    expect(second).toMatch(/answer by Tuesday next week/);
    expect(second).not.toMatch(/10 %|flexibility|closer to/);
  });

  it('writes the extension request only when time is what is asked', () => {
    expect(
      offerReply('I have an offer and need more time, I am still waiting on another company.')
        ?.what,
    ).toMatch(/more days/);
    expect(offerReply('I got an offer and I want to accept it.')?.what).toBe('accepting the offer');
  });

  it('keeps a pay negotiation draft for a member who asks to negotiate', () => {
    const [, email] = conversation(1, [
      'I have an offer of 48k as a data analyst and it is below what I expected. Should I negotiate?',
      'what would you say in the email?',
    ]);
    expect(email).not.toMatch(/more days|answer by/);
  });
});

describe('a fully remote option against an office one', () => {
  it('counts no commute for the remote job instead of leaving it out', () => {
    const [reply = ''] = conversation(19, [
      'Offer one: 48k, fully remote. Offer two: 52k, 4 days in the office and 40 min each way by train. Which is better?',
    ]);
    expect(reply).toMatch(/48k offer none \(fully remote\)/);
    expect(reply).not.toMatch(/not given for/);
    expect(reply).toMatch(/All in/);
  });
});
