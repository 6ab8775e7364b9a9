import { describe, expect, it } from 'vitest';
import { assessRisk, type RiskLevel } from './risk.js';

/**
 * The recall groups (risk-recall-concepts.ts): suicide said without the usual words. Each group is
 * checked with several wordings, and beside near misses that must stay quiet: a task, a move, a
 * partner, a game or a device that gives the same words an ordinary meaning.
 */
const check = (cases: Array<[string, RiskLevel]>) => {
  for (const [text, level] of cases) expect(assessRisk(text).level, text).toBe(level);
};

describe('recall: suicide said without the usual words', () => {
  it('reads worth denied as a whole, not a skill', () => {
    check([
      ['Honestly there is nothing good about me at all.', 'concern'],
      ['I am a lost cause, everyone gave up on me.', 'concern'],
      ['I am no good to anyone, not even myself.', 'concern'],
      ['Nobody could ever love me.', 'concern'],
      ['I am a lost cause at chess.', 'none'],
      ['There is nothing good about my job offer.', 'none'],
    ]);
  });

  it('reads a future the member is not in, but not leave, a contract or a diagnosis', () => {
    check([
      ['I really doubt I will see my next birthday.', 'concern'],
      ['I do not plan on living past 30.', 'concern'],
      ['I honestly do not expect to be around past next spring.', 'concern'],
      ['I will not be here next year, my contract ends in June.', 'none'],
      ['I am not sure I will see my next birthday at home because of the move.', 'none'],
    ]);
  });

  it('reads life wished switched off or left, not a phone or a city', () => {
    check([
      ['If life had an off switch I would press it, no more pain.', 'concern'],
      ['I just want to escape this existence.', 'concern'],
      ['I wish I could unplug myself from life for good.', 'concern'],
      ['My laptop has no off button, it is driving me mad.', 'none'],
      ['I want to escape the city for a week.', 'none'],
    ]);
  });

  it('reads nobody who cares with a long subject, not grades or a game', () => {
    check([
      ['Not one person in my whole life cares about me.', 'concern'],
      ['Nobody in my family cares whether I come home.', 'concern'],
      ['Nobody on this planet gives a damn whether I live.', 'none'],
      ['No one in my family cares about my grades.', 'none'],
    ]);
  });

  it('reads an attempt told without its verb, beside its aftermath, not a recipe or a crash', () => {
    check([
      ['The last time I tried, I woke up in the ICU.', 'crisis'],
      ['I have tried twice before, both times with pills.', 'crisis'],
      ['Since my first attempt my mum keeps checking on me.', 'crisis'],
      ['I reattempted in spring.', 'crisis'],
      ['My friends had to pull me back from jumping off the bridge.', 'crisis'],
      ['The last time I tried, the recipe came out burnt.', 'none'],
      ['I woke up in the hospital after the car crash.', 'none'],
      ['Last time I tried, the interview went badly.', 'none'],
    ]);
  });

  it('reads means kept, held or looked at, not a kitchen, a hunt or a climb', () => {
    check([
      ['I sat on the floor staring at the pills for an hour.', 'concern'],
      ['The rope is ready in my closet.', 'crisis'],
      ['I am sitting here with a handful of pills.', 'crisis'],
      ['Once I get paid I can afford a gun.', 'concern'],
      ['I checked the bottle again, wrong cleaner for the oven.', 'none'],
      ['The rope is ready for the climb on Saturday.', 'none'],
      ['I was staring at the knife while chopping onions.', 'none'],
    ]);
  });

  it('reads a decision made with nothing named for it, not a job or a move', () => {
    check([
      ['I have made up my mind.', 'concern'],
      ['I feel calm now, I am at peace with my decision.', 'concern'],
      ['I have not decided anything yet.', 'none'],
      ['I have made up my mind, I am quitting on Friday.', 'none'],
      ['I am at peace with my decision to move abroad.', 'none'],
    ]);
  });

  it('reads the wish not to live run on, a next day not wanted and a crash pictured', () => {
    check([
      ['i dont want to live honestly whats the point', 'crisis'],
      ['I do not want this life anymore.', 'crisis'],
      ['I do not want to wake up to another morning.', 'crisis'],
      ['I keep picturing crashing the car into the barrier.', 'crisis'],
      ['Do not really want to live in this town forever.', 'none'],
      ['I am scared of crashing the car on the ice.', 'none'],
    ]);
  });

  it('reads a method chosen beside a word of death, not a study method', () => {
    check([
      ['I picked a method that is painless, and I will be gone by spring.', 'crisis'],
      ['The method has a 100% fatality rate, that is what I want.', 'crisis'],
      ['I picked a method for my thesis that is painless to replicate.', 'none'],
    ]);
  });

  it('reads ending things, not ending things with someone', () => {
    check([
      ['I keep thinking about ending things.', 'crisis'],
      ['I am going to end everything tonight.', 'crisis'],
      ['I am thinking about ending things with my boyfriend.', 'none'],
      ['Sorry for the weird end to things, thanks for reading.', 'none'],
    ]);
  });

  it('reads a denial asked back as a question, not a plain denial', () => {
    check([
      ['why shouldn’t I simply just end it', 'crisis'],
      ['Tell me, why should I not just kill myself.', 'crisis'],
      ['Promise I am not about to kill myself, relax.', 'none'],
    ]);
  });

  it('reads strength to go on spent and a self not safe to be alone with', () => {
    check([
      ['I do not want to fight anymore.', 'concern'],
      ['I cannot handle living anymore.', 'concern'],
      ['I do not trust myself right now.', 'concern'],
      ['I am scared of what I might do tonight.', 'concern'],
      ['I do not want to fight with my parents anymore.', 'none'],
      ['I do not trust myself with chocolate in the house.', 'none'],
    ]);
  });

  it('reads a plan or an "it" given its meaning by words of death nearby', () => {
    check([
      ['I know exactly how I would do it.', 'crisis'],
      ['I have been planning this for months. I just want to die.', 'crisis'],
      ['I think about it every day. Dying seems easier.', 'crisis'],
      ['I have been planning this for months, the trip will be amazing.', 'none'],
      ['I think about it every day, the new bike I mean.', 'none'],
    ]);
  });

  it('reads farewells said plainly, not goodbyes before a trip', () => {
    check([
      ['I said goodbye to everyone I love today.', 'concern'],
      ['This is my goodbye. Thank you all.', 'concern'],
      ['I said goodbye to everyone at the airport before the flight.', 'none'],
    ]);
  });

  it('reads hope denied in other words, not a deadline or a game', () => {
    check([
      ['I can not see things getting any better.', 'concern'],
      ['I am never going to be happy again.', 'concern'],
      ['There is no place for me in this world.', 'concern'],
      ['Life has no meaning for me anymore.', 'concern'],
      ['Nobody will have to deal with me soon.', 'concern'],
      ['I am not going to make it to the party on time.', 'none'],
      ['There is no place for me in this team.', 'none'],
      ['Summer is coming and I will finally be free soon.', 'none'],
    ]);
  });

  it('reads the one thing holding the member, not money keeping them in a job', () => {
    check([
      ['My little brother is the only thing stopping me.', 'concern'],
      ['I only stay alive for my dog.', 'concern'],
      ['The only thing stopping me from quitting is the money.', 'none'],
    ]);
  });

  it('reads a jump announced or a height stood on, not a pool or a photo', () => {
    check([
      ['I am going to jump.', 'concern'],
      ['I am on the bridge right now.', 'concern'],
      ['I stood on the bridge for an hour last night.', 'concern'],
      ['I am going to jump in the pool.', 'none'],
      ['We stood on the bridge to take photos of the sunset.', 'none'],
    ]);
  });

  it('reads "Im" without its apostrophe as "I am", and leaves "IM" alone', () => {
    check([
      ['Im a lost cause, honestly.', 'concern'],
      ['Im useless and pathetic.', 'concern'],
      ['Send me an IM when the build is green.', 'none'],
    ]);
  });

  it('stays linear on a long run of repeated letters', () => {
    const started = Date.now();
    assessRisk('a-'.repeat(10_000));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
