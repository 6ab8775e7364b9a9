import { describe, expect, it } from 'vitest';
import { conversation, options, PLACEHOLDER, quoted } from '../../test/offline-conversation.js';
import { profileOf } from './artefacts.js';
import { linesReply, pastedLines, rewriteLine } from './bullet-lines.js';
import { factsOf } from './facts.js';
import { offerReply } from './offer-reply.js';
import { rewriteSummary } from './summary-rewrite.js';

/**
 * When a member asks for a written thing, they get the thing itself, carrying every fact they gave:
 * headlines in three orders, an About section as a real draft, the reply to an offer with their
 * one ask in it, their own CV lines rewritten one by one, and the email for the thread's situation
 * when they ask for it after an answer. Every message here was written for this test.
 */

describe('headlines and profile sections carry every fact given', () => {
  it('reads the specialism the years were spent in and the kind of role looked at', () => {
    const text =
      'I am an underwriter with 5 years in marine insurance, looking at remote roles now.';
    const p = profileOf(text, factsOf(text));
    expect(p.role).toBe('underwriter');
    expect(p.focus).toBe('marine insurance');
    expect(p.target).toBe('remote');
    expect(p.targetKind).toBe(true);
  });

  it('offers three headlines for "a headline", each with role, specialism, years and target', () => {
    const [reply = ''] = conversation(1, [
      'Could you do me a LinkedIn headline? I am a dental nurse with 6 years in orthodontics and I am aiming for practice manager roles.',
    ]);
    const got = options(reply);
    expect(got).toHaveLength(3);
    for (const h of got) {
      expect(h).toMatch(/Dental Nurse/);
      expect(h).toMatch(/Orthodontics/);
      expect(h).toMatch(/Practice Manager/);
    }
    expect(got.some((h) => /6 years/.test(h))).toBe(true);
    expect(reply).not.toMatch(PLACEHOLDER);
  });

  it('says a kind of role with its noun, and a result first when one is given', () => {
    const [reply = ''] = conversation(1, [
      'Write me a headline please. I am a payroll officer with 3 years in local government, I cut pay errors by 40% last year, and I am looking at private sector roles.',
    ]);
    const got = options(reply);
    expect(got).toHaveLength(3);
    expect(got.join(' ')).toMatch(/Private Sector Roles/);
    expect(got.some((h) => /^Cut pay errors by 40%/.test(h))).toBe(true);
  });

  it('keeps to the number asked for', () => {
    const [reply = ''] = conversation(1, [
      'Give me one headline, I am a florist with 12 years in wedding work.',
    ]);
    expect(options(reply)).toHaveLength(1);
  });

  it('drafts an About section in full sentences from the facts, and asks for the one missing', () => {
    const [reply = ''] = conversation(1, [
      'Can you write my LinkedIn about section? I am a lab technician with 4 years in food safety testing, moving into quality assurance.',
    ]);
    const draft = quoted(reply);
    expect(draft.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(3);
    expect(draft).toMatch(/lab technician with 4 years of experience in food safety testing/);
    expect(draft).toMatch(/quality assurance/);
    expect(reply).not.toMatch(PLACEHOLDER);
    expect(reply.trim().endsWith('?')).toBe(true);
    expect(reply).toMatch(/result/i);
  });
});

describe('the reply to an offer is written when asked for', () => {
  it('accepts with one ask: thanks, yes in principle, the ask with a reason and room to move', () => {
    const r = offerReply(
      'They made me an offer today. I will take it, but I want to ask for a later start in May.',
    );
    expect(r?.what).toMatch(/one ask/);
    expect(r?.body).toMatch(/^Thank you/);
    expect(r?.body).toMatch(/accept in principle/);
    expect(r?.body).toMatch(/a later start in May, as /);
    expect(r?.body).toMatch(/alternatives/);
    expect(offerReply('My friend says offers are rarely final.')).toBeUndefined();
  });

  it('writes the message, not negotiation steps, and keeps it with the coach that was asked', () => {
    const [reply = ''] = conversation(1, [
      'Yay, they offered me the job! I want to accept but ask for two more days of annual leave. What should I write?',
    ]);
    const draft = quoted(reply);
    expect(draft).toMatch(/^Hi /);
    expect(draft).toMatch(/two more days of annual leave/);
    expect(draft).toMatch(/accept/);
    expect(reply).not.toMatch(/talk to the .* coach|agentId=/i);
    expect(reply).toMatch(/before you sign/i);
  });

  it('writes the same reply when asked what to say rather than what to write', () => {
    const [reply = ''] = conversation(1, [
      'I have the offer in hand and I am saying yes, but I would like to ask for a laptop budget. What do I say to them?',
    ]);
    expect(quoted(reply)).toMatch(/a laptop budget/);
  });

  it('declines warmly when the member has decided against it', () => {
    const [reply = ''] = conversation(1, [
      'I am turning the startup offer down. Could you write me the message?',
    ]);
    expect(quoted(reply)).toMatch(/decided not to accept/);
  });
});

describe('a message asked for with only what it is about is still written', () => {
  it('raises the matter, hands it over as a question, and asks the member for the detail', () => {
    const [reply = ''] = conversation(15, [
      'Could you draft me an email to payroll about the overtime missing from my March pay?',
    ]);
    const draft = quoted(reply);
    expect(draft).toMatch(/I'm writing about the overtime missing from my March pay\./);
    expect(draft).toMatch(/\?/);
    expect(reply).not.toMatch(/^\d\.\s+\*\*/m);
    expect(reply.trim().endsWith('?')).toBe(true);
  });
});

describe('the email for the thread is written when asked for after an answer', () => {
  it('"what would you say in the email?" drafts the negotiation from the thread', () => {
    const [, reply = ''] = conversation(1, [
      'I have an offer from a museum but the pay is below what I expected. Is it worth negotiating?',
      'What would you say in the email?',
    ]);
    const draft = quoted(reply);
    expect(draft).toMatch(/^Hi /);
    expect(draft).toMatch(/higher salary/);
    expect(reply).not.toMatch(/^\d\.\s+\*\*/m);
  });

  it('"write it for me" drafts the request the member said earlier', () => {
    const [, reply = ''] = conversation(1, [
      'My team lead keeps booking me on the late shift. I want to ask to swap to early shifts.',
      'write it for me',
    ]);
    expect(quoted(reply)).toMatch(/swap to early shifts/);
    expect(reply).not.toMatch(/Who is it going to/);
  });
});

describe('pasted CV lines are rewritten one by one', () => {
  it('finds the lines under the ask, on separate lines or on one', () => {
    expect(pastedLines('please improve my cv bullets:\n- ran the till\n- cleaned')?.lines).toEqual([
      'ran the till',
      'cleaned',
    ]);
    expect(
      pastedLines('could you rewrite these lines for my CV: - answered calls - kept records')
        ?.lines,
    ).toEqual(['answered calls', 'kept records']);
    expect(pastedLines('which is better for me: - leave - stay')).toBeNull();
  });

  it('opens each line with a strong verb from its own words', () => {
    expect(rewriteLine('responsible for the front desk').after).toBe('Managed the front desk');
    expect(rewriteLine('doing the weekly stock count').after).toBe(
      'Did the weekly stock count'.replace('Did', 'Managed'),
    );
    expect(rewriteLine('processing refunds').after).toBe('Processed refunds');
    expect(rewriteLine('I organised the office move').after).toBe('Organised the office move');
    expect(rewriteLine('coordination of volunteer rotas').after).toBe(
      'Coordinated volunteer rotas',
    );
  });

  it('reads numbered lines written on one line, and lines whose subject was left out', () => {
    const pasted = pastedLines(
      'Could you polish these CV lines? 1) Was in charge of the loading bay 2) Helped to plan the summer fair',
    );
    expect(pasted?.lines).toHaveLength(2);
    const [first, second] = (pasted?.lines ?? []).map((l) => rewriteLine(l).after);
    expect(first).toBe('Managed the loading bay');
    expect(second).toBe('Helped plan the summer fair');
  });

  it('names the role the lines are tailored for', () => {
    const pasted = pastedLines(
      'Tailor these CV bullets for a night shift supervisor role:\n- stacked shelves\n- trained 2 juniors',
    );
    expect(linesReply(pasted ?? { ask: '', lines: [] })[0]).toMatch(
      /for a night shift supervisor role/,
    );
  });

  it('corrects a typo it is sure of and says so', () => {
    const r = rewriteLine('maintaned the supplier database');
    expect(r.after).toBe('Maintained the supplier database');
    expect(r.fixed).toEqual([{ word: 'maintaned', suggestion: 'maintained' }]);
  });

  it('asks for the scale or result a line lacks, about its own thing', () => {
    expect(rewriteLine('handled customer refunds').missing[0]).toBe('how many refunds');
    expect(rewriteLine('cut waiting times by 20% for 300 patients').missing).toEqual([]);
  });

  it('keeps every line apart, in order, in the reply', () => {
    const [reply = ''] = conversation(1, [
      'can you make these bullets better:\n- in charge of instagram\n- helped with fundraising\n- traning new volunteers',
    ]);
    const lines = reply.split('\n').filter((l) => /^\d\.\s/.test(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^1\. \*\*Managed instagram\.\*\*/);
    expect(lines[1]).toMatch(/^2\. \*\*Contributed to fundraising\.\*\*/);
    expect(lines[2]).toMatch(/^3\. \*\*Trained new volunteers\.\*\*/);
    expect(reply).toMatch(/"traning" to "training"/);
    expect(reply).not.toMatch(/attach|upload/i);
    expect(reply).not.toMatch(PLACEHOLDER);
    expect(linesReply({ ask: '', lines: ['wrote the rota'] }).at(-1)).toMatch(/\?$/);
  });
});

describe('a summary typed in lower case with typos is still rewritten', () => {
  it('reads the title after "i am a", fixes the spelling and keeps the duties said after a comma', () => {
    const r = rewriteSummary(
      'i am a reliable payroll administrator with 3 years experiance in retail, responsible for month end checks and answering staff queries. looking for a new challange.',
    );
    expect(r?.title).toBe('Payroll administrator');
    expect(r?.fixes.map((f) => f.suggestion)).toContain('experience');
    expect(r?.full).toMatch(/^Payroll administrator with 3\+ years in retail\./);
    expect(r?.full).toMatch(/month end checks and answering staff queries/);
  });
});
