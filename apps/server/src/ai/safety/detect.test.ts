import { describe, expect, it } from 'vitest';
import { assessCrisis, assessTurn } from './detect.js';
import { carefulReminder, concernReply, crisisReply, isSafetyReply } from './messages.js';
import { slices } from './risk.js';
import { safetyFor } from './safety-net.js';

describe('assessCrisis', () => {
  const crises: Array<[string, string]> = [
    ['I want to kill myself', 'suicide'],
    ['i dont want to live anymore', 'suicide'],
    ['I wanna die', 'suicide'],
    ["I'm not sure I want to be alive anymore", 'suicide'],
    ["Life isn't worth living", 'suicide'],
    ["I don't see the point of going on", 'suicide'],
    ['Everyone would be better off without me.', 'suicide'],
    ['Sometimes I think about ending it all', 'suicide'],
    ['I have been thinking about suicide', 'suicide'],
    ['Is it normal to think about suicide?', 'suicide'],
    ["I won't be around much longer", 'suicide'],
    ['I wish I could go to sleep and never wake up', 'suicide'],
    ["I've been hurting myself", 'self-harm'],
    ['I started cutting myself again last week', 'self-harm'],
    ['I have urges to hurt myself', 'self-harm'],
    ['self-harm is the only thing that helps', 'self-harm'],
    ["I'm going to hurt my manager", 'harm-to-others'],
    ['I want to punch my co-worker', 'harm-to-others'],
    ['I could bring a knife to work tomorrow', 'harm-to-others'],
    ['He hits me when he drinks', 'abuse'],
    ['My boyfriend choked me last night', 'abuse'],
    ['my wife threatened to hurt me if I tell anyone', 'abuse'],
    ["I'm scared to go home tonight", 'abuse'],
    ['I was sexually assaulted at the office party', 'abuse'],
    ["I think I'm having a heart attack", 'medical'],
    ['I have crushing chest pain and my arm is numb', 'medical'],
    ["I can't breathe and my throat is swelling", 'medical'],
    ['I took too many sleeping pills', 'medical'],
    // A method asked about in the second person, death weighed as the better option, jumping.
    ['how would you even hang yourself without anyone noticing', 'suicide'],
    ['Lately dying just looks easier than all of this', 'suicide'],
    ['from the office roof it would be so easy to jump', 'suicide'],
    ['I am selling all my stuff before the end of the month, none of it matters', 'suicide'],
    // A negation closes at a new subject: "cant i need to…" still affirms the urge.
    ['i cant i need to cut myself right now', 'self-harm'],
    ["some nights I just hope I don't wake up, not existing seems so peaceful", 'suicide'],
    ['my revolver is in my hand again tonight', 'suicide'],
    ['If I shot myself tonight, I called an ambulance first so someone finds me', 'suicide'],
    ['so maybe I just won’t wake up.', 'suicide'],
    ['I have been praying the plane crashes on every flight', 'suicide'],
    // A figure of speech read tight never cancels a literal assault in the same sentence.
    ['He beat me, held me down at knife point and tried to kill me', 'abuse'],
    ['my stepfather is hitting my mom again and I locked my door', 'abuse'],
  ];
  it.each(crises)('reads %j as %s', (text, kind) => {
    expect(assessCrisis(text)?.kinds).toContain(kind);
  });

  const ordinary = [
    'This deadline is killing me',
    'I could kill for a coffee',
    'My boss will murder me if I am late',
    "I'm dying to get that job",
    'This commute is suicide',
    'Leaving after eight months would be career suicide',
    'Shoot me an email when you can',
    'I shot him an email yesterday',
    'I hurt myself at the gym',
    'I cut myself shaving this morning',
    "I've been cutting myself some slack lately",
    'My manager hits me with last-minute requests',
    'She beat me at chess again',
    'My colleague hit me up about the offer',
    'My manager threw me under the bus in the review',
    'I just want this meeting to stop running over',
    "I don't want my parents to die before they see me graduate",
    'How do you sell yourself in an interview?',
    "I hope I don't wake up late for the interview",
    'If I shot myself in the foot with that email, I called my manager to fix it',
    'I feel abused by the workload and the unreasonable hours',
    'My mentor pushed me to apply for the role',
    'The news hit me hard',
    'It kills me that I missed the launch',
    'We need to beat the competition',
    "I'd kill to have her job",
    "I'm not suicidal, just tired of my job",
    "I'd never hurt myself",
    "I don't want to live in London any more",
    'We ran suicide prevention training for managers',
    'I want to die of embarrassment after that meeting',
    'That meeting almost gave me a heart attack',
    'I can’t breathe with all these meetings',
    'My team absolutely killed it this quarter',
    'I never wake up before nine on weekends',
    'There is no point going to the meeting',
    'I hurt her feelings in the review',
  ];
  it.each(ordinary)('lets %j through', (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  // Written for this test by the team, in words none of the cue lists were built from: the
  // concepts (a wish not to wake up, looking up means, farewell, self-harm by body part, fear of a
  // partner, coercive control) must carry the reading, not the exact phrase.
  const unseenCrises: Array<[string, string]> = [
    ["I've been reading up on how many of my sleeping tablets it would take", 'suicide'],
    ['Honestly I hope I just go to sleep tonight and never wake up', 'suicide'],
    ["I feel like there's no point anymore and sometimes I think about ending it all", 'suicide'],
    [
      "I've started giving away my stuff to friends so they have something to remember me by",
      'suicide',
    ],
    ['I wrote letters to my kids last night, just in case', 'suicide'],
    ['I used to burn my forearms with a lighter and the urge is back', 'self-harm'],
    ['There are fresh cuts on my thighs again', 'self-harm'],
    ['My husband grabbed me by the throat and pinned me against the wall', 'abuse'],
    ["He checks my phone every night and won't let me see my sister", 'abuse'],
    ["I'm terrified of what my partner will do when he finds out I applied", 'abuse'],
    ['Tried to overdose two years ago and I feel like I am back there', 'suicide'],
    ["I counted what's left of my prescription. I just want this to be over.", 'suicide'],
    ["I've been giving my records and my guitar away to friends this week", 'suicide'],
    ['When he is drunk he shoves me into the wall', 'abuse'],
  ];
  it.each(unseenCrises)('reads %j as a crisis (%s)', (text, kind) => {
    const risk = assessTurn(text);
    expect(risk.level).toBe('crisis');
    expect(risk.kinds).toContain(kind);
  });

  const concerns = [
    "I don't see how this ever gets better. Everyone would honestly be fine without me.",
    "I'm so tired of everything and I feel completely empty",
    "I'm such a burden to my team and my family",
    'I hate myself for how I handled the layoff',
    'What is the point of any of it, really',
    "I'm not suicidal, but I feel so alone and I cry every night",
    'Every morning is the same fog and I just want it to stop',
    "I don't want to feel like this anymore, not one more week of it",
    "I can't do this anymore, every day is the same weight",
  ];
  it.each(concerns)('reads %j as a concern: ask whether they are safe', (text) => {
    expect(assessTurn(text).level).toBe('concern');
  });

  const idioms = [
    'This deadline is killing me',
    'I could murder a pizza right now',
    "If I have to sit through another all-hands I'll die",
    'Our sales team is dying to meet the new VP',
    "My inbox is a nightmare and I'm exhausted",
    "I don't want to burn bridges with my manager",
    'I took a pay cut to move into UX',
    'My last day at the company is Friday, I already said goodbye to my team',
    'I need to cut my hours to look after my son',
    'The recruiter threw me under the bus in front of the hiring manager',
  ];
  it.each(idioms)('reads the idiom %j as neither crisis nor concern', (text) => {
    expect(assessTurn(text).level).toBe('none');
  });

  // Intent that is implied, not named; tries written with the -ing form; the steps people take
  // to get away from abuse; and a state said to be behind the member.
  it('reads intent bound to a last night or birthday as a crisis, a last day at work as none', () => {
    for (const text of [
      'I think tonight will be my last night, I have made my peace with it',
      'My birthday next week is going to be my last birthday',
      'Last month I tried hanging myself in the shed',
      'I already tried ODing twice this year',
      'I might just drink myself into a coma this weekend',
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    for (const text of [
      'Friday is my last day, so today was my last team lunch',
      'My partner surprised me last night with tickets to a concert',
      'I need to make sure it works on mobile before the demo',
      'I tried reaching out to the hiring manager twice this week',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('asks whether they are safe when intent is only implied', () => {
    for (const text of [
      "Everything is sorted now and I'm ready to go.",
      "I never did it on Tuesday. I didn't do it last night either.",
      'This time I am going to make sure it works.',
      "I keep wondering whether I should write a note or if that's worse for them",
      'How painful would it be to fall from the top floor',
      'I am thinking of buying a gun with my bonus money',
    ]) {
      expect(assessTurn(text).level, text).not.toBe('none');
    }
    for (const text of [
      "I'm ready to go to the interview, my suit is pressed",
      'Should I write a cover letter for an internal move?',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads abuse of a family member, fear for their life and a history of violence', () => {
    for (const text of [
      'My uncle has been molesting my sisters for years',
      'Last night he tried to drown our son in the bath',
      'My friend is terrified for her life and has nowhere to go',
      'She turned up at my door beaten by her ex',
    ]) {
      expect(assessCrisis(text)?.kinds, text).toContain('abuse');
    }
    expect(assessTurn('There is a long history of violence in our house').level).toBe('concern');
    expect(assessTurn('I wrote a thesis on the history of violence in film').level).toBe('none');
  });

  it('reads abuse of a substance as substance use, not as someone abusing the member', () => {
    expect(assessTurn('I think my brother is abusing Xanax, what should I do').level).not.toBe(
      'crisis',
    );
    expect(assessTurn('My brother is abusing me and my mum').level).toBe('crisis');
  });

  it('reads the steps away from abuse as a sign to ask, not work talk', () => {
    for (const text of [
      'The judge refused my protective order and he knows where we live',
      'I am staying at a shelter with my two kids since Sunday',
      'I still have to split custody with my abuser every other weekend',
      'She left her abusesive husband in March',
    ]) {
      expect(assessTurn(text).level, text).not.toBe('none');
    }
    for (const text of [
      'I volunteered at an animal shelter for two summers',
      'I worked at a shelter as a case manager for three years',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads a burden as the member being one, not a task that is heavy', () => {
    expect(assessTurn('I feel like a burden on everyone around me').level).toBe('concern');
    expect(assessTurn('The paperwork for the visa is a real burden').level).toBe('none');
    expect(assessTurn('Commuting two hours a day became a burden').level).toBe('none');
  });

  it('reads a state said to be behind the member one step lower', () => {
    expect(assessTurn('I used to hate myself but I learned to like who I am').level).toBe('none');
    expect(assessTurn('I hate myself for how I handled the layoff').level).toBe('concern');
    // A past attempt or self-harm is a risk factor whatever its tense.
    expect(assessTurn('I used to cut myself and the urge is back').level).toBe('crisis');
    // A wish to die said as past is still asked about.
    expect(assessTurn('I used to want to die every single day').level).toBe('concern');
  });

  it('reads cues written with "through" (wink reads the word as "thru")', () => {
    expect(assessTurn("If the clinic sends me home I won't make it through the night").level).toBe(
      'crisis',
    );
    expect(assessTurn('I am scared I will actually go through with it this time').level).toBe(
      'crisis',
    );
  });

  it('reads "better of dead" as the phrase it stands for', () => {
    expect(assessTurn('honestly I think I am better of dead').level).toBe('crisis');
  });

  it('a wish to die is never cancelled by a day or an event named near it', () => {
    for (const text of [
      'I want to die this week',
      'I want to die after the interview',
      'I wish I was dead, every day is the same',
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    expect(assessTurn('I just want this meeting to be over').level).toBe('none');
  });

  it('is not cancelled by a figure of speech elsewhere in the sentence', () => {
    expect(assessTurn('He hit me hard last night and then told me to hit him up later').level).toBe(
      'crisis',
    );
  });

  it('reads a long message in linear slices, so no input stalls the server', () => {
    const long = 'a-'.repeat(10_000);
    expect(slices(long).length).toBeGreaterThan(10);
    expect(slices(long).join('')).toBe(long);
    expect(assessTurn(long).level).toBe('none');
    expect(assessTurn(`${'work is fine. '.repeat(1500)}I want to end my life.`).level).toBe(
      'crisis',
    );
  });

  it('tells someone else’s danger from the member’s own', () => {
    expect(assessCrisis('My colleague said she wants to kill herself')?.aboutOther).toBe(true);
    expect(assessCrisis('I want to kill myself')?.aboutOther).toBe(false);
  });

  // Signs said in ordinary first-person words (worth, nobody caring, courage around "it"), and
  // the readings that keep figures of speech, jokes and other people's past out.
  it('asks about worth, nobody caring, a farewell apology and the courage to "do it"', () => {
    for (const text of [
      'Honestly no one cares.',
      'I feel like trash most days and I can not stand myself',
      'Nothing seems worth it lately',
      "I still don't have the guts to do it",
      'I keep trying to convince myself to go through',
      "I'm sorry to my family for all of this",
      'I think I am going to use the bonus to get a gun, my mind is made up',
      'My cousin hanged himself in the spring and I keep replaying it',
    ]) {
      expect(assessTurn(text).level, text).toBe('concern');
    }
  });

  it('asks when worth is denied, a plea to talk is the whole sentence, or "I am done." stands alone', () => {
    for (const text of [
      'What a useless mess I am.',
      "I don't even deserve help at this point",
      "I'm not worth anything to anyone",
      'Please, somebody talk to me.',
      'I just need someone to talk to.',
      'Three rejections this week. I am so done.',
    ]) {
      expect(assessTurn(text).level, text).toBe('concern');
    }
    for (const text of [
      'I feel the promotion is not worth it for the extra hours',
      'I need someone to talk to about negotiating my salary',
      'Please help me with my cover letter',
      'I am done with the first draft of my resume',
      'If anyone knows a recruiter in Lisbon please help me!',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads self-harm said with the verb alone and attempts with wink-unlemmatised forms', () => {
    for (const text of [
      'I cut again last night',
      'I tried strangling myself yesterday',
      'I was a cutter for years',
      'it went nearly down to the tendon this time',
    ]) {
      expect(assessCrisis(text)?.kinds, text).toContain(
        text.includes('strangling') ? 'suicide' : 'self-harm',
      );
    }
  });

  it('keeps tasks, insults, nouns and past events out of the new signs', () => {
    for (const text of [
      'Nobody cares about your GPA after the first job',
      'I cut my hair today and it looks great',
      'I cut class today to finish the portfolio',
      'He is the worst excuse for a manager I have met',
      'im a trash streamer but i have fun',
      "My sister moved and I can't see her anymore on weekends",
      'Before I left the company I trained my replacement',
      'The cost of living is too much in this city',
      'A coworker hurt himself on the forklift last week',
      "I don't have the courage to ask for a raise",
      'I am going to get a gun license for the security job',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads laughter next to a strong sign, and a past reaction to a job, one step lower', () => {
    expect(assessTurn('I hate myself').level).toBe('concern');
    expect(assessTurn('ugh I hate myself lmao').level).toBe('none');
    expect(assessTurn('Working nights at that warehouse made me want to die').level).toBe(
      'concern',
    );
    // Never lowered below concern: intent said with a laugh is still asked about.
    expect(assessTurn('I want to die lol').level).toBe('concern');
  });

  it('asks about dark thoughts, a wish to be talked down and not wanting to stay', () => {
    for (const text of [
      'I keep having dark thoughts at night',
      "I can't keep the thoughts away anymore",
      'I just need one person to talk me down from this',
      "Honestly I don't want to stay.",
    ]) {
      expect(assessTurn(text).level, text).toBe('concern');
    }
    for (const text of [
      "I don't want to stay at this company after the merger",
      'Our office is a dark place with no windows',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('asks when the member wonders whether anyone would care if they were not around', () => {
    for (const text of [
      "sometimes I wonder if anyone would care if I just wasn't around",
      "nobody would notice if I weren't around anymore",
    ]) {
      expect(assessTurn(text).level, text).not.toBe('none');
    }
    expect(
      assessTurn("would my team notice if I wasn't around on Friday for the demo?").level,
    ).toBe('none');
  });

  it('reads medicine put by for later in any wording, and not time or money set aside', () => {
    for (const text of [
      'I have been putting aside my pills for weeks and Sunday is when I take them',
      'setting my sleeping tablets aside each night, there are forty now',
      'I keep squirrelling away painkillers in a sock drawer',
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    for (const text of [
      'remember to set aside time for the medication review with HR',
      'I put aside money every month for a holiday',
      'we keep a supply of paracetamol in the office first aid kit',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads methods asked for, goodbyes said and means at hand, in words real posts use', () => {
    for (const text of [
      "what's the easiest way to kill yourself",
      'I have the cord around my neck right now',
      'would a whole bottle of my sleeping pills be enough?',
      'is this enough pills?',
      'I keep thinking about downing a bottle of my sleeping pills',
      "I've said my goodbyes and I'm tired",
      'I want to commit sucide',
      "I don't see why I should stay alive",
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    for (const text of [
      "I can't hold on much longer",
      'Honestly I just want out.',
      "I'm in a really bad place right now",
      'Can someone talk to me',
    ]) {
      expect(assessTurn(text).level, text).toBe('concern');
    }
    for (const text of [
      'I said my goodbyes to the team at the farewell lunch',
      "What's the best way to kill time on a long flight?",
      'She wants to kill herself, she ended up in an argument with her dad',
      'They are not real, wake up people!',
      'I just want to let it out before the meeting',
    ]) {
      const level = assessTurn(text).level;
      if (text.startsWith('She')) expect(level, text).toBe('crisis');
      else expect(level, text).toBe('none');
    }
  });

  it('reads fire, a trigger pulled, a survival regretted and a dose asked in milligrams', () => {
    for (const text of [
      'I keep picturing setting myself on fire in the yard',
      'Last night I put the pistol against my temple and pulled the trigger, it was empty',
      'Part of me wishes I had not survived the crash',
      'How many mg of melatonin would it take',
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    for (const text of [
      'Would anyone even care if I died?',
      // Suicide asked about in general, and means picked up: asked about, not a crisis alone.
      'Is suicide selfish?',
      'I picked up the gun from my uncle today',
      'Out for a walk, not planning on coming back.',
      'If only I had the courage.',
      'Nothing is good anymore',
    ]) {
      expect(assessTurn(text).level, text).toBe('concern');
    }
    for (const text of [
      'This commute is suicide.',
      'Applying there would be suicide for my career',
      'I set a date for my first day with the new manager',
      'Moving to night shift after our trip, not planning on coming back to days',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads a crash meant, not suffered, and a life begged to end', () => {
    expect(assessTurn('Every evening I stop myself from swerving into a tree').level).toBe(
      'crisis',
    );
    expect(assessTurn('Most nights I lie awake begging for my life to end').level).toBe('crisis');
    expect(assessTurn("Truthfully, I'd rather die now").level).toBe('crisis');
    expect(assessTurn('I slowly feel like I am losing my will to live').level).toBe('concern');
    for (const text of [
      'The bus swerved and drove off the road into a ditch yesterday',
      "I'd rather die than give that presentation again",
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
  });

  it('reads "alone" as the member\'s state, not where or how a task is done', () => {
    expect(assessTurn('I sat alone in the lecture and felt a bit sad').level).toBe('none');
    expect(assessTurn('I feel so alone and a bit sad').level).toBe('concern');
    expect(assessTurn('Is it even worth living').level).toBe('concern');
  });

  it('reads guilt, "mental health" and being desperate for a job as work talk, not low mood', () => {
    for (const text of [
      'I feel guilty about leaving my team and it is affecting my mental health',
      "I'm desperate for a job and I feel guilty asking my parents for money",
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
    expect(assessTurn('Do I even deserve to live?').level).toBe('concern');
    expect(assessTurn('I feel so ashamed and I cry every night').level).toBe('concern');
  });

  it('reads past swearing used to intensify, so it never hides a sign', () => {
    expect(assessTurn('I think about jumping off the god damn bridge every day').level).toBe(
      'crisis',
    );
    expect(assessCrisis('some days I cut but I try to stop myself')?.kinds).toContain('self-harm');
    expect(assessTurn('This damn printer is killing me').level).toBe('none');
  });

  it('reads a sentence about a game, a film or a song without the member in it one step lower', () => {
    expect(assessTurn('In the last episode the villain kills himself').level).toBe('concern');
    expect(assessTurn('The main character wants to die in that movie').level).toBe('concern');
    // The member's own words are never fiction, whatever else the sentence names.
    expect(assessTurn('I want to die, this game is too hard').level).toBe('crisis');
    expect(assessTurn('I want to die 😂 that meeting').level).toBe('concern');
  });

  it('reads suicide rejected as an answer as a weak sign, not a crisis', () => {
    expect(assessTurn('I know suicide is not the answer').level).toBe('none');
    expect(assessTurn('I know suicide is not the answer but I feel so alone').level).toBe(
      'concern',
    );
  });

  it('reads two broad distress states together as a concern, and one alone as nothing', () => {
    // Each state is too common to mean much alone: life judged as a whole, the member's own
    // struggle, a wish to be away, their own death on their mind.
    expect(assessTurn('My life is a total mess these days.').level).toBe('none');
    expect(assessTurn("I'm drowning and my life is a total mess these days.").level).toBe(
      'concern',
    );
    expect(assessTurn('I keep picturing my funeral lately and I feel so lost.').level).toBe(
      'concern',
    );
    expect(assessTurn("I'm so lost, I wish I could switch everything off.").level).toBe('concern');
    // A busy week is not a broad state of strain.
    expect(assessTurn("I'm overwhelmed this week and a bit defeated by the rota.").level).toBe(
      'none',
    );
    // Someone else's death is grief, not the member's own death on their mind.
    expect(assessTurn('Our old dog died last week and I was there when he passed.').level).toBe(
      'none',
    );
    // Work words keep their meaning: stuck in a role, torn between offers.
    expect(assessTurn("I'm stuck in a dead end role and torn between two offers.").level).toBe(
      'none',
    );
  });

  it('reads a means beside an ending as a crisis in any wording, and not grief or idioms', () => {
    for (const text of [
      'Some nights I think the rope in the garage would put an end to it.',
      'I keep thinking a bullet would settle everything.',
      'I walk over the bridge on the way home and think about ending it all there',
      'I have a drawer of pills and I think about my death most days',
    ]) {
      expect(assessTurn(text).level, text).toBe('crisis');
    }
    for (const text of [
      'My uncle died last spring and left me his hunting rifle.',
      'I was dead tired after the night shift on the bridge crew.',
      'Use bullet points to end the summary section of your CV.',
      'The new hire is still learning the ropes, it will end well.',
    ]) {
      expect(assessTurn(text).level, text).toBe('none');
    }
    // In a story the member tells about someone else, a strong sign, not a crisis.
    expect(assessTurn('In the film the hero jumps from a bridge to his death').level).toBe(
      'concern',
    );
  });

  it('reads new wordings of the same warning signs, and leaves their work senses alone', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // Looking up how dying works, by any verb of searching.
      ['Last night I searched how long it takes to bleed out', 'crisis'],
      ['I looked up what a fatal error in the build log means', 'none'],
      ['I read about why my houseplants keep dying', 'none'],
      // Dwelling on one's own non-existence, by any verb of the mind.
      ['Lately I keep daydreaming about not existing', 'crisis'],
      // A whole pack taken, whatever the tablets are called.
      ['Two years ago I swallowed a whole packet of my dad’s tablets', 'crisis'],
      // A family member hurt, named with a word before them.
      ['my stepfather kicks my youngest sister when he is angry', 'crisis'],
      // The member's absence foreseen; the same words of a meeting or a job are not it.
      ["I don't think I'll be alive by the summer", 'concern'],
      ["I won't be around for the standup tomorrow, I'm at the dentist", 'none'],
      ["I can't see myself being here in five years, which roles should I look at?", 'none'],
      // Giving things away, and "give away" as reveal.
      ['I have been giving my records to my friends, they can keep them', 'concern'],
      ['Would this question give away my age to the recruiter?', 'none'],
      ["I'm giving away my old monitor since I'm moving flat", 'none'],
      // Harm done to one's own body until it shows, and work done until it hurts.
      ['I kept hitting the door frame until my knuckles split', 'concern'],
      ['I practised the pitch until my voice was raw', 'none'],
      // Others better off, said the other way round; how much longer the member can bear it.
      ['it would be easier for my family if I just vanished', 'concern'],
      ['not sure how many more weeks I can carry all of this', 'concern'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads the future closed, a life held by one thread and a burden lifted, not their work senses', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // The future closed as a whole, and its task senses.
      ["Honestly I can't picture a future for me at all", 'concern'],
      ["I can't see myself still alive when I'm thirty", 'concern'],
      ["I don't see a future at this company after the merger", 'none'],
      ['Some nights I feel I will never be okay again', 'concern'],
      ["I'll never be happy with the colour of this logo", 'none'],
      ['is any of it even worth it anymore?', 'concern'],
      ['is this certification even worth it anymore?', 'none'],
      ["I don't see things ever getting better for me", 'concern'],
      // Living narrowed to one reason, and the coffee that gets someone through a week.
      ['these days my little brother is the only one keeping me going', 'concern'],
      ['the only thing keeping me going this week is strong coffee', 'none'],
      ['these days I only keep living because my mum would be crushed', 'concern'],
      // Being a burden said through others relieved, or through nobody caring.
      ['my mum and dad would be relieved if I were gone for good', 'concern'],
      ['my manager would be relieved if I left early on Friday', 'none'],
      ["I'm not convinced anyone cares whether I wake up", 'concern'],
      ["I don't think anyone cares about the new parking rules", 'none'],
      ['all I do is drag the people I love down', 'concern'],
      // "Done" with life, not with a task.
      ['once I am done I will send the slides over', 'none'],
      // A wish to die said with a modal of liking, and the dye look-alike.
      ["I'd really love to just stop existing", 'crisis'],
      ['I would like to die my hair purple before the party', 'none'],
      ["I'd like to disappear to the coast for a long weekend", 'none'],
      // Death waited for or wondered at, as the member's own.
      ["I'm basically just waiting to die now", 'crisis'],
      ['I keep wondering how it would be to simply not wake up', 'crisis'],
      // The head destroyed, in any verb, and "blew my mind".
      ['some days I want to blow my brains out', 'crisis'],
      ['the keynote honestly blew my mind', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads moods of works and others, hyperbole of embarrassment and news of strangers lower', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // A mood word before a work or other people describes them, not the member.
      ['we listened to sad and lonely songs on the drive, I am so tired', 'none'],
      ['sending hugs to all the lonely folks out there, I am so tired tonight', 'none'],
      ['I feel so lonely and tired of everything', 'concern'],
      ["I'm a sad and lonely person most days", 'concern'],
      // Embarrassment given as the cause of a wish to die is a figure of speech.
      ['I tripped on stage, so embarrassed I could die', 'none'],
      ['that video of me is so cringe I want to die', 'none'],
      // A suicide of someone in the member's life, and one in the news.
      ['my old roommate took his own life in March', 'concern'],
      ['the article asks whether the singer killed himself', 'none'],
      // A burden denied as a polite preface, and as a wish that ends the sentence.
      ['Not to be a burden, but could somebody check my draft?', 'none'],
      ['I refuse to be a burden on my family anymore', 'concern'],
      // Tired of being a way, and tired of what others ask.
      ["I'm tired of being invisible and I feel so alone", 'concern'],
      ["I'm tired of being asked for timesheets and I cried at my desk", 'none'],
      // The afterlife as a view, not the member's own death.
      ['here is what I believe happens after death, in my opinion', 'none'],
      ['lately I crave death more than sleep', 'crisis'],
      ['I crave death metal on long drives', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('ends a sentence at an ellipsis before a capital, reads a reflection loathed and "he" told before', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // An ellipsis before a new capitalised sentence closes the one before it.
      ['I really do not want to stay any longer... Anyway, how was your week?', 'concern'],
      // Mid-sentence it does not, so a task stays a task.
      ['I do not want to stay... late at the office again', 'none'],
      // Disgust at one's own reflection, and a face on a video call.
      ['I loathe what I see in the mirror these days', 'concern'],
      ['I hate looking at myself on camera during standups', 'none'],
      // "He" points back to someone close named in the sentence before.
      ['I share a flat with my brother. He is so abusive when he drinks.', 'crisis'],
      // A stranger in the sentence before is not someone close: asked about, not a crisis.
      ['The article was about a senator. He is abusive, the report says.', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads attempts stopped or failed, and fear of oneself, and not being startled or a jam', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // An attempt begun and stopped, told by "almost" beside a means or a height.
      ['I climbed onto the roof last week and nearly jumped', 'crisis'],
      ['the door slammed and I almost jumped out of my skin', 'none'],
      ['I nearly jumped at the first offer they made', 'none'],
      // An attempt told by the means that failed.
      ['I am still here only because the belt snapped', 'crisis'],
      ['my rifle jammed twice at the range on Saturday', 'none'],
      ['those pills did not work for my migraine either', 'none'],
      // Water or traffic as the end of a drive, and everything in the cabinet taken.
      ['I keep thinking about steering my car into the lake', 'crisis'],
      ["tonight I'll take everything in the medicine cabinet", 'crisis'],
      // Afraid of oneself, and afraid of a mistake.
      ["I'm frightened of what I could do tonight", 'concern'],
      ["I'm scared of what I might do wrong on my first day", 'none'],
      // A plan with its time settled; the work sense of the same words.
      ['it is settled now, I know how I will do it', 'concern'],
      // Thinking of hurting someone said by the member; a question about people in general.
      ['I keep thinking about hurting my stepbrother', 'crisis'],
      ['do you ever think about why people hurt someone they love?', 'none'],
      // Nobody noticing, said flat, beside a weak sign.
      ["I'm sinking and nobody notices", 'concern'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads control, stalking and threats at home in new wordings, and not their work senses', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      [
        'my girlfriend keeps my debit card and hands me pocket money, she calls it an allowance',
        'crisis',
      ],
      ["he says if I ever try to leave he'll make sure I lose the children", 'crisis'],
      ['my husband broke my laptop so I could not message my sister', 'crisis'],
      ['my ex has been turning up outside my flat and following me to work', 'crisis'],
      ['my wife pressured me into sex after I said no', 'crisis'],
      [
        'I waited in the car with the baby until he was asleep, hiding until he calmed down',
        'crisis',
      ],
      ["since we married I'm not allowed to visit my parents", 'crisis'],
      ['my stepdad pinned me to the floor', 'crisis'],
      ["I can't go home tonight while he is there", 'concern'],
      ['My lead said if I leave she would not write me a reference', 'none'],
      ["New starters aren't allowed to see clients alone in the first month", 'none'],
      ['She made me pay for the whole team lunch', 'none'],
      ['Our director controls everything on the roadmap', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
    expect(assessCrisis('my ex has been turning up outside my flat')?.kinds).toEqual(['abuse']);
  });

  it('reads passive wishes, readiness and masking in new wordings, and not their work senses', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      ["Honestly I don't want to do this life anymore", 'crisis'],
      ["If a lorry ran me over on the way home I wouldn't mind", 'crisis'],
      ['I swallowed a load of tablets after dinner and now I feel dizzy', 'crisis'],
      ["I've made my peace.", 'concern'],
      ["I'm running out of reasons to hold on", 'concern'],
      ['Dying does not scare me anymore', 'concern'],
      ["I won't be a burden to anyone for much longer", 'concern'],
      ['I am standing on the ledge of the car park right now', 'concern'],
      ["I'm so tired of being myself", 'concern'],
      ["Tired from pretending I'm fine all day, I cry when I get home", 'concern'],
      ["I've made my peace with the restructure", 'none'],
      ["I don't think I can keep doing this commute", 'none'],
      ['I took a bunch of notes in the interview', 'none'],
      ["I wouldn't mind if I got the team lead role", 'none'],
      ['Nothing matters more to me than this offer', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads self-harm, harm to others and emergencies in new wordings, and not everyday ones', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      ['most nights I press a blade along my forearm', 'crisis'],
      ['I wear a hoodie all summer to cover the marks on my arms', 'crisis'],
      ['I keep picturing stabbing my neighbour', 'crisis'],
      ['my toddler drank some of the bleach under the sink', 'crisis'],
      ['my chest is pounding and I feel like I am dying', 'crisis'],
      ['I nicked my shin with the razor while shaving', 'none'],
      ['I daydream about running my own studio', 'none'],
      ['I picture running down the aisle at my graduation', 'none'],
      ["I'm dying of boredom in this induction", 'none'],
      ['my son ate every biscuit in the tin', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads worthlessness, emptiness and hidden means in new wordings, and not work ones', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      ['whatever I touch goes to ruin', 'concern'],
      ["what's the use of trying anymore", 'concern'],
      ["most days I'm surviving, not living", 'concern'],
      ['why am I still breathing', 'concern'],
      ['nobody would even show up to my funeral', 'concern'],
      ["I wasn't meant to wake up that night", 'crisis'],
      ['I hide my old prescriptions just in case', 'crisis'],
      ["what's the use of this reporting tool", 'none'],
      ['We have no exit plan for the product line', 'none'],
      ["I wasn't supposed to survive the reorg, yet here I am", 'none'],
      ['I keep spare meds in my bag just in case of a headache', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads not wanting to be here, said flat, as a strong sign', () => {
    expect(assessTurn("I don't want to be here anymore.").level).toBe('crisis');
    // Beside a workplace it may mean the job: the member is asked, not given the crisis reply.
    expect(
      assessTurn("I honestly don't want to be here anymore, this company drains me").level,
    ).toBe('concern');
    expect(assessTurn("I don't want to live anymore, I lost my job").level).toBe('crisis');
    // Knowledge shared at work is not a possession given away.
    expect(assessTurn('I keep giving away my expertise to the juniors for free').level).toBe(
      'none',
    );
    expect(assessTurn("I don't want to be here at this networking event.").level).toBe('none');
  });

  it('reads bodily pain in the sentence before as the cause of "unbearable"', () => {
    expect(assessTurn('My wisdom teeth are coming in. The pain is unbearable.').level).toBe('none');
    expect(assessTurn('Everything is grey. The pain is unbearable.').level).toBe('concern');
  });

  // Five real-style messages per outcome, written by the team for ADR 031 (none from a dataset).
  it('gives the right outcome on the real-style examples of ADR 031', () => {
    const examples: Array<[string, 'crisis' | 'concern' | 'none']> = [
      [
        "I've been saving up my pills for a couple of weeks and I think Friday is when I'll take them all",
        'crisis',
      ],
      [
        'honestly I just want to go to sleep and not wake up, everyone would be better off',
        'crisis',
      ],
      ['I wrote goodbye letters to my mum and my brother last night', 'crisis'],
      ["my husband locked me in the bathroom again and said next time he'll kill me", 'crisis'],
      ["been cutting my arms again since I lost the job, it's the only thing that helps", 'crisis'],
      ["I'm so tired of everything. nobody would even notice if I stopped showing up", 'concern'],
      ['I feel like such a burden on my family since the layoff', 'concern'],
      ["what's the point of any of this anymore, I'm done.", 'concern'],
      ["I hate myself for messing up the interview, I'm worthless", 'concern'],
      ["I can't do this anymore, every day feels heavier than the last", 'concern'],
      ['This deadline is killing me, can you help me plan the week?', 'none'],
      ["I'd kill for a job with a four-day week lol", 'none'],
      ['My manager threw me under the bus in the standup, how do I respond?', 'none'],
      ["I'm dying to know whether they liked my portfolio", 'none'],
      ['Leaving now would be career suicide, right? I only joined in March', 'none'],
    ];
    for (const [text, level] of examples) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads words quoted from someone else as theirs, and the member quoting themselves as own', () => {
    // People in general, or a title: the words are passed on, a weak sign at most.
    expect(assessTurn('Every week somebody comments "I want to die" under my videos.').level).toBe(
      'none',
    );
    expect(assessTurn('My favourite track is called "I want to die" and it slaps.').level).toBe(
      'none',
    );
    // A person's words: their danger, and the member is given the resources to help them.
    const friend = assessTurn('Last night my cousin texted "I am going to end it tonight".');
    expect(friend.level).toBe('crisis');
    expect(friend.aboutOther).toBe(true);
    // The member quoting themselves, or with no verb of saying before the quote: their own.
    expect(assessTurn('I told my brother "I want to die" and he just laughed.').level).toBe(
      'crisis',
    );
    expect(assessTurn('I was like "I should kill myself" after that quiz.').level).toBe('crisis');
    // The member's own mind speaking is the member, not someone else to help.
    const mind = assessTurn('Every night my brain keeps telling me "just kill yourself, end it".');
    expect(mind.level).toBe('crisis');
    expect(mind.aboutOther).toBe(false);
    // Words said to the member by a person are about the member, not the speaker's danger.
    const told = assessTurn('Every night my sister keeps telling me "just kill yourself, end it".');
    expect(told.level).toBe('crisis');
    expect(told.aboutOther).toBe(false);
    // "Things like" gives examples of what the member does, it quotes no one.
    expect(assessTurn('I keep typing phrases like "painless suicide" into search.').level).toBe(
      'crisis',
    );
    // A state in someone's quoted words is not the member's.
    expect(assessTurn('The coach yelled "you are worthless" at the whole team.').level).toBe(
      'none',
    );
    expect(assessTurn('Honestly I am worthless.').level).toBe('concern');
    // Threats quoted keep their weight: they are evidence of danger.
    expect(assessCrisis('He said "I will kill you if you ever leave me".')?.kinds ?? []).toEqual(
      assessCrisis('He said I will kill you if you ever leave me.')?.kinds ?? [],
    );
  });

  it("reads a mood in a sentence about a character, in a message about a work, as the character's", () => {
    expect(
      assessTurn('The last episode was great. The ending makes him look so hopeless.').level,
    ).toBe('none');
    // Without a work named, "he" may be anyone close: the sign still counts.
    expect(assessTurn('My dad lost his job. It makes him look so hopeless.').level).toBe('concern');
    // The member's own sentence is never a character's.
    expect(assessTurn('The last episode was great. I feel so hopeless though.').level).toBe(
      'concern',
    );
  });

  it('reads "the end" as a noun, never the verb of ending', () => {
    expect(assessTurn('Exams are rough, yet in the end we usually pass it.').level).toBe('none');
    expect(assessTurn('Some days I want to end it, you will probably hate me.').level).toBe(
      'crisis',
    );
  });

  it('reads nobody wanting the member as a burden, and nobody wanting their company as lonely', () => {
    expect(assessTurn('Honestly nobody wants me.').level).toBe('concern');
    expect(assessTurn('Nobody really wants me around.').level).toBe('concern');
    expect(assessTurn('Nobody wants to sit with me at lunch.').level).toBe('none');
    expect(assessTurn('Nobody wants to sit with me at lunch and I cried again today.').level).toBe(
      'concern',
    );
  });

  it('reads abuse of a thing as no abuse of a person', () => {
    expect(
      assessTurn('Some players keep abusing the report button to get people banned.').level,
    ).toBe('none');
    expect(assessCrisis('My uncle keeps abusing me when my parents are out.')?.kinds).toContain(
      'abuse',
    );
  });

  it('reads a depression denied as no sign, and a feeling imagined as no state', () => {
    expect(assessTurn("I haven't been depressed for months, therapy really worked.").level).toBe(
      'none',
    );
    expect(assessTurn("I've been depressed for months now.").level).toBe('concern');
    // "Might make me feel" imagines a reaction; "makes me feel" says a state.
    expect(assessTurn('Moving towns might make me feel alone. I cried at the film.').level).toBe(
      'none',
    );
    expect(assessTurn('Moving towns makes me feel alone. I cried all night.').level).toBe(
      'concern',
    );
  });

  it('reads a low state dated from when it began, and a whole life foreseen without', () => {
    expect(assessTurn("I've been miserable since the spring.").level).toBe('concern');
    expect(assessTurn("I haven't been miserable since the spring.").level).toBe('none');
    expect(assessTurn("Sometimes I think I'll never have a normal life.").level).toBe('concern');
    expect(assessTurn("I'll never have a normal life insurance policy at this rate").level).toBe(
      'none',
    );
  });

  it('orders kinds by urgency: a medical emergency first', () => {
    expect(assessCrisis('I want to die and I took too many pills')?.kinds).toEqual([
      'medical',
      'suicide',
    ]);
  });

  it('reads who a state belongs to, when it was, and what a word is about (2026-11-28)', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // A state dated years back, or in childhood, is one step lower; an act done keeps its weight.
      [
        'Six years ago I was suicidal for a whole winter, these days I coach a rowing team',
        'concern',
      ],
      ['Six years ago I was suicidal and now it has started again', 'crisis'],
      ['As a teenager I wanted to die, I wrote poems about it', 'concern'],
      ['Four years ago I swallowed all the tablets in the cupboard', 'crisis'],
      ['Three days ago I wanted to die', 'crisis'],
      // Put out of a place is not a blow; a blow followed by "out of nowhere" still is.
      ['My landlord kicked me out after the lease ended, where do I look for rooms?', 'none'],
      ['My stepmum threw me out when I turned eighteen', 'none'],
      ['He kicked me, out of nowhere, in the kitchen', 'crisis'],
      // A weak state whose subject is someone else; a state easing.
      ['My brother is depressed and my aunt is lonely since the move', 'none'],
      ['She is often sad and he is exhausted from the night shifts', 'none'],
      ['I am depressed and so lonely', 'concern'],
      ['Talking to this group makes me feel less alone and less anxious', 'none'],
      // Useless at a task or by a time of day is how a skill or a day goes, not what they are
      // worth; useless as what they are, or at everything, is self-hatred.
      ['I sleep badly before launches and I am useless by lunchtime', 'none'],
      ['I am useless at pivot tables, any tips?', 'none'],
      ['I am so useless.', 'concern'],
      ['I am useless at everything I touch', 'concern'],
      ['I am useless to the people around me', 'concern'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads who does an act, a figure of deciding or of strain, and a trade, before a danger (2026-11-28)', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // "Pull the trigger on" a choice is deciding; the trigger pulled on its own still counts.
      ['We finally pulled the trigger on the agency offer last night', 'none'],
      ['I keep coming back to pulling the trigger tonight', 'crisis'],
      // A method told as someone else's act is a story about them, read one step lower.
      ['My uncle was cleaning his rifle when he pulled the trigger by mistake', 'concern'],
      // Harm to others meant by someone else; the member's own intent stays a crisis.
      ['There is a guy in my unit who keeps saying he will shoot up the office', 'concern'],
      ['I am going to shoot up the office on Monday', 'crisis'],
      // An act on the member's body done by someone else is not self-harm; violence reads it.
      ['My flatmate punches my shoulder whenever he loses at darts', 'crisis'],
      ['My stepbrother burned my hand with the iron', 'crisis'],
      ['The razor slides across my thigh and everything goes quiet', 'crisis'],
      ['I scratched my arms until they bled again', 'crisis'],
      // Cut or burnt on a thing is contact, an accident; with a thing it is not excluded.
      ['I burnt myself on the grill during the lunch rush, do I report it?', 'none'],
      ['I cut myself with a kitchen knife on purpose last night', 'crisis'],
      // "End up" is how things turn out; what follows it still counts.
      ['Hikers end up exhausting themselves on that trail every summer', 'none'],
      ["If nothing changes I'll end up killing myself", 'crisis'],
      // Pushed to a limit is strain; pushed to the ground or over a railing is an assault.
      ['The reorg pushed me to my limit and drove me over the edge, honestly', 'none'],
      ['My girlfriend pushed me over the edge of the stairs and I fell', 'crisis'],
      // A threat of a work step, or a sanction at work, is not a threat of harm.
      ['The new hire threatened to quit if he had to do weekends', 'none'],
      ['My supervisor threatened to take my overtime away', 'none'],
      ['My partner threatened to break my jaw if I go out', 'crisis'],
      // Fear of an act is not fear of a person.
      ['I am nervous and scared of asking my parents for a loan for the course', 'none'],
      ['I am scared of my stepdad when he drinks', 'crisis'],
      ['I am frightened of telling anyone that my stepdad comes into my room at night', 'crisis'],
      // A shelter or abuse as the place or field someone works in.
      ['I am a support worker at a women shelter and want to retrain as a nurse', 'none'],
      ['I investigate elder abuse cases for the county, how do I move into policy?', 'none'],
      ['My husband is abusive, so I am looking for a women shelter tonight', 'crisis'],
      // Mistreatment at work, harassment and words as the weapon: a sign to ask, not a crisis.
      ['My previous team lead was abusive and shouted at me daily', 'concern'],
      ['I was sexually harassed by a client last spring and HR shrugged', 'concern'],
      ['I got verbally attacked by a customer at the till', 'concern'],
      ['My boss shoved me against the filing cabinet', 'crisis'],
      ['A visitor threatened to stab our cashier and I have not slept', 'concern'],
      // A suicide as an event told of a place; the member's own still counts.
      ['The depot had a suicide in the spring and now there is a wellbeing day', 'none'],
      ['I have been thinking about suicide every night', 'crisis'],
      // A thing that suffers, and "life" in a work compound, are not the member's state.
      ['My grades suffered and my social life suffered during the internship', 'none'],
      ['My work-life balance is hell on this rota, any advice on asking for fewer nights?', 'none'],
      ['I am suffering and my life is hell', 'concern'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('lets an exclusion cancel only the words it explains, never a literal act beside them', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // A threat of a step, a sanction, then a blow in the same sentence: the blow counts.
      ['My roommate threatened to report me and then he hurt me', 'crisis'],
      ['My manager threatened to take my shifts and then he hit me', 'crisis'],
      ['My roommate threatened to report me, then hit me', 'crisis'],
      ['And then it hit me that I had forgotten the interview', 'none'],
      ['The rejection email came and hit me hard', 'none'],
      // "On" a part of the body is not contact with a thing; a move names a place.
      ['I cut myself on the arm with a knife last night', 'crisis'],
      ["I gave away my dog and now I'm moving on to a better place", 'crisis'],
      // With a move given as the reason, things given away are asked about, not a crisis.
      ['I gave away my desk and sofa because I am moving abroad for the new role', 'concern'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads a blow joined to an earlier act of the same person, and a threat to kill told in their words', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // The second verb shares the subject named before: a person, so a blow.
      ['He took the car keys off me and slapped me', 'crisis'],
      ['My stepbrother came in shouting and shoved me', 'crisis'],
      // No person before the verb: an accident or a thought, not a blow.
      ['The door swung back and hit me on the way out', 'none'],
      ['I reread the offer and it hit me how low the base was', 'none'],
      // A threat to kill or hurt the member, passed on in someone's words: asked whether safe.
      ['My ex told me he would kill me if I ever moved out', 'concern'],
      ['The night supervisor said he would kill me if I went to HR', 'concern'],
      ['My brother texted that he is going to stab me', 'concern'],
      // A threat to someone else's job, or no threat at all, stays quiet.
      ['My manager said he would kill the project if the numbers slip', 'none'],
      ['She told me she will call me back tomorrow', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });

  it('reads emergencies, assaults and intent to harm told in plain words, and their figures of speech as none', () => {
    const cases: Array<[string, 'crisis' | 'concern' | 'none']> = [
      // Someone who cannot be woken, or breathing that is wrong, beside what they took or how they look.
      ['My flatmate drank a lot and took some tablets and I cannot wake him up', 'crisis'],
      ['Dad collapsed on the floor and his breathing looks shallow', 'crisis'],
      ["My son won't wake up for school again, any tips for mornings?", 'none'],
      // Breath that will not come back beside a sign of the body; a busy week is not one.
      ["I can't catch my breath and my throat feels like it is closing", 'crisis'],
      ["Can't catch my breath this month, three launches in a row", 'none'],
      // An overdose stays one; "overdosed on" a drink or a pastime is excess.
      ['I overdosed on my antidepressants last night', 'crisis'],
      ['I overdosed on energy drinks before the exam haha', 'none'],
      // Sexual assault told by the act, whoever did it and wherever.
      ['The client forced himself on me after the team dinner', 'crisis'],
      ['He groped me in the lift without my consent', 'crisis'],
      ['They used my photo in the brochure without my consent', 'none'],
      // Intent to harm someone else, with a step towards it; wanting justice in court is not one.
      ['I want my old manager to suffer and I know where he parks every night', 'crisis'],
      ["If they cut my pay again I'm bringing a gun in and nobody leaves", 'crisis'],
      ['I want them to pay for what they did, so I am filing a claim', 'none'],
      ['Taking my knife roll to the kitchen for my first chef shift', 'none'],
      // A partner who watches, with the member's fear in the next sentence: asked whether safe.
      ['My husband checks where I am every hour. I feel scared when my phone dies.', 'concern'],
      ['My girlfriend always asks where I am when I travel, which is sweet', 'none'],
      // An employee's disclosure, or a policy about abuse: the member asks how to help.
      ['An employee disclosed domestic abuse; what should our leave policy say?', 'none'],
    ];
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  });
});

describe('short messages in fresh words (2026-11-28)', () => {
  const check = (cases: Array<[string, 'crisis' | 'concern' | 'none']>) => {
    for (const [text, level] of cases) expect(assessTurn(text).level, text).toBe(level);
  };

  it('reads a counted overdose through hedges and numbers, not a daily dose or a coffee', () => {
    check([
      ['swallowed maybe forty of my mum’s tablets at lunch and the room is tilting', 'crisis'],
      ['i took like 25 of the sleeping pills an hour back', 'crisis'],
      ['I have been taking 50 mg of sertraline a day since spring', 'none'],
      ['took 2 of my allergy tablets before the client call', 'none'],
      ['took 10 of the sample pills to the pharmacy conference booth', 'none'],
      ['overdosed on espresso before standup haha, my hands are jittery', 'none'],
    ]);
  });

  it('reads a future the member is not in, but not leave, a move or a lost item', () => {
    check([
      [
        'Handed my bike and my records to a neighbour. I will not need any of it after Sunday.',
        'crisis',
      ],
      ['None of the bills will matter after tonight, so I stopped opening them.', 'crisis'],
      ['I wrote the dog’s feeding times on a card for whoever finds him.', 'crisis'],
      ['I won’t need my work laptop after Friday, I am going on parental leave.', 'none'],
      ['The old login will not matter after Monday once the migration is done.', 'none'],
      ['Left a note on my lost wallet poster for whoever finds it, there is a reward.', 'none'],
    ]);
  });

  it('reads a goodbye said as final, not a goodbye at the airport or a leaving lunch', () => {
    check([
      ['I rang my sister and she had no idea it was goodbye.', 'crisis'],
      ['Hugged my dad this morning, my way of saying goodbye.', 'crisis'],
      ['said goodbye to my parents at the airport before my new job abroad', 'none'],
      ['My team took me out for a leaving lunch and I said a last goodbye to everyone', 'none'],
      ['She had no idea it was goodbye to her old desk', 'none'],
    ]);
  });

  it('reads affairs settled for after the member, not a budget or a trip', () => {
    check([
      ['I closed all my accounts and paid off every debt I could this week.', 'concern'],
      ['Closed all my accounts because I am switching to a new bank with lower fees.', 'none'],
      ['Left the cat food instructions on the fridge for the pet sitter while I travel.', 'none'],
    ]);
  });

  it('reads a question about the lethality of a height or a number of pills, not a safety code', () => {
    check([
      ['what height would a drop have to be from to be certain', 'crisis'],
      ['how many of these sleeping pills would it take to be fatal', 'crisis'],
      ['how high can a cat fall and still survive', 'none'],
      ['what height does a fall have to be before the site needs a safety harness', 'none'],
    ]);
  });

  it('reads blows against the member’s own head done on purpose, not the idiom of frustration', () => {
    check([
      ['whenever a client complains I bang my head into the door until it bruises', 'crisis'],
      ['I punched my fists into the wall again tonight, three times', 'crisis'],
      ['I feel like I am banging my head against the wall with this spreadsheet', 'none'],
      ['Hit my head on the cabinet door this morning, ouch', 'none'],
    ]);
  });

  it('reads self-harm in the past with its urge returning, not cutting hair or costs', () => {
    check([
      ['I used to cut when I was at uni, and these weeks the urge is back', 'concern'],
      ['I used to cut hair on weekends before I got into accounting', 'none'],
      ['I used to cut film for a production company', 'none'],
      ['We cut costs last quarter and the urge to spend is coming back', 'none'],
    ]);
  });

  it('reads passive wishes: sleeping and not waking, not existing, being with someone who died', () => {
    check([
      ['Lately I wish I could stay asleep forever.', 'concern'],
      ['It would be simpler to not exist for a bit.', 'concern'],
      ['My grandad passed in the spring. I keep wanting to be with him.', 'concern'],
      ['I would rather be with her than at this conference all week', 'none'],
      ['It would be easier to not exist on social media as a job seeker', 'none'],
      ['I wish I could stay asleep past my alarm on Mondays', 'none'],
      ['I am dead tired after the offsite', 'none'],
      ['I would kill for a nap right now', 'none'],
    ]);
  });

  it('reads hopelessness and not lasting much longer, said without a word of death', () => {
    check([
      ['no clue how many more weeks i could keep this up', 'concern'],
      ["I really can't understand why I'd even bother anymore.", 'concern'],
      ['I cannot recall the last time I felt any hope.', 'concern'],
      ['I cannot see why I should keep trying with this recruiter, any tips?', 'none'],
      ['I honestly cannot recall when I last felt hopeful about the job market', 'none'],
    ]);
  });

  it('reads not caring what happens to oneself in danger, not indifference to a deal', () => {
    check([
      ['I ran two red lights on the motorway and did not care if I crashed', 'concern'],
      ['Honestly I do not care what happens with the merger, I just want a raise', 'none'],
      ["I don't care if I crash the demo, I'm prepared", 'none'],
    ]);
  });

  it('reads numbness with withdrawal as a concern, and one of them alone as nothing', () => {
    check([
      ['I have not left my flat in three weeks. The world looks flat and grey.', 'concern'],
      ['I stopped answering my family. I do not feel anything lately.', 'concern'],
      ['I have not left my flat in three weeks because of the flu.', 'none'],
      ['I did not talk to anyone at the career fair and', 'none'],
    ]);
  });

  it('reads not eating for days beside despair, and drinking to get through as a concern', () => {
    check([
      ['have not eaten in like three days and cannot see the point', 'concern'],
      [
        'I drink just to get through the evenings now, and I hide the bottles from my partner.',
        'concern',
      ],
      ['Started drinking before noon this week. Vodka in my water bottle.', 'concern'],
      ['coffee is the only thing getting me through this sprint', 'none'],
      ['We had a glass of wine to celebrate the new role', 'none'],
    ]);
  });
});

describe('crisis replies', () => {
  it('carry the emergency numbers, a helpline and a way to find a local one, and nothing else', () => {
    for (const text of [
      'I want to kill myself',
      'He hits me',
      'I took too many pills',
      "I'm going to hurt my manager",
      'My friend is suicidal',
    ]) {
      const assessment = assessCrisis(text);
      if (!assessment) throw new Error(`not read as a crisis: ${text}`);
      const reply = crisisReply(assessment, 'Sam');
      expect(reply, text).toMatch(/^Sam, /);
      for (const needed of ['911', '112', '999', 'findahelpline.com']) {
        expect(reply, text).toContain(needed);
      }
      expect(reply, text).toMatch(/988|1-800-799-7233/);
      expect(reply, text).not.toMatch(/\b(CV|career|promotion|workload|salary)\b/i);
    }
  });

  it('a concern reply asks whether they are safe and gives resources in one line, no coaching', () => {
    const reply = concernReply('Sam', null);
    expect(reply).toMatch(/^Sam, /);
    expect(reply).toMatch(/are you safe right now\?/i);
    expect(reply).toMatch(/988.*116 123.*findahelpline/);
    expect(reply).not.toMatch(/\b(CV|career|promotion|workload|salary|plan|step 1)\b/i);
    expect(concernReply('', 'abuse')).toContain('1-800-799-7233');
  });

  it('abuse replies give domestic-abuse lines and a word on a phone someone checks', () => {
    const assessment = assessCrisis('My boyfriend choked me last night');
    if (!assessment) throw new Error('not read as a crisis');
    const reply = crisisReply(assessment, '');
    expect(reply).toContain('1-800-799-7233');
    expect(reply).toContain('0808 2000 247');
    expect(reply).toMatch(/phone/);
  });

  it('violence from someone outside home gets victim-support lines, not the domestic-abuse text', () => {
    for (const text of [
      'A customer threatened to punch me in the face and said he would wait for me after my shift',
      'My supervisor grabbed me in the storeroom and threatened to hurt me if I told anyone',
      'I was sexually assaulted at the office party',
    ]) {
      const assessment = assessCrisis(text);
      if (!assessment) throw new Error(`not read as a crisis: ${text}`);
      expect(assessment.kinds[0], text).toBe('abuse');
      const reply = crisisReply(assessment, '');
      expect(reply, text).toContain('1-855-484-2846');
      expect(reply, text).toContain('0808 16 89 111');
      expect(reply, text).not.toContain('1-800-799-7233');
      expect(isSafetyReply(reply), text).toBe(true);
    }
    // A partner or family named anywhere, or no setting at all: the domestic-abuse reply stays.
    for (const text of [
      'My husband threatened me at the office in front of my manager',
      'He threatened to hurt me if I tell anyone',
    ]) {
      const assessment = assessCrisis(text);
      if (!assessment) throw new Error(`not read as a crisis: ${text}`);
      expect(crisisReply(assessment, ''), text).toContain('1-800-799-7233');
    }
  });

  it('reads a will as the document only, not as the verb in a message to write', () => {
    expect(
      assessTurn('I drafted my will on Sunday and left the car keys with my brother').level,
    ).toBe('crisis');
    expect(
      assessTurn('Help me write an email to my manager saying I will be off on Friday').level,
    ).toBe('none');
  });

  it('a concern raised only by signs of abuse asks about safety at home, with abuse lines', () => {
    const risk = assessTurn(
      'My husband checks where I am every hour. I feel scared when my phone dies.',
    );
    expect(risk.level).toBe('concern');
    expect(risk.kinds).toEqual(['abuse']);
    const safety = safetyFor(null, null, true, risk.kinds[0] ?? null);
    expect(safety.careful).toBe('abuse');
    const reply = concernReply('Sam', 'abuse');
    expect(reply).toContain('at home and with the people around you');
    expect(reply).toContain('0808 2000 247');
    expect(reply).toContain('a phone they can');
    expect(reply).not.toContain('thoughts of hurting yourself');
    // A concern about the member's own mood keeps the self-harm question and the suicide lines.
    const low = assessTurn("My family would manage better if I weren't around to drag them down");
    expect(low.level).toBe('concern');
    expect(low.kinds).toEqual([]);
    expect(concernReply('Sam', null)).toContain('thoughts of hurting yourself');
  });

  it('keeps the resources in view on careful turns', () => {
    expect(carefulReminder('suicide')).toMatch(/988.*116 123.*findahelpline/);
    expect(carefulReminder('abuse')).toContain('0808 2000 247');
  });

  it('knows a saved safety reply of every kind from a coaching reply that keeps resources in view', () => {
    for (const text of [
      'I want to kill myself',
      'He hits me',
      'I took too many pills',
      "I'm going to hurt my manager",
      'My friend is suicidal',
      'I have crushing chest pain and my arm is numb',
    ]) {
      const assessment = assessCrisis(text);
      if (!assessment) throw new Error(`not read as a crisis: ${text}`);
      expect(isSafetyReply(crisisReply(assessment, 'Sam')), text).toBe(true);
    }
    expect(isSafetyReply(concernReply('Sam', null))).toBe(true);
    expect(isSafetyReply(concernReply('', 'abuse'))).toBe(true);
    const coaching = `Here are three ways to open the salary talk.\n\n${carefulReminder('suicide')}`;
    expect(isSafetyReply(coaching)).toBe(false);
  });
});
