import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { alreadySaid } from './already.js';
import { factsOf } from './facts.js';
import { indirect, seriousLine, situationSentence, theirQuestionReflected } from './reflect.js';

describe('the reply’s opening says back what the member wrote, in natural words', () => {
  it('turns their question to the second person', () => {
    expect(indirect('Am I wrong to turn it down?')).toBe(
      "You're asking whether you are wrong to turn it down.",
    );
    expect(indirect('Should I tell my lead about the second offer?')).toBe(
      "You're asking whether you should tell your lead about the second offer.",
    );
    expect(indirect('How do I ask for a later start date?')).toBe(
      "You're asking how to ask for a later start date.",
    );
    expect(indirect('Did I burn a bridge by declining twice?')).toBe(
      "You're asking whether you burned a bridge by declining twice.",
    );
    expect(indirect('What does a probation extension mean for me?')).toBe(
      "You're asking what a probation extension means for you.",
    );
    expect(indirect('Could someone tell me if a verbal offer is binding?')).toBe(
      "You're asking whether a verbal offer is binding.",
    );
    // An inversion inside a question that keeps its word order.
    expect(indirect('Which route is faster and what am I overlooking?')).toBe(
      "You're asking which route is faster and what you are overlooking.",
    );
  });

  it('leaves out a question it cannot turn cleanly, rather than pasting it', () => {
    // Addressed to the readers, or too short to say anything back.
    expect(indirect('What are your thoughts on this?')).toBeUndefined();
    expect(indirect('What do I do?')).toBeUndefined();
    // The title line is skipped for a sentence of the story.
    expect(
      theirQuestionReflected(
        'Night shift question\nIs it normal for a new hire to get only night shifts?',
      ),
    ).toBe("You're asking whether it is normal for a new hire to get only night shifts.");
  });

  it('says back one sentence of their situation, not of the post', () => {
    expect(
      situationSentence(
        'Stuck at a desk job\nSorry for the long post. I have been a receptionist at a dental clinic for three years. Help?',
      ),
    ).toBe('You have been a receptionist at a dental clinic for three years.');
    expect(situationSentence('Title only?\nany advice welcome')).toBeUndefined();
    // A title that is their own sentence counts; a question without its mark does not.
    expect(situationSentence('I finally got promoted to team lead today!\nNow what')).toBe(
      'You finally got promoted to team lead today.',
    );
    expect(situationSentence('Should I keep two accounts\nNot sure')).toBeUndefined();
  });

  it('acknowledges what is serious first, whatever else the message is about', () => {
    expect(
      seriousLine(
        'My shift lead kept texting me and asked me out when I was 16. Now I want a reference from that store.',
      )?.kind,
    ).toBe('grooming');
    expect(seriousLine('A coworker keeps making sexual comments and HR shrugs.')?.kind).toBe(
      'harassment',
    );
    expect(seriousLine('My father passed away last month and I am behind at work.')?.kind).toBe(
      'death',
    );
    expect(seriousLine('We got an eviction notice and I start a new job next week.')?.kind).toBe(
      'money',
    );
    expect(seriousLine('How should I format my CV for a design role?')).toBeUndefined();
    // Someone close who is ill is their family's health, not the member's own.
    expect(seriousLine('I took a year out to look after my mum after her stroke.')?.kind).toBe(
      'care',
    );
    expect(
      seriousLine('My husband had surgery in May and I covered everything at home.')?.kind,
    ).toBe('care');
    expect(seriousLine('I had surgery on my knee in March and I am back at work.')?.kind).toBe(
      'health',
    );
  });
});

describe('no re-asking', () => {
  it('skips a question whose answer the member already gave', () => {
    const told =
      'They offered me $70k and I told my manager about it last week. I live in Toronto.';
    const facts = factsOf(told);
    expect(
      alreadySaid('What figure did they offer, and what would make you say yes?', told, facts),
    ).toBe(true);
    expect(
      alreadySaid(
        'Who decides on this where you work, and have you raised it with them yet?',
        told,
        facts,
      ),
    ).toBe(true);
    expect(
      alreadySaid('Which country or state do you work in? The rules depend on it.', told, facts),
    ).toBe(true);
    // What they have not said is still asked.
    expect(alreadySaid('Which question are you most worried they will ask?', told, facts)).toBe(
      false,
    );
    expect(alreadySaid('How long have you been in the job?', told, facts)).toBe(false);
  });
});

describe('the sentence said back carries the situation', () => {
  it('prefers the sentence with the member’s facts over an earlier one without', () => {
    const said = situationSentence(
      'Need advice on an offer\nI have been thinking about this for a while now honestly. I earn $64k as a warehouse supervisor and they offered me $71k in Denver. What should I do?',
    );
    expect(said).toBe(
      'You earn $64k as a warehouse supervisor and they offered you $71k in Denver.',
    );
  });
});

describe('a place typed in small letters', () => {
  it('is said back with its capital', () => {
    const [reply = ''] = conversation(22, [
      'i moved from poland to ireland last year, 4 years as a lab technician. how do i get hired here',
    ]);
    expect(reply).not.toMatch(/\bpoland\b|\bireland\b/);
  });
});
