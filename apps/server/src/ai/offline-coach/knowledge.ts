import type { Condition, Preconditions } from './status.js';

/**
 * The offline coach's library: guidance written by the team, in its own words, for the situations
 * professionals bring most often (job searching, applications, interviews, offers and pay, leaving
 * a job, managers and colleagues, layoffs and gaps, career moves, promotion, workload and
 * well-being). Each entry gives steps, numbers and a script a good coach would give.
 *
 * Entries are found by meaning (BM25 over lemmas of `about`, `title` and the steps; see
 * retrieve.ts), never by keyword routes. `{kind|words}` in a text is filled with the member's own
 * fact of that kind (see facts.ts), or else with the plain words after the bar: never a
 * bracketed placeholder. `{arole|words}` is the role with its article ("a nurse"). `coaches` lists the open coaches whose field the entry is, best first.
 */

export interface Step extends Preconditions {
  title: string;
  body: string;
  /** One level deeper, for "more on that". */
  more: string;
  /**
   * The member's own words saying they have already done what the step advises ("I tailored
   * my CV to each ad", "I already followed up"): the step is then left out for the entry's next
   * one (retrieve.ts rankSteps), since advice to do what they did reads as not having listened.
   */
  done?: RegExp;
  /**
   * Words the step is about that the member must have used for it to be given ("a raise" for
   * saving half of every raise): advice about something they did not mention reads as stock.
   */
  when?: RegExp;
}

/**
 * An entry, or one of its steps, may fit only some of the member's standings (status.ts): the
 * benefit claim only after a job has ended, the resignation checklist only once the decision is
 * made, the dismissal entry never for someone on a performance plan.
 */
export interface Entry extends Preconditions {
  id: string;
  title: string;
  /**
   * The member standing this entry is the answer for (status.ts): when nothing in what they ask
   * names a situation, their standing does (retrieve.ts situationOf).
   */
  for?: Condition;
  /** What members say when they are in this situation, for retrieval. */
  about: string;
  coaches: number[];
  /** "you are weighing an offer": the reflection's second half. */
  reflect: string;
  /**
   * For an entry written for a standing (`for`): what the situation sounds like when the member
   * has not said they are in it. "Your search has been running without replies" said to someone
   * who only asks where to look, or "you have an interview coming" to someone looking back on
   * one, misreads them in the first line.
   */
  reflectOpen?: string;
  /**
   * Words that show the member is in the entry's standing even where status.ts, which reads it
   * strictly from one sentence, has not ("nobody ever responds", "no luck so far"): with them the
   * standing is said back.
   */
  shows?: RegExp;
  /**
   * The member's own money (a budget, savings, debt, a pension, freelance income, what a salary is
   * really worth): answered from the library even in a short message, because the pay plans of
   * compose.ts are about offers and a career move and would answer another question.
   */
  household?: boolean;
  /**
   * A situation narrower than any plan of compose.ts (a former peer who now reports to you, savings
   * set against a card): the entry answers even a short message, as `household` entries do, since
   * the coach's general plan for the field would give steps for another situation.
   */
  narrow?: boolean;
  /**
   * The entry's answer to a yes/no or either-or question about its situation ("Should I stay
   * friends with him or keep my distance?"), said first (verdict.ts); for money entries the answer
   * is worked out on the member's figures instead (money-figures.ts moneyVerdict).
   */
  verdict?: string;
  /** The one fact this answer cannot do without, and how to ask for it. */
  needs?: { kind: 'money' | 'role' | 'duration'; ask: string };
  steps: Step[];
  script?: { label: string; text: string };
  questions: string[];
  /**
   * Questions for what some members in this situation say ("I just graduated", "my manager
   * presented my work"): asked only when the member's words match `when`, before the plain
   * questions, so the question is about what this member told us.
   */
  asks?: Array<{ when: RegExp; ask: string }>;
  plan: { goal: string; first: string; when: string };
}

const CV = 1;
const WELLNESS = 17;
const MENTAL = 13;
const MINDFUL = 14;
const STRESS = 15;
const BALANCE = 16;
const BRAND = 18;
const FINANCE = 19;
const SELF = 22;
const HEALTH = 12;
const LEADER = 4;
const LEAD_DEV = 5;

export const LIBRARY: Entry[] = [
  {
    id: 'search-stalled',
    // Applying over time with nothing back is this situation even when no word of the ask names
    // it (retrieve.ts situationOf): the member knows the field, the search is what fails.
    for: 'search-stalled',
    never: ['accepted-offer'],
    title: 'A job search that is not getting replies',
    about:
      'applied to hundreds of jobs no callbacks no responses job hunt months unemployed nothing works applications ignored ghosted by companies entry level market tough cannot find a job looking for work where to look',
    coaches: [CV],
    reflect: 'your search has been running without the replies it deserves',
    reflectOpen: 'you want your applications to reach the right people and get answers',
    shows:
      /\b(?:no (?:luck|reply|replies|response|responses|answers?|call ?backs?|callbacks?|interviews?|offers?)|nothing back|(?:not|never|haven'?t|didn'?t|don'?t) (?:even )?(?:heard?|hearing|gotten|got|get|getting|receive\w*) (?:back|anything|any|a (?:reply|response|call))|no ?one (?:calls?|replies|responds?|answers?|gets back)|nobody (?:\w+ ){0,2}(?:calls?|replies|responds?|answers?)|ghost\w*|ignored|rejections?|rejected|not getting (?:any )?(?:replies|responses|interviews|calls))\b/i,
    steps: [
      {
        title: 'Switch from volume to fit',
        body: 'Send 5 to 8 tailored applications a week instead of 50 generic ones: pick roles where you meet about 70 % of the listed requirements and mirror their wording in your top third.',
        more: 'Recruiters skim for 6 to 10 seconds. If the first lines of your CV say the job title they advertised and two results that match the ad, you get read; otherwise you are filtered.',
        done: /\b(?:tailor(?:ed|ing)?|customi[sz](?:ed|ing))\b[^.?!\n]{0,30}\b(?:resumes?|cvs?|cover letters?|applications?)\b/i,
      },
      {
        title: 'Find a person for every application',
        body: 'For each role, message one person on the team or the hiring manager within 48 hours of applying. Referred candidates are several times more likely to be interviewed than cold applicants.',
        more: 'Search the company on LinkedIn, filter people by the team name, and pick someone one or two levels above the role. Two sentences and one question is enough.',
        done: /\b(?:reach(?:ed|ing)? out|messag(?:ed|ing)|(?:cold[- ])?emailed|connect(?:ed|ing) with)\b[^.?!\n]{0,40}\b(?:hiring managers?|recruiters?|employees|(?:people|someone) (?:at|on|in) (?:the|each|those|these))\b/i,
      },
      {
        title: 'Track your funnel',
        body: 'Keep a simple sheet: applied, replied, interviewed, offer. Under 5 % replies means the CV or targeting is the problem; replies without offers means interviews are.',
        more: 'After 20 applications you have enough data to see where the leak is. Fix one stage at a time rather than changing everything at once.',
      },
      {
        title: 'Widen the door you knock on',
        body: 'Add one channel you have not used yet: staffing agencies, local employer events, alumni groups or a contract role that can turn permanent.',
        more: 'Temporary and contract roles are often filled within days and are a common way into companies that are slow to hire permanently.',
        done: /\b(?:signed up|registered|tried|went to|been to|using|used|working with)\b[^.?!\n]{0,25}\b(?:(?:staffing|temp|recruiting|recruitment) agenc(?:y|ies)|job fairs?|career fairs?|temp work)\b/i,
      },
      {
        // A freelancer's search: their clients and finished work are the way in.
        only: ['self-employed'],
        title: 'Start with the clients you already have',
        body: 'Tell two or three clients you trust that you are open to an in-house role and which kind. People who have paid for your work are the warmest referrals you have, and some hire themselves.',
        more: 'Ask each one a direct question: who in their network hires for the role you want, and may you use their name when you write.',
      },
      {
        only: ['self-employed'],
        title: 'Write the freelance work as one role',
        body: 'Put your freelance period on the CV as one role with the title you are applying for, three named clients or projects and a result each, and two pieces of finished work named at the top.',
        more: 'A freelance role with a job title and no gap reads as experience; a list of small gigs reads as a search for direction. Pick the work closest to the ads you answer.',
      },
    ],
    script: {
      label: 'A note to someone on the team',
      text: 'Hi, I have just applied for the open role on your team. I bring {experience|some years} of relevant experience and would value two minutes of your view on what the team needs most right now. Thank you either way.',
    },
    questions: [
      'Roughly how many applications have you sent, and how many replies came back?',
      'Which kind of role do you most want your next application to go to?',
      'Which channel have you not tried yet: agencies, alumni groups, local employer events or contract roles?',
      'After {applied|}, how many replies came back, and at which stage did they stop?',
      'Which channel have you not tried yet in {place|}: agencies, alumni groups, local employer events or contract roles?',
      'Do you want your next application to go to another {role1|} role, or to something new?',
      'Which application this week could you pair with a note to someone on the team, and by when?',
    ],
    asks: [
      {
        when: /\b(?:graduat(?:ed|ing)|my degree|entry[- ]level|no experience)\b/i,
        ask: 'Which project or placement from your studies could you put in the first three lines of your CV?',
      },
      {
        when: /\b(?:small town|rural|(?:my|this) (?:town|area|city))\b/i,
        ask: 'Which employers within reach of where you live have you not applied to yet?',
      },
      {
        when: /\b(?:linkedin|indeed|easy ?apply|job boards?|online)\b/i,
        ask: 'What share of your applications went through job boards, and how many went to a named person?',
      },
    ],
    plan: {
      goal: 'Get replies from the roles that fit you best',
      first: 'Pick 5 roles that match about 70 % of your experience and find one person at each',
      when: 'This week, one hour on two evenings',
    },
  },
  {
    id: 'application-follow-up',
    // Once an offer is accepted, waiting is about the start, not the application.
    never: ['accepted-offer'],
    title: 'Following up on an application',
    about:
      'follow up after applying how long to wait hiring manager review application status portal no update email recruiter check in holidays applied last week',
    coaches: [CV],
    reflect: 'you are waiting on an application and wondering when to nudge',
    steps: [
      {
        title: 'Wait about a week, then write once',
        body: 'Seven to ten working days after applying is the usual point for one short follow-up. Around holidays, count from the day the office reopens.',
        more: 'Hiring managers batch reviews; a polite note that lands just after a review session is the one that gets read.',
        done: /\b(?:followed up|sent (?:a|an|my) (?:follow[- ]up|email|note)|(?:emailed|called|messaged) (?:them|the recruiter|hr|the hiring manager) (?:again|back|to ask))\b/i,
      },
      {
        title: 'Write to a person, not the portal',
        body: 'Address the recruiter or hiring manager by name if you can find them; restate the role, one result that fits, and your availability.',
        more: 'Keep it under 80 words. One line of value beats a paragraph of enthusiasm.',
      },
      {
        title: 'Keep applying meanwhile',
        body: 'Treat every application as closed until you hear otherwise, so one silence never stalls your whole search.',
        more: 'Most processes take 3 to 6 weeks from application to offer; a quiet fortnight is normal, not a verdict.',
      },
    ],
    script: {
      label: 'A follow-up note',
      text: 'Hello, I applied for the advertised position and wanted to say I remain very interested. My experience fits what the team is looking for, and I am available to talk at a time that suits you. Thank you for your time.',
    },
    questions: [
      'When exactly did you apply, and did anyone from the company contact you yet?',
      'Is this the role you want most right now, or one of several you are waiting on?',
      'Who at the company could you write to directly instead of going through the portal?',
      'What day this week will you send your one follow-up note?',
    ],
    plan: {
      goal: 'Get a clear answer on this application',
      first: 'Send one short follow-up note to a named person',
      when: 'Seven to ten working days after you applied',
    },
  },
  {
    id: 'interview-prep',
    // An interview still to come is this entry's, whatever stage it is (status.ts).
    for: 'interview-ahead',
    title: 'Preparing for an interview',
    about:
      'interview tomorrow next week prepare questions they will ask behavioural questions tell me about yourself weaknesses nervous panel interview phone screen technical interview case study',
    coaches: [CV],
    reflect: 'you have an interview coming and want to walk in ready',
    reflectOpen: 'you want to go into interviews better prepared',
    steps: [
      {
        title: 'Prepare five stories, not fifty answers',
        body: 'Write five short situations from your work (a win, a conflict, a mistake, a deadline, a time you led) in the STAR shape: situation, task, action, result with a number.',
        more: 'Most behavioural questions are one of these five in disguise; with the stories ready you adapt instead of improvising.',
        done: /\bSTAR (?:method|format)\b|\b(?:prepared|practi[cs]ed|rehearsed) (?:my |some |a few )?(?:stories|answers|examples)\b/i,
      },
      {
        title: 'Build a 60-second answer to “tell me about yourself”',
        body: 'Now, proof, next: what you do as {arole|a professional}, one result, and why this role is the logical next step.',
        more: 'Say it out loud three times and time it. Sixty seconds feels short and is the length interviewers remember.',
      },
      {
        title: 'Read the job ad like a checklist',
        body: 'Underline each requirement and match one story or example to it. Where you have a gap, prepare a one-line honest bridge.',
        more: 'A bridge names the nearest thing you have done and how fast you learned something similar before.',
      },
      {
        title: 'Bring two questions of your own',
        body: 'Ask what success looks like in the first 90 days and what the team is struggling with now; both show you think like someone already in the job.',
        more: 'Their answers also tell you whether you want the job, which matters as much as whether they want you.',
      },
    ],
    questions: [
      'Which question are you most worried they will ask?',
      'Which question are you most worried the interviewers at {at|} will ask?',
      'Which moment from your work as {arole1|} would you most want the interviewers to remember?',
      'What do you know so far about the format: who will interview you, and for how long?',
      'What do you most want the interviewers to remember about you when you leave the room?',
      'Which of your stories could you say aloud tonight, and who could listen and give you feedback?',
    ],
    asks: [
      {
        when: /\b(?:nervous|anxious|anxiety|panic\w*|freeze|blank)\b/i,
        ask: 'What happens to you in the room when nerves hit, and at which point of the interview?',
      },
      {
        when: /\b(?:no experience|career change|gap|fired|let go|laid off)\b/i,
        ask: 'How will you answer the question you least want to be asked, in two sentences?',
      },
    ],
    plan: {
      goal: 'Walk into the interview with five ready stories',
      first: 'Write your five STAR stories, one line each for situation and result',
      when: 'Two days before the interview',
    },
  },
  {
    id: 'after-interview',
    // Waiting is after an interview: one named with a day to come, or prepared for, is not past.
    never: ['interview-ahead'],
    title: 'Waiting after an interview',
    about:
      'after the interview no response heard nothing ghosted thank you email final round second round they said they would let me know by when to follow up decision timeline reference check',
    coaches: [CV],
    reflect: 'you are in the waiting stretch after an interview',
    steps: [
      {
        title: 'Send a thank-you within a day',
        body: 'Two or three sentences: thanks, one specific thing from the conversation, and your continued interest.',
        more: 'Name something they said, not a generic compliment. It shows you listened and keeps you distinct from other candidates.',
        done: /\b(?:sent|wrote|emailed) (?:a |an |my )?(?:thank[- ]you|thanks)\b/i,
      },
      {
        title: 'Follow up once after their deadline',
        body: 'If they named a date, wait two working days past it, then ask politely whether there is an update on the timeline.',
        more: 'Delays are usually internal: approvals, a holiday, another candidate. Silence after a week is common and rarely final.',
      },
      {
        title: 'Keep other processes moving',
        body: 'Do not pause your search for one company. An offer in hand elsewhere is also the best way to speed a slow process.',
        more: 'If another offer arrives, you can tell the slow company and ask whether they can decide within a few days.',
      },
    ],
    script: {
      label: 'A timeline check-in',
      text: 'Hello, thank you again for the conversation about the open role. I am still very interested and wanted to ask whether there is an update on the timeline for a decision.',
    },
    questions: [
      'What date, if any, did they give you for a decision?',
      'How many other processes do you have going at the moment?',
      'Having met them, is this still a role you want, and what makes you sure?',
      'Have you sent a thank-you note yet, and if not, could you send it today?',
    ],
    plan: {
      goal: 'Get a decision without losing momentum elsewhere',
      first: 'Send a short timeline check-in to your contact',
      when: 'Two working days after the date they gave you',
    },
  },
  {
    id: 'rejection',
    title: 'Handling rejection',
    about:
      'rejected again rejection email did not get the job turned down after final round feeling discouraged keep getting rejected what am I doing wrong feedback',
    coaches: [CV, MENTAL],
    reflect: 'a rejection landed and it stings',
    steps: [
      {
        title: 'Ask for one piece of feedback',
        body: 'Reply within a few days, thank them, and ask for one thing that would have made you stronger. About one in three will answer, and one answer can change your next interview.',
        more: 'Keep the door open: companies often return to their second choice when a hire falls through within months.',
        done: /\b(?:asked (?:them |the recruiter |hr )?for (?:some |any )?feedback|requested feedback)\b/i,
      },
      {
        title: 'Separate the stage from the verdict',
        body: 'Rejected before interview points to CV or targeting; rejected after final rounds often means a close call between strong candidates.',
        more: 'Reaching a final round is evidence you are hireable for that level. Track where rejections happen rather than how many.',
      },
      {
        title: 'Protect your energy for the next one',
        body: 'Give yourself a set time to feel it, then do one small action for the next application the same day.',
        more: 'Momentum matters more than mood: a small action restores a sense of control faster than waiting to feel ready.',
      },
    ],
    script: {
      label: 'A reply to the rejection',
      text: 'Thank you for letting me know, and for your time. I enjoyed learning about the team. If you are able to share one thing that would have made my application stronger, I would be grateful, and I would welcome being considered for future roles.',
    },
    questions: [
      'At which stage do most of your rejections come: before interviews or after them?',
      'After {applied|}, at which stage do most of the rejections come: before interviews or after them?',
      'Roughly how many applications went out before these rejections came back?',
      'What would make the next application feel like a step forward, whatever the outcome?',
      'Who could you ask for one piece of feedback on this, and when will you write to them?',
    ],
    plan: {
      goal: 'Turn this rejection into one concrete improvement',
      first: 'Send a short thank-you that asks for one piece of feedback',
      when: 'Within three days',
    },
  },
  {
    id: 'offer-negotiation',
    // Negotiation comes before accepting; after it, the accepted-offer entry answers.
    never: ['accepted-offer'],
    title: 'Negotiating an offer or a counter-offer',
    about:
      'job offer salary negotiate negotiation counter offer counter it offer is too low they offered me base pay ask for more money push for more compensation package signing bonus lowball offer market rate what to say when they call counteroffer from current employer',
    coaches: [FINANCE, CV],
    reflect: 'you have an offer on the table and want the numbers right',
    needs: { kind: 'money', ask: 'What figure did they offer, and what would make you say yes?' },
    steps: [
      {
        title: 'Anchor on the market, not on your last salary',
        body: 'Check three sources for {arole|a similar} role in {place|your area} (salary surveys, job ads that show pay ranges, people in the role). Ask for a figure near the top of that range.',
        more: 'Employers usually keep 5 to 15 % room above the first offer. Asking 10 % over {money|the offer} is normal and rarely withdraws an offer.',
      },
      {
        title: 'Negotiate the whole package',
        body: 'If base pay is fixed, ask about a signing bonus, an earlier salary review, extra leave, remote days or a training budget.',
        more: 'A six-month review written into the offer is often easier for a manager to approve than a higher base today.',
      },
      {
        title: 'Ask once, warmly, with a reason',
        body: 'State your enthusiasm, the number, and one reason tied to the value you bring. Then stop talking and let them answer.',
        more: 'Put it in writing after a call, so the figure you agreed is the one in the contract.',
      },
      {
        title: 'Treat a counter-offer from your current employer with care',
        body: 'Ask why the raise was not offered before you resigned; the reasons you were leaving usually remain after the money changes.',
        more: 'Decide your walk-away figure before any conversation, so the choice is made calmly rather than in the room.',
      },
    ],
    script: {
      label: 'What you can say',
      text: 'Thank you for the offer{ofmoney|}; I am excited about this role. Based on the market for {arole|a comparable} position and what I will bring, I was hoping for something closer to {counter|a figure about 10 % above your offer}. Is there flexibility to get there?',
    },
    questions: [
      'What is the lowest figure you would accept without regret?',
      'What does the rest of the package look like: bonus, leave, pension or flexibility?',
      'What market figures have you found for this role, and where did they come from?',
      'What market figures have you found for {role1|} roles in {place|}, and where did they come from?',
      'What market figures have you found for {role1|} roles, and where did they come from?',
      'When do they expect your answer, and when will you call them to make your ask?',
    ],
    plan: {
      goal: 'Agree an offer you are glad to sign',
      first: 'Write down your target figure and your walk-away figure with one reason each',
      when: 'Before you reply to the offer, ideally within two working days',
    },
  },
  {
    id: 'offer-decision',
    // An offer already accepted is the accepted-offer entry's (the start, reneging).
    never: ['accepted-offer'],
    title: 'Deciding between offers or whether to accept',
    about:
      'two job offers which one should I take accept or decline decide between offers tough decision offer letter signed offer rescinded pay vs growth commute overtime better benefits choose between stay or go',
    coaches: [CV, FINANCE, SELF],
    reflect: 'you are weighing an offer and want to choose well',
    steps: [
      {
        title: 'Score what matters before comparing',
        body: 'List your top five criteria (pay, growth, manager, commute, stability), weight each 1 to 3, and score each option 1 to 5. The totals start the conversation, your gut finishes it.',
        more: 'If the result feels wrong, the weights are wrong: that tells you what you actually value.',
      },
      {
        title: 'Meet the manager again',
        body: 'Ask to speak to your future manager or a team member before you sign. The manager predicts your first year better than the job title.',
        more: 'Ask how they handle mistakes and what the last person in the role went on to do.',
      },
      {
        title: 'Get everything in writing',
        body: 'Do not resign anywhere until you have a signed offer and any background check has cleared.',
        more: 'If a signed offer goes quiet, a polite email to HR asking for next steps and onboarding dates is normal after about a week.',
      },
    ],
    questions: [
      'If pay were equal, which option would you choose, and why?',
      'What is the one thing you would need to know before you could say yes with confidence?',
      'Picture yourself a year into this job: what would have to be true for you to be glad you said yes?',
      'When do you need to give your answer, and what will you find out before then?',
    ],
    asks: [
      {
        when: /\b(?:commute|drive|distance|relocat\w*)\b/i,
        ask: 'How much of the difference between the options is the commute, in hours a week?',
      },
      {
        when: /\b(?:benefits|insurance|401k|pension|pto)\b/i,
        ask: 'What are the benefits of each option worth per year, put in money?',
      },
    ],
    plan: {
      goal: 'Make a decision you can explain in one sentence',
      first: 'Score your options on your five weighted criteria',
      when: 'Before the offer deadline, with a day to sleep on it',
    },
  },
  {
    id: 'offer-time',
    // Time to decide is asked before accepting; after it, the accepted-offer entry answers.
    never: ['accepted-offer'],
    title: 'Asking for more time to decide on an offer',
    about:
      'offer deadline they want an answer by friday need more time to decide buy time extension waiting to hear from another company still interviewing elsewhere hold the offer stall without losing the offer ask for a few more days',
    coaches: [CV, FINANCE],
    reflect: 'you hold an offer with a deadline and want time to hear from another company',
    steps: [
      {
        title: 'Ask for a short, specific extension',
        body: 'Thank them, say you are keen, and ask for a named day a few working days past their deadline, with one honest line of reason (you want to give it proper thought, or finish a process you committed to).',
        more: 'A request for three to five working days is ordinary and rarely costs an offer; an open-ended "a bit more time" is what makes employers nervous. If they say no, you still have until the original deadline.',
      },
      {
        title: 'Tell the other company about your deadline',
        body: 'Write to your contact there today: you have an offer, the date you must answer by, and that they are your preference if that is true. Ask whether they can give you a decision before then.',
        more: 'Companies speed up for a candidate they want once they know another offer is waiting; the worst answer is that they cannot, which you need to know before you decide.',
      },
      {
        title: 'Do not invent a competing offer',
        body: 'Say only what is true: another process is in its final stage. A made-up offer or figure can be checked, and being caught ends the trust on both sides.',
        more: 'The truth is strong enough: being wanted elsewhere and nearly there is reason enough for both companies to move.',
      },
      {
        title: 'Decide what you will do if neither moves',
        body: 'Before the deadline comes, choose whether you would accept the offer in hand or let it go if the other company is still silent.',
        more: 'Deciding now, calmly, keeps you from saying yes or no in a panic on the last afternoon.',
      },
    ],
    script: {
      label: 'Asking for more time',
      text: 'Thank you again for the offer; I am excited about the role and the team. I want to give it the careful thought it deserves and am finishing one process I had already committed to. Would it be possible to give you my answer by the middle of next week? I am happy to talk before then if anything would help.',
    },
    questions: [
      'Which company would you choose if both said yes today?',
      'When is their deadline, and which day could you reasonably ask for instead?',
      'Have you told the other company yet that you hold an offer with a deadline?',
    ],
    plan: {
      goal: 'Decide between the offer and the other process without losing either by silence',
      first:
        'Ask the offering company for a specific, short extension, and tell the other company your deadline',
      when: 'Today, by email',
    },
  },
  {
    id: 'raise',
    title: 'Asking for a raise',
    about:
      'underpaid ask for a raise pay increase salary review colleague earns more cost of living not paid enough market rate performance review raise denied',
    coaches: [FINANCE],
    reflect: 'you believe your pay has fallen behind what you bring',
    steps: [
      {
        title: 'Build the case from results',
        body: 'List three results from the last 12 months with a number each (time saved, money earned, problems solved) and one thing you took on beyond your role.',
        more: 'Managers need a case they can forward to their own boss. Write it so it stands on its own in five lines.',
      },
      {
        title: 'Bring a market figure',
        body: 'Find the range for {arole|a similar} role in {place|your area} from at least two sources and ask for a specific number within it.',
        more: 'A specific figure (say 8 %) is taken more seriously than “a raise”. Inflation alone is a weaker argument than value added.',
      },
      {
        title: 'Time it well',
        body: 'Ask four to eight weeks before budgets are set or just after a visible win, not in the middle of a crisis.',
        more: 'If the answer is no, ask what would need to be true for a yes and when you can revisit it; get that in writing.',
      },
    ],
    script: {
      label: 'Opening the conversation',
      text: 'I would like to talk about my pay. Over the last year I have delivered three results I am proud of, and the market range for my role is above where I am now. I would like to ask for an increase to a specific figure. What would it take to get there?',
    },
    questions: [
      'What are the three results from this year you are proudest of?',
      'When is your next pay review, and who decides on it?',
      'What figure or change would you be happy to walk out of that conversation with?',
      'When could you book a meeting with your manager to raise it?',
    ],
    plan: {
      goal: 'Get a fair pay decision with a date attached',
      first: 'Write your three results and the market range on one page',
      when: 'Book the meeting within the next two weeks',
    },
  },
  {
    id: 'resign',
    title: 'Resigning well',
    about:
      'how to quit my job resign two weeks notice resignation letter tell my boss leaving after years guilty leaving counter offer last day exit interview put in notice',
    coaches: [CV, BALANCE],
    // For a member still asking whether to leave, the quit-or-stay entry answers; this one is for
    // a decision made; someone whose job has already ended has nothing left to resign from.
    never: ['deciding', 'job-ended'],
    reflect: 'you are ready to leave and want to do it cleanly',
    steps: [
      {
        title: 'Secure the next step first',
        body: 'Resign after a signed offer, or with at least three to six months of expenses saved if you leave without one.',
        more: 'Check your contract for the notice period; two weeks is common in the US, one to three months in much of Europe.',
        done: /\b(?:signed|accepted) (?:an? |the )?(?:new )?(?:job )?offer\b|\bnew job lined up\b|\boffer letter\b/i,
      },
      {
        title: 'Tell your manager in person, then in writing',
        body: 'A short conversation, then a two-line letter with your last day. You owe thanks, not a justification.',
        more: 'Loyalty after {duration|many years} is real, and so is your right to grow. Leaving well is how you honour both.',
      },
      {
        title: 'Plan the handover',
        body: 'Offer a handover document: open tasks, key contacts, where things live. It is what people remember about how you left.',
        more: 'In the exit interview, give one or two constructive points; save the full list of grievances for friends.',
      },
    ],
    script: {
      label: 'What you can say',
      text: 'I wanted to tell you first: I have decided to move on, and my last day will be at the end of my notice period. I am grateful for what I have learned here, and I will make sure the handover is thorough.',
    },
    questions: [
      'Do you have your next role lined up, or would you be leaving without one?',
      'What is the main reason you want to leave, in one sentence?',
      'Is there anything your employer could change that would make you stay, or is the decision made?',
      'After {spent|} there, is there anything your employer could change that would make you stay, or is the decision made?',
      'When do you plan to tell your manager, and how much notice does your contract ask for?',
    ],
    asks: [
      {
        when: /\b(?:guilt\w*|loyal\w*|feel (?:bad|terrible))\b/i,
        ask: 'What would you want your manager to remember about how you left?',
      },
    ],
    plan: {
      goal: 'Leave on good terms with your next step secured',
      first: 'Check your notice period and write your two-line resignation letter',
      when: 'The day after your new offer is signed',
    },
  },
  {
    id: 'quit-or-stay',
    title: 'Deciding whether to leave a job',
    about:
      'should I quit my job should I leave or stay thinking about quitting considering leaving is it a bad idea to quit unhappy at work want to leave but not sure stay or go quit without a plan',
    coaches: [SELF, CV, STRESS],
    only: ['deciding'],
    // With an offer in hand, leaving is a choice between two jobs (the offer entries answer it).
    never: ['has-offer', 'accepted-offer'],
    for: 'deciding',
    reflect: 'you are weighing whether to leave, and the decision is not made yet',
    steps: [
      {
        title: 'Name what would make you stay',
        body: 'Write the one thing that would have to change for you to stay: the manager, the pay, the hours, the commute or the work itself. If nothing realistic would, you have your answer; if one thing would, ask for it once before you go.',
        more: 'Ask for it plainly and with a date: "Could we change X by the end of next month?" A no is information too.',
      },
      {
        title: 'Count your runway before you decide',
        body: 'Money put aside, over essential monthly costs, is the number of months you could search without pay; under three, search first and resign after a signed offer. Quitting usually rules out unemployment benefit, so do not count on it.',
        more: 'Searching while employed also negotiates better: you can say no to a weak offer.',
      },
      {
        title: 'Set a decision date',
        body: 'Give yourself two to four weeks to send five applications and have the one conversation that could fix things; then decide on that date with what you learned.',
        more: 'If the job is harming your health or sleep now, leaving earlier is a fair answer; talk to a doctor and look at sick leave before you quit.',
      },
    ],
    questions: [
      'What would have to change for you to want to stay?',
      'After {spent|}, what would have to change for you to want to stay?',
      'How many months of essential costs could you cover if you left before finding the next job?',
      'Have you raised the main problem with anyone who could change it?',
      'By what date would you like to have decided?',
    ],
    plan: {
      goal: 'Decide whether to stay or go, with the next step secured',
      first: 'Write the one change that would make you stay, and ask for it once',
      when: 'Within two weeks',
    },
  },
  {
    id: 'new-job-regret',
    title: 'A new job that feels wrong',
    about:
      'started a new job weeks ago want to quit already regret taking this job not what I expected hate the new role onboarding overwhelmed first month training is bad should I stay',
    coaches: [STRESS, SELF],
    reflect: 'a new job is not turning out the way you hoped',
    steps: [
      {
        title: 'Name what is wrong',
        body: 'Separate the temporary (learning curve, no friends yet, unclear tools) from the structural (pay, hours, values, a manager who will not change). Most first-month pain is temporary.',
        more: 'Most people feel least competent between weeks 4 and 12 of a new job. That feeling alone is not a reason to leave.',
      },
      {
        title: 'Ask for what would fix it',
        body: 'Book 20 minutes with your manager: what success looks like by day 90, and one specific support you need.',
        more: 'Managers rarely know a new hire is struggling; asking early reads as commitment, not weakness.',
      },
      {
        title: 'Set a review date',
        body: 'Decide now to review on a set date, say 60 days out. If the structural problems remain, start a quiet search then.',
        more: 'A short stint of {duration|a few months} is easy to explain in one sentence when the next move is clearly better.',
      },
    ],
    questions: [
      'What is the one thing about this job that would have to change for you to stay?',
      'How long have you been there, and when did it start to feel wrong?',
      'Who at work could you talk to about what is not working, and what would you ask them for?',
      'What date would you set to review how it is going before deciding whether to stay?',
    ],
    plan: {
      goal: 'Decide about this job on evidence, not on a bad week',
      first: 'Write the temporary and the structural problems in two columns',
      when: 'Review on a date 60 days from now',
    },
  },
  {
    id: 'manager-conflict',
    title: 'A difficult manager or colleague',
    about:
      'my boss takes credit for my work manager micromanages coworker conflict toxic workplace rude colleague favouritism unfair treatment office politics supervisor yells blamed for mistakes gossip',
    coaches: [STRESS, BALANCE],
    reflect: 'someone at work is making your job harder than it should be',
    steps: [
      {
        title: 'Write it down as it happens',
        body: 'Keep dated notes: what happened, who was there, what was said. Facts, not adjectives. It protects you and clears your head.',
        more: 'If it later goes to HR, a log of specific dates is what turns a complaint into a case.',
        done: /\b(?:documented|documenting|(?:kept|keeping|keep) (?:notes|records|a record|a log)|wrote (?:it|everything) down)\b/i,
      },
      {
        title: 'Make your work visible',
        body: 'Send a short weekly update of what you delivered to your manager and, where natural, the wider team. Credit is hard to take from work everyone has already seen.',
        more: 'In meetings, present your own work: “I will walk through the analysis I did” claims it without accusing anyone.',
      },
      {
        title: 'Have one direct conversation',
        body: 'Describe one specific incident, its impact, and what you need next time. Keep it private and calm.',
        more: 'Use the pattern: when X happened, the effect was Y, next time I would like Z. It names behaviour, not character.',
        done: /\b(?:talked|spoke(?:n)?|raised (?:it|this)|brought (?:it|this) up)\b[^.?!\n]{0,12}\b(?:with|to) (?:him|her|them|my (?:manager|boss|supervisor))\b/i,
      },
      {
        title: 'Know your next step',
        body: 'If nothing changes after a direct conversation, take your notes to HR or a skip-level manager, and start keeping your options open.',
        more: 'HR protects the company; a calm, documented account of impact on work gets the most attention.',
      },
    ],
    script: {
      label: 'What you can say',
      text: 'When we last met, I noticed the work on the last project was presented without my part being mentioned. It matters to me that my contribution is visible. Next time, could we present it together?',
    },
    questions: [
      'What is the one incident that best shows the problem?',
      'What is the one incident at {at|} that best shows the problem?',
      'Have you raised it with them directly yet, and if so, what happened?',
      'What would a workable relationship with this person look like a month from now?',
      'If one direct conversation does not change things, what would your next step be?',
    ],
    asks: [
      {
        when: /\b(?:took credit|taking credit|credit for|presented my)\b/i,
        ask: 'Which piece of your work was presented without your name, and who else saw it?',
      },
      {
        when: /\b(?:yell\w*|scream\w*|shout\w*|swear\w*|insult\w*)\b/i,
        ask: 'When it last happened, who else was there to hear it?',
      },
    ],
    plan: {
      goal: 'Have your work seen and the behaviour addressed',
      first: 'Start a dated log and write down the last incident',
      when: 'Today, then one direct conversation within two weeks',
    },
  },
  {
    id: 'discipline',
    title: 'A warning, a performance plan or being nearly fired',
    about:
      'written up warning performance improvement plan PIP almost fired might get fired let go after a mistake taken off the schedule hours cut disciplinary meeting probation',
    coaches: [STRESS],
    // Once the job is lost, the dismissal entry answers.
    never: ['job-lost'],
    for: 'on-plan',
    reflect: 'your position at work feels shaky right now',
    steps: [
      {
        title: 'Get the expectations in writing',
        body: 'Ask your manager for the specific standards you must meet and by when. A vague warning cannot be met; a written one can.',
        more: 'After any meeting, send a two-line email summarising what was agreed. It becomes the record.',
      },
      {
        title: 'Show change weekly',
        body: 'Send a short weekly note of what you did against each point. Make progress easy to see.',
        more: 'A performance plan usually runs 30 to 90 days. Treat it as a project with a weekly check-in, not a sentence.',
      },
      {
        title: 'Prepare a quiet plan B',
        body: 'Update your CV and speak to two contacts now, without announcing anything. Having options lowers the pressure in every conversation.',
        more: 'If you are let go, ask about final pay, any holiday owed, a reference and unemployment benefits the same day.',
      },
    ],
    questions: [
      'What exactly did your manager say you need to change?',
      'Do you have the targets or the warning in writing?',
      'Do you want to keep this job, or is part of you ready to move on?',
      'What is one change you could show your manager before the end of this week?',
    ],
    plan: {
      goal: 'Meet the stated standard and keep your options open',
      first: 'Ask for the expectations in writing and confirm them by email',
      when: 'Within two working days',
    },
  },
  {
    id: 'hr-rights',
    title: 'A question for HR about pay, hours or rights',
    about:
      'HR complaint paycheck wrong payroll unpaid wages final paycheck severance not paid PTO payout unpaid overtime not paid employer broke the law document misconduct accommodation disability FMLA employment law',
    coaches: [STRESS, FINANCE],
    reflect: 'you have a question about what your employer owes you',
    steps: [
      {
        title: 'Put the question in writing',
        body: 'Email HR or payroll with the facts: dates, hours, amounts, and what you expected. Written questions get written answers.',
        more: 'Keep copies of payslips, schedules and messages outside company systems you could lose access to.',
      },
      {
        title: 'Check the rule that applies',
        body: 'Your contract, the employee handbook and your local labour authority’s website together answer most questions about pay, breaks and leave.',
        more: 'Rules differ by country and state; the labour authority’s helpline is free and confidential in most places.',
      },
      {
        title: 'Escalate if the answer is wrong',
        body: 'If HR does not resolve it, a labour-rights office, a union rep or an employment lawyer can tell you your options; many give a first consultation free.',
        more: 'Deadlines for claims can be short, sometimes a few months, so do not wait long once you know something is wrong.',
      },
    ],
    questions: [
      'Which country or state do you work in? The rules depend on it.',
      'What outcome do you want from HR: an answer, a correction, or money you are owed?',
      'What does your contract or staff handbook say about this, as far as you know?',
      'When could you send HR a short written question about this?',
    ],
    plan: {
      goal: 'Get a written answer on what you are owed',
      first: 'Send HR a factual email with dates and amounts',
      when: 'This week',
    },
  },
  {
    id: 'layoff',
    title: 'A layoff',
    about:
      'laid off got laid off position eliminated restructuring redundancy severance package let go terminated lack of funding unemployment benefits what now after layoff company closing',
    coaches: [CV, FINANCE, STRESS],
    reflect: 'you have been laid off, which is a shock even when it is not about you',
    steps: [
      {
        title: 'Handle the money in the first week',
        body: 'Apply for unemployment benefits straight away, read the severance terms before signing, and list your fixed monthly costs.',
        more: 'Severance is often negotiable: asking for an extra few weeks, health cover or outplacement support is reasonable.',
        only: ['job-ended'],
      },
      {
        title: 'Prepare while you still have the job',
        body: 'Save copies of your own reviews and contacts, check how many months of costs you could cover, what notice or severance your contract gives, and update your CV now. If the cut does come, claim benefit on the day the job ends.',
        more: 'Talk of cuts is often right about the fact and wrong about who; asking your manager plainly what they know costs little.',
        never: ['job-ended'],
      },
      {
        title: 'Tell your network the plain story',
        body: 'One line: my role was eliminated in a restructuring, here is what I am looking for next. Layoffs carry little stigma; people want to help.',
        more: 'Ask former colleagues for recommendations now, while your work is fresh in their minds.',
      },
      {
        title: 'Give the search a structure',
        body: 'Set working hours for the search, like a job: mornings for applications and outreach, afternoons for skills and rest.',
        more: 'A typical search takes three to six months; plan your budget for the longer end.',
      },
    ],
    script: {
      label: 'A note to your network',
      text: 'My role as {arole|part of the team} was eliminated in a restructuring. I am now looking for my next position and would be grateful for any introductions or leads.',
    },
    questions: [
      'How many months of expenses can you cover while you search?',
      'Have you been offered severance, and have you signed anything yet?',
      'What kind of role do you want next, and is it the same as the one you left?',
      'Who are three people you could tell about the layoff this week?',
    ],
    plan: {
      goal: 'Land your next role with your finances steady',
      first: 'Apply for unemployment benefits and write down your monthly costs',
      when: 'This week',
    },
  },
  {
    id: 'gap',
    title: 'Coming back after a gap',
    about:
      'employment gap have not worked in years unemployed for a long time explain gap in resume returning to work after parental leave caring for family illness gap back to work after time off',
    coaches: [CV],
    reflect: 'you are returning to work after time away',
    steps: [
      {
        title: 'Explain the gap in one honest line',
        body: 'Name it plainly (caring, health, study, a move) and point forward: what you are ready for now. Interviewers want reassurance, not details.',
        more: 'Put a line on your CV for the gap with the dates and the reason; a labelled gap raises fewer questions than a silent one.',
      },
      {
        title: 'Show recent proof',
        body: 'Add something from the last three months: a course, volunteering, a freelance task, a project you can show.',
        more: 'Even a short certificate or one volunteering shift a week changes the story from “away” to “back in motion”.',
      },
      {
        title: 'Use returner routes',
        body: 'Look for returnship programmes, temp agencies and part-time roles that become full-time; they are designed for people coming back.',
        more: 'References from before the gap still count; message two former colleagues to ask whether they would speak for you.',
      },
    ],
    script: {
      label: 'Your one-line explanation',
      text: 'I spent {duration|the last stretch} away from work for personal reasons, and I am now fully ready to return and focused on this kind of role.',
    },
    questions: [
      'What was the gap for, and how long was it?',
      'What kind of role are you aiming to return to?',
      'What have you done during or since the gap that shows your skills are current?',
      'Which returner programme, course or contact could you look into this week?',
    ],
    plan: {
      goal: 'Return to work with a story you are comfortable telling',
      first: 'Write your one-line gap explanation and one piece of recent proof',
      when: 'Before your next application',
    },
  },
  {
    id: 'career-change',
    title: 'Changing career',
    about:
      'career change switch careers change careers move into a new field get into a different industry transition from teacher teaching nursing retail to UX design tech marketing data leave my industry pivot retrain bootcamp course degree transferable skills new direction not meant for this want out of my field where do I start',
    coaches: [SELF, CV],
    reflect: 'you are thinking about moving into a different kind of work',
    steps: [
      {
        title: 'Map what transfers',
        body: 'List the skills from your current work that the new field pays for (explaining complex things, managing people, handling data) and find the job ads that ask for them.',
        more: 'A teacher moving into UX, for example, already runs research with users every day; naming that skill in the new field’s language is most of the translation.',
      },
      {
        title: 'Talk to three people already there',
        body: 'Ask three people in the target role what they do on a normal day and how they got in. Twenty-minute calls, one a week.',
        more: 'You will learn which credentials actually matter; often a portfolio or one project beats a long course.',
      },
      {
        title: 'Test before you leap',
        body: 'Do one small real project in the new field (a volunteer piece, a freelance task, a side project) before paying for a big retraining.',
        more: 'A bridge role (the same industry in a new function, or your function in a new industry) halves the risk of the move.',
      },
      {
        title: 'Check the money runway',
        body: 'Work out how many months you could live on a lower starting salary while the switch settles.',
        more: 'Career changers often take a 10 to 20 % step down at first and recover within two or three years.',
      },
    ],
    questions: [
      'Which new field are you most drawn to, and what pulls you there?',
      'What have you already tried in the new field, even in a small way?',
      'Who are three people already doing that work that you could ask for a short conversation?',
      'What small test of the new work could you try in the next month, before making the leap?',
    ],
    plan: {
      goal: 'Test the new field with a real project before committing',
      first: 'Book one 20-minute conversation with someone already in the role',
      when: 'Within the next two weeks',
    },
  },
  {
    id: 'choose-path',
    title: 'Choosing a direction or a degree',
    about:
      'what career should I choose pick my major which job suits me what should I do with my life recent graduate no idea what I want degree options interests personality career path recommendations',
    coaches: [SELF],
    reflect: 'you are trying to choose a direction and want it to fit you',
    steps: [
      {
        title: 'Start from what energises you',
        body: 'Write down three moments when you lost track of time at work, study or play. Look for the activity underneath: solving, helping, making, organising, persuading.',
        more: 'Interests predict satisfaction better than ability alone; the best fit uses both.',
      },
      {
        title: 'Shortlist three options and research the real day',
        body: 'For each option, read job ads and talk to one person who does it: the tasks, the pay range, the hours and where it leads in five years.',
        more: 'A job title tells you little; the list of daily tasks tells you whether you would enjoy the work.',
      },
      {
        title: 'Try the smallest real version',
        body: 'Shadow someone for a day, take a short course, or volunteer before you commit years to it.',
        more: 'Direction comes from action more than reflection: one small experiment teaches more than another month of thinking.',
      },
    ],
    questions: [
      'Which three activities make you lose track of time?',
      'What do you need the next job to give you that the last one did not?',
      'Which three directions are on your shortlist right now?',
      'What is the smallest real version of one option you could try this month?',
    ],
    plan: {
      goal: 'Narrow to one direction you can test',
      first: 'Write three options and find one person doing each',
      when: 'Over the next two weeks',
    },
  },
  {
    id: 'promotion',
    title: 'Going for a promotion',
    // Won already: leading the people is the situation (leading-team), not getting promoted.
    never: ['promoted'],
    about:
      'promotion review next level passed over for promotion acting team lead informal lead title senior role career growth stuck in my role how to get promoted development plan',
    coaches: [SELF, BRAND],
    reflect: 'you are aiming for the next level',
    steps: [
      {
        title: 'Ask what the next level requires',
        body: 'Ask your manager for the written criteria for the next level and which one you are furthest from.',
        more: 'Promotions are decided in rooms you are not in; your manager needs a case they can make for you there.',
      },
      {
        title: 'Show you already do the job',
        body: 'Collect three examples where you worked at the next level: led people, owned a decision, fixed a problem beyond your own work.',
        more: 'If you already lead informally, name it: how many people you guide, which decisions you make, what changed because of it.',
      },
      {
        title: 'Make the case in writing before the review',
        body: 'Send a one-page summary two to four weeks before the review: results, scope, and feedback from others.',
        more: 'Ask two colleagues for a short written note about your impact; it turns your claim into evidence.',
      },
    ],
    script: {
      label: 'Opening the conversation',
      text: 'I would like to be considered for the next level at the coming review. Could we look at the criteria together and agree what evidence you would need to make the case?',
    },
    questions: [
      'Which criterion for the next level do you think you are furthest from?',
      'Has your manager said what the next level requires, in so many words?',
      'Why do you want the next level now: the pay, the scope, the title, or something else?',
      'Which piece of next-level work could you take on before your next review?',
    ],
    plan: {
      goal: 'Walk into the review with a written case',
      first: 'Ask your manager for the criteria of the next level',
      when: 'At your next one-to-one',
    },
  },
  {
    id: 'burnout',
    title: 'Burnout and too much work',
    about:
      'burnt out burnout exhausted overworked two people left doing the work of three working late every night too much workload cannot keep up overtime no energy dread going to work',
    coaches: [STRESS, BALANCE, WELLNESS],
    reflect: 'you are carrying more than one person can sustain',
    steps: [
      {
        title: 'Make the load visible',
        body: 'List everything on your plate with a rough hours estimate per week. When the total is above your contracted hours, the problem is arithmetic, not resilience.',
        more: 'A written list turns “I am struggling” into “here are 60 hours of work for a 40-hour week”, which a manager can act on.',
      },
      {
        title: 'Ask your manager to choose',
        body: 'Bring the list and ask which items should wait, go to someone else or be done to a simpler standard.',
        more: 'Asking them to prioritise is not refusing work; it is giving them the decision that is theirs to make.',
      },
      {
        title: 'Protect recovery first',
        body: 'Pick one fixed end time three days a week and one activity after work that has nothing to do with screens.',
        more: 'Recovery needs detachment: not checking email after a set hour helps more than a long holiday later.',
      },
      {
        title: 'Watch for the warning signs',
        body: 'If sleep, appetite or mood have changed for more than two weeks, talk to your doctor; burnout is easier to reverse early.',
        more: 'Many employers offer a free, confidential assistance programme; it is worth one call.',
      },
    ],
    script: {
      label: 'What you can say to your manager',
      text: 'Since the team got smaller, my workload has grown well past my hours. Here is the list with time estimates. Which of these should wait or move, so the important ones are done well?',
    },
    questions: [
      'If you could drop one task tomorrow, which would make the biggest difference?',
      'How long has it felt like this, and has anything helped even a little?',
      'What would a sustainable week look like for you, in hours and in energy?',
      'When could you show your manager your full list of work and ask them to choose the priorities?',
    ],
    plan: {
      goal: 'Bring your workload back within your hours',
      first: 'Write the list of tasks with hours per week',
      when: 'Before your next one-to-one with your manager',
    },
  },
  {
    id: 'work-life',
    title: 'Work-life balance and boundaries',
    about:
      'work life balance office job all day no time for myself long commute hybrid return to office hours shift schedule weekends answering emails at night boundaries saying no part time long hours too many hours a week cut back my hours work less overtime every week partner family say I am never present always working messages texts whatsapp slack teams calls after hours out of hours late at night in the evening expects an answer reply straight away switch off notifications',
    coaches: [BALANCE, WELLNESS],
    reflect: 'work is taking up more of your life than you want it to',
    steps: [
      {
        title: 'Decide what you protect',
        body: 'Pick one thing outside work that matters most (sleep, family evenings, exercise, study) and give it fixed times in your calendar.',
        more: 'Boundaries hold when they are specific: “I finish at 6 on Tuesdays and Thursdays” survives, “less work” does not.',
      },
      {
        title: 'Say no with an alternative',
        body: 'Decline extra work by offering what you can do: a later date, a smaller scope, or someone better placed.',
        more: 'People accept a no that comes with an option far more easily than a flat refusal.',
      },
      {
        title: 'Negotiate the structure',
        body: 'If the hours, commute or office days are the problem, ask for a trial: one change for four weeks, reviewed together.',
        more: 'A time-limited trial is easy for a manager to agree to and gives you evidence for making it permanent.',
      },
    ],
    script: {
      label: 'Saying no with an option',
      text: 'I cannot take this on this week without something else slipping. I could do it by next Wednesday, or take the first part now. Which works better?',
    },
    questions: [
      'What would a good week look like for you, outside work?',
      'Which part of the week eats the most of your own time now?',
      'What have you tried so far to set a boundary, and how did people react?',
      'What is one request you could decline or reshape this week?',
    ],
    plan: {
      goal: 'Protect one part of your life from work',
      first: 'Put one fixed end time in your calendar this week',
      when: 'Starting this week, reviewed after four weeks',
    },
  },
  {
    id: 'cv-review',
    title: 'Improving a CV',
    about:
      'resume CV review rewrite my resume summary bullet points format one page ATS keywords no experience objective statement skills section portfolio feedback on my resume',
    coaches: [CV],
    reflect: 'you want your CV to work harder for you',
    steps: [
      {
        title: 'Lead with a targeted summary',
        body: 'Three lines at the top: who you are as {arole|a professional}, your strongest result with a number, and the kind of role you want next. Drop a generic objective.',
        more: 'The top third of the first page decides whether the rest is read.',
      },
      {
        title: 'Turn duties into results',
        body: 'Rewrite each bullet as action plus result: what you did, for whom, and what changed, with a number where you can.',
        more: 'Ask of every line: so what? If the answer is not on the page, add it.',
      },
      {
        title: 'Match the words of the job ad',
        body: 'Use the same words for your skills as the ad does, in plain text. Automated screening reads words, not design.',
        more: 'Avoid tables, columns and text in images; they often scramble in applicant tracking systems.',
        done: /\b(?:tailor(?:ed|ing)?|customi[sz](?:ed|ing))\b[^.?!\n]{0,30}\b(?:resumes?|cvs?)\b/i,
      },
      {
        title: 'Cut what does not help',
        body: 'Remove references and phone numbers of referees, full addresses, photos and jobs older than 15 years unless they matter for this role.',
        more: 'One page for up to about ten years of experience, two pages beyond that.',
      },
    ],
    questions: [
      'Paste your summary or a few bullets here and I will rewrite them from your own lines.',
      'Which job do you want this CV to win an interview for?',
      'Which result from your last role could you put a number on?',
      'Which result from your time as {arole1|} could you put a number on?',
      'Do you have a job ad you could match the CV against this week?',
    ],
    asks: [
      {
        when: /\b(?:gap|unemployed|time off)\b/i,
        ask: 'How will you name the gap on the CV in one line, and what did you do during it?',
      },
      {
        when: /\b(?:career change|switch\w*|pivot\w*|transition\w*)\b/i,
        ask: 'Which of your past results would matter most to someone in the field you are moving to?',
      },
      {
        when: /\b(?:graduat\w*|student|no experience|entry[- ]level)\b/i,
        ask: 'Which project, placement or part-time job could stand in for work experience at the top of your CV?',
      },
    ],
    plan: {
      goal: 'A CV that gets interviews for the roles you want',
      first: 'Rewrite your summary and your top three bullets as results',
      when: 'This week, before your next application',
    },
  },
  {
    id: 'recruiter-scam',
    title: 'Recruiters and possible job scams',
    about:
      'is this a scam recruiter texted me fake job offer interview over chat app asked to buy equipment check deposit legit company red flags staffing agency recruiter low pay unsolicited message',
    coaches: [CV],
    reflect: 'something about this contact does not feel right',
    steps: [
      {
        title: 'Check the red flags',
        body: 'Interviews only by chat app, an offer without a real interview, requests to buy equipment, cash a cheque or share bank details before a contract: these are classic scam signs.',
        more: 'Real employers never ask you to pay or to forward money. If anything involves a cheque you must deposit, stop.',
      },
      {
        title: 'Verify through the company itself',
        body: 'Find the company’s official website yourself and contact them through it to confirm the person and the role.',
        more: 'Check that the recruiter’s email domain matches the company’s, and look for them on the company’s own pages.',
      },
      {
        title: 'Protect your details',
        body: 'Do not send ID documents or bank details until you have a verified written contract. If you already did, tell your bank today.',
        more: 'You can report job scams to your national consumer-protection or fraud office; it helps others too.',
      },
    ],
    questions: [
      'Have they asked you for money, equipment purchases or bank details yet?',
      'How did they first contact you, and through which site or app?',
      'What have you shared with them so far: your ID, address or bank details?',
      'Could you find the company through its own website and check with them that the job is real?',
    ],
    plan: {
      goal: 'Know whether this offer is real before sharing anything',
      first: 'Contact the company through its official website to verify the role',
      when: 'Before you reply again',
    },
  },
  {
    id: 'references',
    title: 'References',
    about:
      'references no references reference check former boss will not give reference who to ask as a reference bad reference previous employer',
    coaches: [CV],
    reflect: 'you need people who can vouch for you',
    steps: [
      {
        title: 'Widen who counts',
        body: 'A reference can be a former supervisor, a senior colleague, a client, a teacher or someone you volunteered with. What matters is that they saw your work.',
        more: 'Short jobs still count: anyone who saw you work reliably for a few weeks can speak to that.',
      },
      {
        title: 'Ask and brief them',
        body: 'Ask first, then send them the job ad and two things you would like them to mention.',
        more: 'A briefed reference gives specific examples, which is what hiring managers listen for.',
      },
      {
        title: 'Keep them off your CV',
        body: 'List references only when asked; “available on request” is also unnecessary.',
        more: 'Putting referees’ phone numbers on a CV shares their data with everyone you apply to.',
      },
    ],
    questions: [
      'Who has seen your work most closely in the last few years?',
      'Beyond former managers, who else has seen your work closely: a client, a colleague, a teacher?',
      'Which role are the references for, and what would you like them to stress about you?',
      'Who will you ask first, and when will you send them a short brief?',
    ],
    plan: {
      goal: 'Have two references ready before you need them',
      first: 'Message two people who saw your work and ask if they would speak for you',
      when: 'This week',
    },
  },
  {
    id: 'networking',
    title: 'Networking and outreach',
    about:
      'networking reach out on LinkedIn cold message informational interview coffee chat alumni meet people in the industry referral ask for a referral connect with',
    coaches: [BRAND],
    reflect: 'you want to reach people who can open doors',
    steps: [
      {
        title: 'Make the ask small',
        body: 'Ask for 15 to 20 minutes and one specific question, not “a chat” or “a job”. Small asks get answered.',
        more: 'People answer when they can see exactly what you want and that it will not cost them much.',
      },
      {
        title: 'Personalise one line',
        body: 'Mention something real: a post of theirs, a shared school or employer, a project you admired.',
        more: 'One genuine detail is what separates a message people answer from one they ignore.',
      },
      {
        title: 'Follow up once, then give',
        body: 'No reply after a week? One friendly nudge. After a call, send thanks within two days and later share something useful to them.',
        more: 'Relationships grow from repeated small contacts; a short update every couple of months keeps them warm.',
      },
    ],
    script: {
      label: 'A first message',
      text: 'I am {arole|someone exploring this field}, and the path you have taken is one I would like to learn from. Would you be open to a 15-minute call in the next few weeks? I would especially value your view on how you got into the role.',
    },
    questions: [
      'Who is the first person you would like to reach?',
      'What would you like a conversation with them to lead to?',
      'Who have you reached out to before, and what kind of message got a reply?',
      'What small, specific question could you ask in your first message, and when will you send it?',
    ],
    plan: {
      goal: 'Start three useful professional conversations',
      first: 'Send one short, personalised message',
      when: 'This week, one message every two days',
    },
  },
  {
    id: 'first-job',
    title: 'A first job or internship',
    // Someone with years of work behind them is not looking for a first foot in the door.
    never: ['experienced'],
    about:
      'internship first job after college graduate no experience entry level student part time job teenager summer job new grad apprenticeship how to get experience',
    coaches: [CV],
    reflect: 'you are starting out and need a first foot in the door',
    steps: [
      {
        title: 'Count all your experience',
        body: 'Projects, coursework, volunteering, part-time and family-business work all count. Write them as results, like any job.',
        more: 'For a first role, employers hire for reliability and learning speed; show evidence of both.',
      },
      {
        title: 'Use the routes built for beginners',
        body: 'Career services, graduate schemes, internships, apprenticeships and staffing agencies exist to place people without much experience.',
        more: 'Apply early in the hiring season; many graduate programmes close months before the start date.',
      },
      {
        title: 'Build one proof of skill',
        body: 'Make one small project that shows the skill the job wants: a portfolio piece, a write-up, a small tool.',
        more: 'A specific project you can discuss in an interview beats a long list of courses.',
      },
    ],
    questions: [
      'What kind of work would you like your first job to be in?',
      'What kind of work would you like your first job in {place|} to be?',
      'What have you done so far (school projects, part-time work, volunteering) that you could show?',
      'Which beginner routes have you looked at: apprenticeships, graduate schemes, internships or temp agencies?',
      'What small piece of work could you make this month to show what you can do?',
    ],
    asks: [
      {
        when: /\b(?:my (?:degree|major|course|studies)|I (?:study|studied|am studying|majored)|graduat(?:ed|ing) (?:in|with|from)|final year)\b/i,
        ask: 'Which course project could you describe as if it were a job: the goal, what you did and the result?',
      },
      {
        when: /\bI(?:'m|’m| am)\s*1[4-7]\b|\b(?:high school(?:er| student)|teen(?:ager)?)\b/i,
        ask: 'Which places near you hire people your age, and which could you walk into this week?',
      },
      {
        when: /\bI(?:'m|’m| am)? (?:looking for|trying to (?:find|get|land)|applying (?:for|to)|need) (?:an? |some )?internships?\b/i,
        ask: 'Which internships are still open this season, and which two could you apply to this week?',
      },
    ],
    plan: {
      goal: 'Land a first role that builds experience',
      first: 'List every project and activity you have done as results',
      when: 'This week',
    },
  },
  {
    id: 'new-country-work',
    title: 'Working in a new country',
    about:
      'no local experience no canadian experience no uk experience no us experience no australian experience newcomer immigrant moved here recently my degree from abroad foreign qualifications recognised credentials licence engineer nurse teacher accountant professional body bridging programme survival job overqualified employers want local experience',
    coaches: [SELF, CV, FINANCE],
    reflect: 'you bring real experience, and the new country does not yet know how to read it',
    steps: [
      {
        title: 'Get your qualifications assessed',
        body: 'If your profession is regulated where you now live (engineers, nurses, doctors, pharmacists, teachers, accountants, lawyers and others usually are), contact its licensing body first: ask what it recognises, what exams or supervised work it needs, and how long that takes. For other fields, a recognised credential-evaluation service gives employers a local equivalent to read.',
        more: 'Many regulators have an intern or provisional licence you can hold while you complete the local requirements; it lets you work in the field sooner.',
      },
      {
        title: 'Translate your experience into local terms',
        body: 'Rewrite your CV in the local format, name projects by size and standard (budget, length, codes used) rather than by employer names nobody there knows, and add a line on your right to work.',
        more: 'Recruiters filter on what they recognise: "led design of 12 km of road to national standards, budget 40 million" travels; a company name alone does not.',
      },
      {
        title: 'Build local proof quickly',
        body: 'A bridging programme, a short local course, a contract or volunteer project in your field gives you a local reference and a line employers recognise, often within three months.',
        more: 'Settlement and newcomer employment services are usually free and run mentoring, bridging programmes and employer introductions.',
      },
      {
        title: 'Work your way in through people',
        body: 'Join the professional association and one community of people from your country working in your field; ask for twenty-minute conversations about how they got their first local role.',
        more: 'A referral from someone local answers the "no local experience" worry for the employer before it is raised.',
      },
      {
        title: 'Take a bridge job in the field, not only outside it',
        body: 'A technician, assistant or junior role in your field while you license keeps your skills current and counts as local experience; a job outside the field pays the bills but adds less.',
        more: 'Say plainly in interviews that you are working towards the local licence and when you expect it.',
      },
    ],
    questions: [
      'Is your profession regulated where you live now, and have you contacted its licensing body yet?',
      'What did you work on in your last role: the size of the projects and the standards you used?',
      'Do you have the right to work there already, and for how long?',
    ],
    plan: {
      goal: 'A first role in your field in the new country',
      first:
        'Contact the licensing body or a credential-evaluation service and ask what they need from you',
      when: 'This week',
    },
  },
  {
    id: 'relocation',
    // A question whether a status allows work is the work-authorisation card's, not a move's.
    never: ['legal-status'],
    title: 'Relocating for work',
    about:
      'relocate move to another country move back home working abroad visa sponsorship moving from Brazil job search in a new city remote job from another country immigrate',
    coaches: [CV, FINANCE],
    reflect: 'you are planning a move and need work on the other side',
    steps: [
      {
        title: 'Sort the right to work first',
        body: 'Check which visa or permit you need in {place|the new country} and whether employers must sponsor it. It shapes which employers can hire you.',
        more: 'Some countries have job-seeker visas or shortage-occupation lists that make certain roles much easier to get.',
      },
      {
        title: 'Localise your CV',
        body: 'Use the local CV format, translate titles into local equivalents, and add a line about your move date and right to work.',
        more: 'A local phone number or address (even future) reduces the “not here yet” filter.',
      },
      {
        title: 'Start with people who bridge both places',
        body: 'Contact people from your home country already working there, and companies with offices in both places.',
        more: 'Internal transfers within a multinational are often the smoothest route for a move.',
      },
    ],
    questions: [
      'Where are you moving to, and do you already have the right to work there?',
      'When do you plan to move, and can you travel for interviews before then?',
      'What kind of role do you want there, and is it the same as the one you do now?',
      'Who do you know, even loosely, with ties to the new place that you could contact this week?',
    ],
    plan: {
      goal: 'Arrive with work lined up or close',
      first: 'Confirm the permit you need and list 10 employers that can sponsor it',
      when: 'Three months before the move',
    },
  },
  {
    id: 'contract-temp',
    title: 'Contract, temp and freelance work',
    about:
      'contract work temp job freelance day rate contractor 1099 gig work temporary position convert to permanent agency contract ends',
    coaches: [FINANCE],
    // A student looking for a first paid gig is starting out, not running contracts.
    never: ['student'],
    reflect: 'you are working on contract or considering it',
    steps: [
      {
        title: 'Price it properly',
        body: 'A contract rate should cover what an employer normally pays on top of salary: aim for about 1.3 to 1.5 times the equivalent hourly salary.',
        more: 'Set aside a share of every payment for tax and for the weeks between contracts.',
      },
      {
        title: 'Ask about the path to permanent',
        body: 'Ask directly how often contractors are converted and what the criteria are.',
        more: 'Conversions happen most when you solve a visible problem in the first month.',
      },
      {
        title: 'Line up the next contract early',
        body: 'Start looking six weeks before a contract ends; agencies work on short timelines.',
        more: 'Keep two or three agency recruiters informed of your end date.',
      },
    ],
    questions: [
      'What rate are you being paid or offered?',
      'How long is the contract, and what happens when it ends?',
      'Do you want this to become permanent, or do you prefer contract work?',
      'When will you start lining up the next contract, and with whom?',
    ],
    plan: {
      goal: 'Keep your contract income steady and fairly priced',
      first: 'Work out your minimum rate from your yearly costs',
      when: 'Before your next rate discussion',
    },
  },
  {
    id: 'anxiety',
    title: 'Anxiety and worry',
    about:
      'anxiety anxious panic attacks worry all the time nervous overthinking social anxiety heart racing cannot stop worrying fear scared',
    coaches: [MENTAL, MINDFUL],
    reflect: 'worry is taking up a lot of room right now',
    steps: [
      {
        title: 'Calm the body first',
        body: 'Breathe in for 4, hold for 4, out for 6, for two minutes. A longer out-breath slows the heart and quiets the alarm.',
        more: 'Grounding also helps: name 5 things you see, 4 you can touch, 3 you hear. It brings attention back to the present.',
      },
      {
        title: 'Give worry a set time',
        body: 'Write worries down and look at them at one set 15-minute time a day. Outside that time, note the worry and postpone it.',
        more: 'For each worry, ask: can I act on this? If yes, write the next step; if no, practise letting it pass.',
      },
      {
        title: 'Talk to someone trained',
        body: 'If anxiety stops you working, sleeping or enjoying things for more than two weeks, your doctor or a therapist can help; it is very treatable.',
        more: 'Talking therapies such as CBT work well for anxiety, and many services accept self-referral.',
      },
    ],
    questions: [
      'When does the worry tend to be strongest?',
      'What would feel different in your day if the worry took up less room?',
      'What has helped you calm down before, even a little?',
      'Would you be willing to talk to a doctor or counsellor about this, and what might get in the way?',
    ],
    plan: {
      goal: 'Have a way to bring the worry down when it spikes',
      first: 'Practise the 4-4-6 breath for two minutes',
      when: 'Once today, and again whenever the worry rises',
    },
  },
  {
    id: 'stress-life',
    title: 'Stress piling up',
    about:
      'stressed out overwhelmed everything at once so much pressure cannot cope with stress deadlines family problems money stress feel like I am drowning tension',
    coaches: [STRESS, MINDFUL],
    reflect: 'a lot is landing on you at once',
    steps: [
      {
        title: 'Sort what you can influence',
        body: 'Write every stressor down, then mark each: I can act, I can influence, or I cannot change it. Put your energy in the first column.',
        more: 'Stress grows when effort goes into what cannot change; the sort is a way to take some of the weight off.',
      },
      {
        title: 'Pick one next step',
        body: 'Choose the smallest action on the most pressing item and do only that today.',
        more: 'Finishing one small thing restores a sense of control, which itself lowers stress.',
      },
      {
        title: 'Keep the basics steady',
        body: 'Regular sleep times, a short walk in daylight and a meal at a normal hour buffer stress more than people expect.',
        more: 'Ten minutes of brisk walking measurably lowers tension for the next couple of hours.',
      },
    ],
    questions: [
      'Of everything on your plate, what weighs on you most today?',
      'Which of these pressures can you influence, and which are out of your hands?',
      'What has helped you get through a heavy stretch before?',
      'What is one small step you could take on the heaviest thing today or tomorrow?',
    ],
    plan: {
      goal: 'Lower the pressure to something manageable',
      first: 'Write your stressors in three columns: act, influence, cannot change',
      when: 'Tonight, in ten minutes',
    },
  },
  {
    id: 'money-hardship',
    title: 'Money trouble and basic needs',
    about:
      'cannot pay rent bills behind on rent need money fast food bank evicted homeless housing assistance broke paycheck to paycheck debt emergency funds unemployment benefits',
    coaches: [FINANCE, STRESS],
    reflect: 'money is tight and basic needs are at stake',
    steps: [
      {
        title: 'Secure the essentials first',
        body: 'Housing, food and heat come before every other bill. Call your landlord or utility early: payment plans are far easier to get before you fall further behind.',
        more: 'Many areas have emergency rent and utility assistance; a local helpline or social-services office can point you to it.',
      },
      {
        title: 'Find fast income',
        body: 'Day-labour agencies, temp agencies, warehouse and delivery work often start within days and pay weekly.',
        more: 'Ask at agencies in person early in the morning; same-day work is often assigned first thing.',
      },
      {
        title: 'Claim what you are entitled to',
        body: 'Check benefits, food assistance and hardship grants; many people who qualify never apply.',
        more: 'A free debt-advice service can negotiate with creditors for you and stop the calls.',
      },
    ],
    questions: [
      'What is the most urgent bill or need in the next two weeks?',
      'Have you checked which benefits or local support you may be entitled to?',
      'What kinds of quick work could you take on in the next week or two?',
      'Who could you call today, a service or a person, about the most urgent need?',
    ],
    plan: {
      goal: 'Keep the essentials covered while income returns',
      first: 'Call the one creditor or landlord that matters most and ask for a payment plan',
      when: 'Tomorrow morning',
    },
  },
  {
    id: 'low-mood',
    title: 'Feeling low',
    about:
      'feel down depressed sad no motivation nothing matters empty hopeless about work lonely unhappy cannot get out of bed losing interest',
    coaches: [MENTAL, WELLNESS],
    reflect: 'things have felt heavy lately',
    steps: [
      {
        title: 'Do one small thing that used to help',
        body: 'Pick one activity you used to enjoy or that gives a sense of achievement, and do ten minutes of it today.',
        more: 'Action often comes before motivation in low mood, not after; small planned activities lift mood over a few weeks.',
      },
      {
        title: 'Reach out to one person',
        body: 'Send a message to someone you trust, even just to say hello. Connection is protective.',
        more: 'You do not need to explain everything; spending time with someone is enough.',
      },
      {
        title: 'Get support if it lasts',
        body: 'If low mood has lasted more than two weeks or is getting worse, talk to your doctor; it is common and treatable.',
        more: 'If you ever have thoughts of harming yourself, contact a crisis line or emergency services straight away.',
      },
    ],
    questions: [
      'What used to give you a small lift on a normal day?',
      'What would a slightly better day look like for you right now?',
      'Who is one person you could reach out to this week, even for a short chat?',
      'Have you been able to talk to a doctor or counsellor about how you feel?',
    ],
    plan: {
      goal: 'Lift the day a little, one small step at a time',
      first: 'Do ten minutes of one activity that used to help',
      when: 'Today',
    },
  },
  {
    id: 'trauma-work',
    title: 'Past trauma showing up at work',
    about:
      'PTSD trauma flashbacks triggered at work nightmares hypervigilant startle past abuse affects my job therapy for trauma survivor',
    coaches: [MENTAL, MINDFUL],
    reflect: 'past experiences are reaching into your working life',
    steps: [
      {
        title: 'Have a grounding plan for triggers',
        body: 'Notice the first signs, then use a practised grounding step: feet on the floor, slow breath out, name what you see around you.',
        more: 'Practising grounding when calm makes it easier to use when triggered.',
      },
      {
        title: 'Consider what work could adjust',
        body: 'You can ask for adjustments (breaks, seating, schedule) without giving every detail; a doctor’s note is often enough.',
        more: 'In many countries PTSD counts as a condition for which employers must consider reasonable adjustments.',
      },
      {
        title: 'Work with a trauma-trained professional',
        body: 'Trauma-focused therapies such as EMDR and trauma-focused CBT have strong evidence; your doctor can refer you.',
        more: 'A good therapist will go at your pace; you stay in control of what you share.',
      },
    ],
    questions: [
      'Which situations at work tend to set things off?',
      'What helps you ground yourself when something at work sets you off?',
      'Is there one change at work, in tasks, space or hours, that would make things easier?',
      'Have you been able to work with someone trauma-trained, or is that something you would consider?',
    ],
    plan: {
      goal: 'Feel steadier at work',
      first: 'Practise one grounding step when you are calm',
      when: 'Once a day this week',
    },
  },
  {
    id: 'relationships-work',
    title: 'Relationship strain spilling into work',
    about:
      'relationship problems partner breakup divorce family conflict argument at home affects work cannot focus at work because of home boyfriend girlfriend husband wife',
    coaches: [MENTAL, BALANCE],
    reflect: 'what is happening at home is following you to work',
    steps: [
      {
        title: 'Lower the load for a while',
        body: 'Tell your manager, briefly, that you are dealing with something personal and may need some flexibility for a few weeks.',
        more: 'You do not need to share details; most managers respond well to an early, short heads-up.',
      },
      {
        title: 'Create a buffer between home and work',
        body: 'A short walk or five minutes of quiet before you start and after you finish helps you switch context.',
        more: 'Write down what is on your mind before you begin work, so it has a place to wait.',
      },
      {
        title: 'Get support for yourself',
        body: 'A counsellor, a trusted friend or an employee assistance programme gives you space to think.',
        more: 'If you ever feel unsafe at home, a domestic-abuse helpline can advise confidentially.',
      },
    ],
    questions: [
      'What would help most at work while this is going on?',
      'Is there someone at work you trust enough to tell a little of what is going on?',
      'What support do you have for yourself outside work right now?',
      'Which one task could you hand off or postpone for a few weeks?',
    ],
    plan: {
      goal: 'Keep work steady while home is hard',
      first: 'Give your manager a short heads-up and ask for some flexibility',
      when: 'This week',
    },
  },
  {
    id: 'sleep',
    title: 'Sleep',
    about:
      'cannot sleep insomnia wake up at night tired all day night shifts sleep schedule racing thoughts at bedtime exhausted',
    coaches: [HEALTH, WELLNESS],
    reflect: 'your sleep is not giving you the rest you need',
    steps: [
      {
        title: 'Fix your wake-up time',
        body: 'Get up at the same time every day, weekends included. It anchors your body clock more than any bedtime.',
        more: 'Daylight within an hour of waking strengthens the rhythm further.',
      },
      {
        title: 'Wind down for 30 minutes',
        body: 'Screens off, lights low, and write tomorrow’s to-do list so it stops circling.',
        more: 'If you lie awake for more than 20 minutes, get up and do something calm until sleepy.',
      },
      {
        title: 'Watch caffeine and shifts',
        body: 'No caffeine after early afternoon; on night shifts, block daylight on the way home and keep the bedroom dark.',
        more: 'Insomnia that lasts over three months responds well to CBT for insomnia, which a doctor can refer you to.',
      },
    ],
    questions: [
      'What time do you usually go to bed and get up?',
      'What have you already tried to sleep better, and did anything make a difference?',
      'What do you usually do in the last half hour before bed?',
      'What wake-up time could you keep every day for the next two weeks, starting tomorrow?',
    ],
    plan: {
      goal: 'Sleep that leaves you rested',
      first: 'Set one fixed wake-up time',
      when: 'Starting tomorrow, for two weeks',
    },
  },
  {
    id: 'portfolio',
    title: 'A portfolio review',
    about:
      'portfolio review review my portfolio case study projects to show GitHub projects developer portfolio what to include in my portfolio feedback on my case studies',
    coaches: [BRAND, CV],
    reflect: 'you want your portfolio to show what you can do',
    steps: [
      {
        title: 'Show three projects, deeply',
        body: 'Three strong case studies beat ten thumbnails: the problem, your role, the process, the result.',
        more: 'Reviewers spend a few minutes; lead each case with one sentence on the outcome.',
      },
      {
        title: 'Make your part explicit',
        body: 'Say what you did versus the team. Decisions you made and why are what reviewers look for.',
        more: 'Include one thing you would do differently; it shows judgement.',
      },
      {
        title: 'Fit it to the job',
        body: 'Put the project closest to the role you want first, and use the same words as the job ad.',
        more: 'A career changer can use a project from the old field reframed in the new field’s terms.',
      },
    ],
    questions: [
      'Which project are you proudest of, and what was your part in it?',
      'Which role or kind of client is the portfolio meant to win?',
      'How many projects are in it now, and which three show your best work?',
      'When could you rewrite one project page to show your own part clearly?',
    ],
    plan: {
      goal: 'A portfolio that proves the skill for the role you want',
      first: 'Pick your three strongest projects and write one outcome line for each',
      when: 'This week',
    },
  },
  {
    id: 'leading-team',
    for: 'promoted',
    title: 'Leading a team',
    about:
      'new manager team lead managing people difficult employee give feedback delegate first time manager managing former peers one to ones team performance supervise supervisor supervising my staff my reports direct reports authority undermines overrules ignores my decisions in front of the team',
    coaches: [SELF, STRESS],
    reflect: 'you are responsible for other people’s work now',
    steps: [
      {
        title: 'Hold regular one-to-ones',
        body: 'Thirty minutes every week or two with each person: their agenda first, then yours.',
        more: 'Ask: what is going well, what is in your way, what do you need from me?',
      },
      {
        title: 'Give feedback on behaviour, soon',
        body: 'Describe the situation, the behaviour and its impact, within a day or two, and ask for their view.',
        more: 'Praise specifically and often; correct privately and early.',
      },
      {
        title: 'Delegate outcomes',
        body: 'Hand over the result you want and the deadline, not every step; agree when you will check in.',
        more: 'If you are doing your team’s work, you are not doing yours: leading.',
      },
    ],
    questions: [
      'Which person or situation on the team is hardest for you right now?',
      'What kind of leader do you want your team to describe a year from now?',
      'How often do you meet each person one to one at the moment?',
      'Which piece of work could you hand over as an outcome this week, rather than as tasks?',
    ],
    plan: {
      goal: 'Lead the team with regular, clear conversations',
      first: 'Book a first one-to-one with each person',
      when: 'Within the next two weeks',
    },
  },
  {
    id: 'time-off-benefits',
    title: 'Time off, leave and benefits',
    about:
      'PTO paid time off unpaid leave vacation days holidays sick days sick leave health insurance benefits dental vision 401k enrollment time off request take time off trip leave of absence how many days off do employees get benefits eligibility full-time part-time',
    coaches: [BALANCE, FINANCE],
    reflect: 'you want to know what time off or benefits you can count on',
    steps: [
      {
        title: 'Read the written policy first',
        body: 'Your handbook or benefits portal states how leave accrues, whether unpaid leave exists and who approves it; quote it when you ask.',
        more: 'In the US there is no national minimum of paid holiday; in most of Europe it is at least four weeks a year by law. What your employer writes down is what you can rely on.',
      },
      {
        title: 'Ask early, in writing, with a plan',
        body: 'Request the dates {duration|you need} as early as you can, say how your work will be covered, and ask for a written yes.',
        more: 'Managers approve leave they can plan for. Six to eight weeks of notice and a cover plan turn a favour into a simple scheduling decision.',
      },
      {
        title: 'Compare benefits as money',
        body: 'Price each benefit per year: the employer’s health-insurance share, retirement match, paid days. A lower salary with strong benefits can be worth more.',
        more: 'A 4 % retirement match on {money|your salary} is real money; so is a premium the employer pays in full.',
      },
    ],
    script: {
      label: 'Asking for the time',
      text: 'I would like to request time off from the first to the last day of my trip. I have checked the leave policy, I will hand over my open work before I go, and I can be reached for anything urgent. Could you confirm in writing?',
    },
    questions: [
      'What does your written leave or benefits policy say about this?',
      'How long have you been with the company so far?',
      'What time off or benefit do you want, and from when?',
      'When could you put the request to your manager in writing, with a plan for cover?',
    ],
    plan: {
      goal: 'Know exactly what time off and benefits you have',
      first: 'Find the leave and benefits policy and note the rule that applies to you',
      when: 'This week, before you ask your manager',
    },
  },
  {
    id: 'background-check',
    title: 'Background checks, start dates and onboarding',
    about:
      'background check drug test start date onboarding paperwork offer contingent waiting for background check clearance employment verification verify past employer what shows up on a background check county state federal check criminal record I-9 first day',
    coaches: [CV],
    reflect: 'you are between a yes and a first day, waiting on checks',
    steps: [
      {
        title: 'Know what the check covers',
        body: 'Ask HR which checks they run (identity, criminal record, past employment, education, credit) and roughly how long they take; most finish in 3 to 10 working days.',
        more: 'Past employers usually confirm only dates and title. Anything else they say can be challenged if it is wrong.',
      },
      {
        title: 'See your own record first',
        body: 'You can request your own criminal record or credit report from the official body in your country or state, so nothing surprises you.',
        more: 'If something may show up, tell the recruiter briefly before the check does; context given early is judged more kindly.',
      },
      {
        title: 'Do not resign before it clears',
        body: 'Keep your current job until the offer is unconditional and the start date is confirmed in writing.',
        more: 'If the check runs long, a polite note to HR asking for an update after a week is normal.',
      },
    ],
    questions: [
      'Which checks did they say they will run, and when do you start?',
      'Is there anything in your history you are worried the check will show?',
      'Have you been able to see your own record, and if not, how could you request a copy?',
      'Have you resigned from your current job yet, or can you wait until the check clears?',
    ],
    plan: {
      goal: 'Start the new job without surprises',
      first: 'Ask HR which checks they run and how long they take',
      when: 'Today',
    },
  },
  {
    id: 'remote-work',
    title: 'Finding remote work',
    about:
      'remote job work from home remote position fully remote hybrid online jobs work from anywhere remote entry level remote customer service remote data entry need a remote job',
    coaches: [CV],
    reflect: 'you want work you can do from home',
    steps: [
      {
        title: 'Target roles that are remote by nature',
        body: 'Customer support, sales development, data and operations roles, bookkeeping, software and content work are remote far more often than other jobs.',
        more: 'Remote listings get many more applicants each, so a tailored application matters even more than for on-site roles.',
      },
      {
        title: 'Search where remote jobs are posted',
        body: 'Filter job boards by remote, follow companies that are remote-first, and set alerts so you apply in the first days.',
        more: 'Applying in the first 48 hours of a listing raises your odds noticeably on crowded postings.',
      },
      {
        title: 'Show you can work on your own',
        body: 'On your CV, name tools you use (shared documents, video calls, ticket systems) and one result you delivered without supervision.',
        more: 'Be wary of remote offers that ask you to pay for equipment or training: genuine employers never do.',
      },
    ],
    questions: [
      'What kind of work have you done so far that could be done from home?',
      'Do you need fully remote, or would one or two office days work?',
      'Which sites or job boards have you searched for remote roles so far?',
      'Which parts of your work as {arole1|} could be done from home today?',
      'Which sites or job boards have you searched for remote roles in {place|} so far?',
      'What proof of working on your own could you show, and when will you add it to your CV?',
    ],
    asks: [
      {
        when: /\b(?:my (?:kids?|children|son|daughter|baby|mum|mom|dad|parents?)|disabilit\w*|chronic|carer|caregiver|caring for)\b/i,
        ask: 'What hours could you reliably work from home around what you look after?',
      },
      {
        when: /\b(?:scam\w*|fake|legit)\b/i,
        ask: 'Which of the remote offers you have seen asked you to pay for something or to move money?',
      },
    ],
    plan: {
      goal: 'Land a remote role that fits your experience',
      first: 'Pick two remote-friendly role types and set job alerts for them',
      when: 'Today',
    },
  },
  {
    id: 'hours-schedule',
    title: 'Hours, shifts and schedules',
    about:
      'hours cut shifts schedule taken off the schedule part time hours reduced working holidays night shift rotation weekends on call working two weeks straight overtime schedule changes without notice',
    coaches: [BALANCE, STRESS],
    reflect: 'your hours or schedule are not working for you',
    steps: [
      {
        title: 'Ask why, plainly',
        body: 'Ask your manager directly why your hours changed and what would bring them back; note the answer and the date.',
        more: 'Cuts are often about budget or seasonal demand, not you. Knowing which tells you whether to wait or to look elsewhere.',
      },
      {
        title: 'Know your minimums',
        body: 'Check your contract and local rules on guaranteed hours, breaks, overtime pay and notice of schedule changes.',
        more: 'Some places require advance notice of schedules or pay for last-minute changes; your labour authority’s website will say.',
      },
      {
        title: 'Protect your income',
        body: 'If hours stay low for more than two weeks, add a second part-time job or start applying; do not wait for the schedule to improve.',
        more: 'A pattern of rotating long stretches can suit you if the days off are real rest; judge it by sleep and mood after a full cycle.',
      },
    ],
    questions: [
      'How many hours a week do you need, and how many are you getting now?',
      'What does your contract say about hours and schedule changes?',
      'What schedule would work for you, if you could set it?',
      'When could you ask your manager plainly why your hours are set the way they are?',
    ],
    plan: {
      goal: 'Get the hours and schedule you can live on',
      first: 'Ask your manager why the hours changed and write down the answer',
      when: 'At your next shift',
    },
  },
  {
    id: 'explain-leaving',
    title: 'Explaining why you left a job',
    about:
      'why did you leave your last job how to word leaving on an application reason for leaving fired terminated quit after a short time explain on application interview short tenure employer did not pay me',
    coaches: [CV],
    reflect: 'you need to explain a departure without it hurting you',
    steps: [
      {
        title: 'Say it in one neutral sentence',
        body: 'Name the reason briefly and without blame: pay problems, a role that changed, a contract ending, a move. Then point to what you want next.',
        more: 'Interviewers listen for whether you blame others. A calm, short answer tells them you will handle problems well.',
      },
      {
        title: 'Keep it true and consistent',
        body: 'Use the same wording on the application, your CV and in interviews; employers can verify dates.',
        more: '“Left due to repeated payroll problems” is honest and neutral; details can wait until asked.',
      },
      {
        title: 'Turn to the future fast',
        body: 'Spend one sentence on the past and three on why this new role fits.',
        more: 'Practise it aloud until it takes less than 20 seconds.',
      },
    ],
    script: {
      label: 'One way to say it',
      text: 'I left because the employer could not pay wages reliably, which made staying impossible. I am looking for a stable team where I can build on my experience, which is why this role appeals to me.',
    },
    questions: [
      'What was the real reason you left, in one sentence?',
      'What kind of role are you interviewing for now?',
      'How have you explained it so far, and how did people react?',
      'What one neutral sentence would you try, and when could you practise saying it aloud?',
    ],
    plan: {
      goal: 'Explain your departure in one calm sentence',
      first: 'Write your one-sentence reason and say it aloud three times',
      when: 'Before your next application',
    },
  },
  {
    id: 'harassment',
    title: 'Harassment or discrimination at work',
    about:
      'harassment sexual harassment discrimination racist homophobic sexist comments customer abuse hostile work environment groomed inappropriate coworker unsafe at work retaliation report harassment',
    coaches: [STRESS, MENTAL],
    reflect: 'you were treated in a way no one should be at work',
    steps: [
      {
        title: 'Write down what happened',
        body: 'Dates, words used, who saw it, and messages kept safely outside work systems. A record protects you whatever you decide.',
        more: 'You do not have to decide today what to do with it; the record keeps your options open.',
      },
      {
        title: 'Report it in writing',
        body: 'Use the written harassment policy or HR channel, or a manager above the person; ask for confirmation that it was received.',
        more: 'Retaliation for reporting harassment or discrimination is unlawful in many countries; note any change in how you are treated afterwards.',
      },
      {
        title: 'Get support outside the company',
        body: 'An employment-rights organisation, a union or a lawyer can advise confidentially, often free for a first call.',
        more: 'If you ever feel unsafe, leaving the situation comes first; your employer must take it seriously.',
      },
    ],
    questions: [
      'Is this still happening, and do you feel safe at work right now?',
      'What would you like to happen next: for it to stop, a formal complaint, or something else?',
      'Have you written down what happened, with dates and any witnesses?',
      'Who outside the company, a union, a helpline or a lawyer, could you talk to this week?',
    ],
    plan: {
      goal: 'Be safe at work and have the behaviour addressed',
      first: 'Write down each incident with its date and witnesses',
      when: 'Today',
    },
  },
  {
    id: 'company-uncertainty',
    title: 'A company in trouble or being sold',
    about:
      'company being sold boss selling the business acquisition merger rumours of layoffs company struggling lost funding restructuring coming job security worried about the company future jumping ship',
    coaches: [CV, FINANCE],
    reflect: 'the ground under your job may be shifting',
    steps: [
      {
        title: 'Ask directly what it means for you',
        body: 'Ask your manager or owner how the change affects your role and timeline; a vague answer is also information.',
        more: 'Buyers often keep the people who run daily operations; ask whether retention or transition terms are planned.',
      },
      {
        title: 'Start a quiet search now',
        body: 'Update your CV and talk to two contacts this month. Searching while employed is far easier than after a sudden end.',
        more: 'You lose nothing by looking: if the sale goes well, you simply stay with better information.',
      },
      {
        title: 'Build a cushion',
        body: 'Aim for three months of expenses saved and know your notice and severance terms.',
        more: 'Write down what you would negotiate if asked to stay through the transition: a retention bonus or a guaranteed period.',
      },
    ],
    questions: [
      'What did you hear, and from whom?',
      'If things change, would you want to stay on, or is this a push to move?',
      'Who could you ask directly what it means for your role, and when?',
      'How many months of expenses could you cover if your job ended?',
    ],
    plan: {
      goal: 'Keep your options open while the company changes',
      first: 'Update your CV and message two contacts',
      when: 'This month',
    },
  },
  {
    id: 'work-with-limits',
    title: 'Finding work that fits a health condition or other limits',
    about:
      'job I can do sitting down cannot stand for long health condition disability chronic illness surgery recovery no driving licence cannot drive legally blind need flexible hours because of illness jobs that fit my limits accommodations disclose condition',
    coaches: [CV, HEALTH],
    reflect: 'you need work that fits around a limit you cannot change',
    steps: [
      {
        title: 'Start from what you can do, not from the job titles',
        body: 'Write down the conditions a job must meet (seated, no driving, set hours, remote) and search with those words: "seated", "desk-based", "no licence required", "flexible schedule".',
        more: 'Job boards index the duties text, so searching by the condition finds roles whose titles you would never have tried: reception, dispatch, data entry, quality checks, call handling, tutoring.',
      },
      {
        title: 'Decide what to say about it, and when',
        body: 'You do not have to name a condition in an application. Many people raise it after an offer, framed as what they need ("a stool at the till", "a start after 10"), not as a diagnosis.',
        more: 'In the US, UK, EU and many other places, employers of a certain size must consider reasonable adjustments for a disability. A short written request with the change you need is the usual first step.',
      },
      {
        title: 'Use the services built for this',
        body: 'Public employment services, disability employment programmes and vocational rehabilitation offices place people with limits every day, often with employers who already made the adjustments.',
        more: 'Ask them for two things: roles they have filled recently for people with similar needs, and whether they fund equipment or transport.',
      },
    ],
    script: {
      label: 'Asking for an adjustment after an offer',
      text: 'Thank you for the offer; I am glad to accept. To do the job well I need one adjustment: a seated position for the till and short breaks to stand. Could we confirm that before my start date?',
    },
    questions: [
      'Which two conditions must a job meet for you, and which would be nice to have?',
      'What kind of work have you done, or enjoyed, that fits those conditions?',
      'Have you looked at services built for this, such as disability employment advisers or supported work schemes?',
      'What do you want to tell an employer about your condition, and at what point?',
    ],
    plan: {
      goal: 'Find work that fits the limits you have',
      first: 'List the conditions a job must meet and search with those words on two boards',
      when: 'This week',
    },
  },
  {
    id: 'undervalued',
    title: 'Feeling undervalued or used at work',
    about:
      'feel undervalued unappreciated taken for granted being used extra tasks no extra pay Christmas bonus cut gift card insulting colleagues got a bonus I did not recognition looked down on doing more than my share equivalent exchange',
    coaches: [STRESS, FINANCE],
    reflect: 'you give more than you get back at work, and it stings',
    steps: [
      {
        title: 'Write down what you actually do',
        body: 'List the tasks you took on beyond your role in the last three months, with one result each. A feeling is easy to dismiss; a list of work done is not.',
        more: 'Keep it factual: "covered the second building on Fridays since October", "trained two new starters". The list is for a conversation and for your CV.',
      },
      {
        title: 'Ask for one specific thing',
        body: 'Choose what would make it fair: more pay for the extra tasks, a title that matches them, handing some back, or a clear bonus rule. Ask your manager for that one thing in a short meeting.',
        more: 'A request with a reason and a figure ("these tasks add about 5 hours a week; I am asking for an adjustment to match") is far harder to wave away than general unhappiness.',
      },
      {
        title: 'Decide your line before you go in',
        body: 'Know what you will do if the answer is no: stop the extra tasks, start looking, or accept it for now with a review date. Deciding beforehand keeps a refusal from turning into resentment.',
        more: 'Resentment that has nowhere to go tends to leak into work. A decision, even "I will look from March", puts you back in charge.',
      },
    ],
    script: {
      label: 'Raising it with your manager',
      text: 'Since {duration|the last few months} I have taken on extra work beyond my role, and I am glad to help. I would like us to make it fair: either an adjustment to my pay for these tasks, or handing some of them back. Which would work for you?',
    },
    questions: [
      'What would feel fair to you: more pay, fewer tasks, recognition, or something else?',
      'Who decides on this where you work, and have you raised it with them yet?',
      'Could you list what you actually do in a week, including what is not in your job description?',
      'What will you do if the answer is no: stay and accept it, or start looking?',
    ],
    plan: {
      goal: 'Make your extra work count, or hand it back',
      first: 'List the extra tasks of the last three months with one result each',
      when: 'Before your next one-to-one',
    },
  },
  {
    id: 'underused',
    title: 'Bored or underused at work',
    about:
      'nothing to do at work bored all day no work to do underused not challenged sitting idle slow job security guard boredom dead time want more responsibility',
    coaches: [SELF, BALANCE],
    reflect: 'your job leaves you with too little to do, and the empty hours wear on you',
    steps: [
      {
        title: 'Offer a specific piece of work',
        body: 'Look for one problem the team keeps living with (a slow process, a missing guide, a messy shared drive) and offer your manager to fix it, with a date.',
        more: 'Managers rarely refuse help that arrives as a small, named project. It also gives you a result to put on your CV.',
      },
      {
        title: 'Use the slack for your next step',
        body: 'Where the job allows it, spend quiet time on something that builds your next move: a course, a certificate, a portfolio piece. Check first what your employer permits on shift.',
        more: 'Thirty focused minutes a day add up to more than 100 hours a year, enough for a solid certificate in many fields.',
      },
      {
        title: 'Name it in your next review',
        body: 'Say plainly that you have capacity and what you would like to take on. Boredom that nobody knows about stays yours alone.',
        more: 'Frame it as readiness, not complaint: "I can take on more; here is what I would like to own."',
      },
    ],
    questions: [
      'What kind of work would you gladly take on if it were offered?',
      'Is this quiet spell new, or has it been like this since you started?',
      'What would you like to learn or build while things are quiet?',
      'Which specific piece of work could you offer your manager this week?',
    ],
    plan: {
      goal: 'Turn empty hours into progress',
      first: 'Pick one team problem and offer your manager to fix it',
      when: 'This week',
    },
  },
  {
    id: 'certifications',
    title: 'Whether a certificate or course is worth it',
    about:
      'is a certificate worth it google certificate free certification course will a cert help me get a job associate degree qualifications do I need a degree online course bootcamp worth the money credential',
    coaches: [SELF, CV],
    reflect: 'you are weighing whether a certificate or course will actually open doors',
    steps: [
      {
        title: 'Check the job ads before the course',
        body: 'Open 10 ads for the job you want and count how many name the certificate. Under 3 in 10 means it is a nice-to-have; 5 or more means it is worth the time.',
        more: 'Ads are the cheapest market research there is. Note the other requirements too: often experience or a portfolio matters more than the certificate.',
      },
      {
        title: 'Pair it with proof',
        body: 'A certificate gets past a filter; a small project using the skill gets you the interview. Plan one piece of work you can show before you finish the course.',
        more: 'For data, a short analysis of public data; for IT support, a home lab write-up; for marketing, a campaign plan for a local business.',
      },
      {
        title: 'Price your time, not just the fee',
        body: 'Count the hours as well as the money. A free course that takes 150 hours is still a big investment; pick the one employers in {place|your area} ask for.',
        more: 'Ask two people who do the job which credential they would choose today; their answer often differs from the course ads.',
      },
    ],
    questions: [
      'Which job do you want the certificate to help you get?',
      'As {arole1|}, which job do you want the certificate to lead to?',
      'How many hours a week could you put into a course?',
      'How many of the job ads you want actually mention this certificate?',
      'What could you build alongside the course to show you can use what it teaches?',
    ],
    plan: {
      goal: 'Choose a course that employers actually ask for',
      first: 'Count how many of 10 job ads name the certificate',
      when: 'Before you enrol',
    },
  },
  {
    id: 'trades',
    title: 'Getting into a skilled trade',
    about:
      'trades welding welder electrician plumbing plumber HVAC carpentry apprenticeship apprentice trade school blue collar vs white collar union mechanic automotive construction roofing',
    coaches: [SELF, CV],
    reflect: 'you are looking at a skilled trade and want to know how to get in',
    steps: [
      {
        title: 'Find the usual way in where you live',
        body: 'Most trades are entered through an apprenticeship: with a union, an employer, or a college programme. Search the trade’s name with “apprenticeship” and the name of {place|your region}, and note deadlines and entry tests.',
        more: 'Union and employer apprenticeships are usually paid from day one; college routes may cost fees but give more choice of employer.',
      },
      {
        title: 'Try the work before you commit',
        body: 'Ask a local firm if you can shadow for a day, or take a short intro course. An afternoon of welding or wiring tells you more than weeks of reading.',
        more: 'Small firms often say yes to a polite, specific request: one day, safety gear of your own if needed, no pay expected.',
      },
      {
        title: 'Compare the paths on what matters to you',
        body: 'Look at pay after qualifying, physical demands, indoor or outdoor work, travel and how the trade is doing in {place|your area}. Licensed trades usually pay more once qualified.',
        more: 'Ask qualified tradespeople what they earn after 3 and 10 years, and what wears them down; both answers matter.',
      },
    ],
    questions: [
      'Which trades are you choosing between, and what draws you to each?',
      'Do you know anyone in the trade you could ask to shadow for a day?',
      'Do you know the usual way in where you live: apprenticeship, college course or starting as a helper?',
      'Which matters most to you: pay while you learn, time to qualify, or the kind of work?',
    ],
    plan: {
      goal: 'Start an apprenticeship in the trade that fits you',
      first: 'Find two apprenticeship programmes near you and note their deadlines',
      when: 'This month',
    },
  },
  {
    id: 'working-with-recruiters',
    title: 'Working with recruiters and headhunters',
    about:
      'how do recruiters work headhunter find a recruiter agency recruiter contacted me recruited a lot do recruiters charge staffing firm third party recruiter in house recruiter',
    coaches: [CV],
    reflect: 'you want to understand how recruiters work and use them well',
    steps: [
      {
        title: 'Know who pays them',
        body: 'Agency recruiters and headhunters are paid by the employer, often 15 to 25 % of the first year’s salary. A recruiter who asks you for money is not a real one.',
        more: 'Because the employer pays, a recruiter works for the employer first. They help you most when you fit what a client is looking for right now.',
      },
      {
        title: 'Find the ones who place people like you',
        body: 'Search LinkedIn for recruiters who name your field and region in their headline, and message two or three with your target role, level and salary range.',
        more: 'Specialist recruiters (finance, IT, nursing) know the market far better than generalists, and often hear of roles before they are advertised.',
      },
      {
        title: 'Stay in control of your applications',
        body: 'Ask a recruiter to tell you each company before they send your CV, so you are never submitted twice to the same employer.',
        more: 'Keep a simple list: recruiter, company, date sent. It avoids awkward overlaps and shows who actually gets you interviews.',
      },
    ],
    script: {
      label: 'A first note to a recruiter',
      text: 'Hello, I am {arole|an experienced professional} looking for my next role in your area of focus. I am aiming at a similar level, and I can share my CV today. Are you working on anything that might fit?',
    },
    questions: [
      'Which role and level would you want a recruiter to find for you?',
      'Have recruiters contacted you already, and for what kind of roles?',
      'How much of your search do you want recruiters to cover, alongside your own applications?',
      'Which recruiters place people in your field and area, and when could you contact two of them?',
    ],
    plan: {
      goal: 'Have two specialist recruiters working for you',
      first: 'Message three recruiters who place people in your field and region',
      when: 'This week',
    },
  },
  {
    id: 'settling-in',
    title: 'Settling into a new job',
    about:
      'new job first weeks how long to feel comfortable fit in make connections at work new team learning curve still learning first 90 days how to stay at my new job impress new boss',
    coaches: [SELF, STRESS],
    reflect: 'you are new in the job and still finding your feet',
    steps: [
      {
        title: 'Give it a fair horizon',
        body: 'Most people need three to six months to feel competent in a new job, longer in complex roles. Feeling lost in the first weeks is the normal curve, not a verdict.',
        more: 'Note what you could not do in week one that you can do now; the list grows faster than the feeling of progress.',
      },
      {
        title: 'Meet one person a week on purpose',
        body: 'Ask a colleague for 15 minutes to learn how their work connects to yours. Two or three such talks a month build the connections that make a job feel like yours.',
        more: 'Good questions: "What do you wish new people knew?" and "Who should I get to know?" Each answer gives you the next person to meet.',
      },
      {
        title: 'Agree what good looks like',
        body: 'Ask your manager what success looks like at 30, 60 and 90 days, then check in on it. Knowing the target removes most of the guessing.',
        more: 'A short written note after the talk ("my understanding of the goals for my first three months") gives you both something to review.',
      },
    ],
    questions: [
      'How long have you been in the job, and what feels hardest so far?',
      'Who at work have you got to know best so far?',
      'What would tell you, three months from now, that you have found your feet?',
      'When could you ask your manager what good looks like in your first months?',
    ],
    plan: {
      goal: 'Feel at home in the new job within three months',
      first: 'Ask your manager what success looks like at 30, 60 and 90 days',
      when: 'This week',
    },
  },
  {
    id: 'performance-focus',
    title: 'Keeping performance steady',
    about:
      'inconsistent performance good days and bad days cannot focus at work lack of focus show sense of urgency work faster keep making mistakes at work slow at work manager says I need to speed up productivity',
    coaches: [STRESS, SELF],
    reflect: 'your work is uneven and you want it steadier',
    steps: [
      {
        title: 'Find the pattern behind the bad days',
        body: 'For two weeks, note at the end of each day how it went (1 to 5) and one thing about it: sleep, workload, task type, interruptions. Patterns usually show within ten days.',
        more: 'Most people find two or three drivers. Those are what you can change; willpower alone rarely is.',
      },
      {
        title: 'Protect the first hour',
        body: 'Start each day with the task that matters most, before messages. A strong first hour carries many bad days to an acceptable result.',
        more: 'Write the next day’s first task before you leave work, so you start without deciding.',
      },
      {
        title: 'Show urgency in what people can see',
        body: 'Acknowledge requests quickly with a time ("on it, done by 2"), and say when something is finished. Visible follow-through reads as urgency more than rushing does.',
        more: 'If mistakes come from speed, agree with your manager which tasks need speed and which need care; doing both everywhere is impossible.',
      },
    ],
    questions: [
      'What tends to be different on your good days?',
      'Has anyone at work said something about it, or is it your own worry so far?',
      'What would steady work look like for you, day to day?',
      'What could you do in the first hour tomorrow to set the day up well?',
    ],
    plan: {
      goal: 'Make your work steadier',
      first: 'Rate each workday 1 to 5 with one note, for two weeks',
      when: 'Starting today',
    },
  },
  {
    id: 'fired',
    title: 'Being fired or let go',
    about:
      'fired today let go terminated sacked dismissed without reason walked out of the building lost my job fired for performance am I being fired soft fired what now after being fired final paycheck unemployment',
    coaches: [CV, STRESS],
    // Only for a job that has been lost: a performance plan, a warning or the fear of being let go
    // is not a dismissal, and the discipline entry answers it.
    only: ['job-lost'],
    for: 'job-lost',
    reflect: 'you have lost a job suddenly',
    steps: [
      {
        title: 'Get the facts in writing',
        body: 'Ask HR by email for the reason on record, your last day, final pay, unused leave and what happens to benefits. Sign nothing the same day; a day to read it is normal.',
        more: 'The reason on record matters later: it decides how a reference call is answered and, in many places, whether you can claim unemployment benefit.',
      },
      {
        title: 'Claim what you are owed this week',
        body: 'Apply for unemployment benefit straight away (most systems pay from the claim date, not the firing date) and check your final pay against hours and leave owed.',
        more: 'Being fired for performance rather than serious misconduct still qualifies for benefit in many places; let the agency decide rather than ruling yourself out.',
        only: ['job-ended'],
      },

      {
        title: 'Prepare a one-line account',
        body: 'Write one calm sentence for interviews: what happened, what you learned, what you want next. Practise it until it sounds like a closed chapter.',
        more: 'Interviewers care far less about one dismissal than about bitterness or a long story; under 20 words and forward-looking is the aim.',
      },
    ],
    script: {
      label: 'An email to HR',
      text: 'Hello, following our conversation today, could you confirm in writing the reason for my dismissal, my final day, my final pay including unused leave, and what happens to my benefits? Thank you.',
    },
    questions: [
      'Did they give you a reason, and do you have anything about it in writing?',
      'Do you know yet what you are owed in final pay and leave?',
      'What kind of work do you want to look for next?',
      'How would you explain in one line what happened, if an interviewer asked?',
    ],
    plan: {
      goal: 'Land on your feet after losing the job',
      first:
        'Email HR for the reason, last day and final pay in writing, and start your benefit claim',
      when: 'Within the next two working days',
    },
  },
  {
    id: 'performance-review',
    title: 'A performance review or appraisal',
    about:
      'performance review annual review appraisal self review self assessment rating meets expectations mid year review feedback from my manager review coming up review score',
    coaches: [SELF, CV],
    reflect: 'you have a performance review coming up, or have just had one',
    steps: [
      {
        title: 'Bring your own record',
        body: 'List three to five results from the period with a number or a named outcome each (saved time, fixed a problem, trained someone). Managers rate from memory unless you give them a record.',
        more: 'A short list sent a few days before the meeting often ends up quoted in the written review; that is the point.',
      },
      {
        title: 'Ask what the next rating needs',
        body: 'Ask what would have moved your rating one level up, in specifics, and agree two of those as goals for the next period.',
        more: 'Ratings are often calibrated against colleagues after the meeting, so a clear, agreed target is worth more than arguing the score.',
      },
      {
        title: 'Answer a rating you disagree with in writing',
        body: 'If you disagree, thank them, then write a short, factual response with examples within a week; most review systems let you add comments.',
        more: 'Keep it to facts and dates; a calm written note is read later by people who were not in the room.',
      },
    ],
    questions: [
      'Is the review still ahead of you, or have you had it and are deciding how to respond?',
      'Which result from this year are you proudest of, with a number attached?',
      'What do you want to come out of the review with: a rating, a raise, a promotion or clearer goals?',
      'Do you know what the next rating requires, and when could you ask your manager?',
    ],
    plan: {
      goal: 'Leave the review with a fair record and a clear next target',
      first: 'Write down three results with a number each and send them to your manager',
      when: 'A week before the review',
    },
  },
  {
    id: 'counter-offer',
    for: 'counter-offered',
    title: 'A counter-offer from the employer you are leaving',
    about:
      'counter offer counteroffer my manager matched the offer they matched it my boss offered to match stay or go after resigning tempted to stay promotion promised if I stay accepted another offer',
    coaches: [FINANCE, CV, SELF],
    reflect:
      'your employer wants to keep you, and you have to decide whether the reasons you were leaving have changed',
    steps: [
      {
        title: 'Go back to why you were leaving',
        body: 'Write down the reasons you decided to go, then mark which of them the counter-offer actually fixes. Money fixes pay; it rarely fixes progression, tools, workload or a manager.',
        more: 'Most people who accept a counter-offer leave within a year or two, usually for the reasons that never changed.',
      },
      {
        title: 'Get anything promised in writing, with a date',
        body: 'A promotion "to be discussed later" is not a promotion. Ask for the title, the pay and the criteria, with a date, in writing, before you decide.',
        more: 'If they will not write it down now, while they need you most, it is unlikely to happen later.',
      },
      {
        title: 'Weigh your word to the new employer',
        body: 'If you have signed, backing out is possible but costs goodwill; decide quickly and tell them directly, with thanks and a short reason.',
        more: 'The new employer may have turned other candidates away for you; a fast answer is the respectful one.',
      },
      {
        title: 'Decide by a date, then close it warmly',
        body: 'Give yourself a day or two, not a week. Whichever way you go, thank the side you turn down and keep the door open.',
        more: 'Managers remember how you left far longer than the fact that you did.',
      },
    ],
    script: {
      label: 'Declining the counter-offer',
      text: 'Thank you for the counter-offer, and for the trust behind it. I have thought it over and I am going ahead with my move. I have valued working with you and I will make sure the handover is thorough.',
    },
    questions: [
      'Which of your reasons for leaving does the counter-offer actually change?',
      'What exactly was promised beyond the pay, and is any of it in writing with a date?',
      'If the money were equal, which job would you choose?',
    ],
    plan: {
      goal: 'Decide on the counter-offer for the right reasons',
      first: 'List your reasons for leaving and mark the ones the counter-offer fixes',
      when: 'Today, before you reply to either employer',
    },
  },
  {
    id: 'accepted-offer',
    // A counter-offer from the employer they are leaving is the question now (counter-offer).
    never: ['counter-offered'],
    title: 'Between accepting an offer and starting',
    about:
      'accepted the offer start date delay start date onboarding paperwork no response after signing offer letter not received yet renege back out after accepting before first day waiting to start',
    coaches: [FINANCE, CV],
    reflect: 'you have accepted an offer and the time before the start is raising questions',
    steps: [
      {
        title: 'Confirm the key points in writing',
        body: 'Ask your contact to confirm start date, pay, hours and the first-day arrangements by email; silence after signing is usually paperwork or a background check, not a change of mind.',
        more: 'HR teams often send nothing for one to two weeks after a signature; a short check-in after a week is normal and welcome.',
      },
      {
        title: 'Ask early for any change',
        body: 'If you need a later start or a pre-booked day off, ask as soon as you know, with a reason in one line; a delay of one or two weeks is usually accepted.',
        more: 'Employers plan around your start date, so the earlier you ask, the easier it is to say yes.',
      },
      {
        title: 'If you must back out, do it fast and directly',
        body: 'Reneging happens; call or write to the hiring manager as soon as you decide, thank them and give a brief reason, without a long justification.',
        more: 'It may close that door for a while, but a quick, honest message limits the damage to your reputation and theirs.',
      },
    ],
    script: {
      label: 'A check-in after signing',
      text: 'Hello, I am looking forward to starting on the agreed date. Could you confirm the start date and anything I should prepare or bring on the first day? Thank you.',
    },
    questions: [
      'What date did you agree to start, and what have you heard from them since signing?',
      'Is there anything about the start you would like to change?',
      'What are you most unsure about before the start date?',
      'Is everything you agreed confirmed in writing, and if not, when could you ask for it?',
    ],
    plan: {
      goal: 'Start the new job with the details settled',
      first: 'Send a short email confirming start date, pay and first-day arrangements',
      when: 'Today or tomorrow',
    },
  },
  {
    id: 'job-ideas',
    title: 'Which kinds of jobs would fit',
    about:
      'what jobs would suit me what job should I do job ideas jobs for someone like me jobs where I can jobs that pay well without a degree kind of job to apply for with my experience recommend a job well paying jobs',
    coaches: [SELF, CV],
    reflect: 'you are looking for kinds of work that fit your situation',
    steps: [
      {
        title: 'Write down your three conditions',
        body: 'Name the three things the job must give you (a pay floor, hours, sitting or moving, people or quiet). Those cut the list of possible jobs far more than interests do.',
        more: 'Conditions are easier to search on than passions: job boards filter by pay, hours and location, not by what you love.',
      },
      {
        title: 'Search by task, not title',
        body: 'Search job boards for the tasks you are good at (scheduling, fixing, explaining, counting) and note the job titles that keep appearing; those are your candidates.',
        more: 'The same work carries different titles across sectors; searching by task finds roles you would never have typed.',
      },
      {
        title: 'Test two options in a week',
        body: 'Pick two titles, read five ads for each and talk to one person who does the job; ask what a normal day is and what they wish they had known.',
        more: 'A ten-minute chat with someone in the role rules an option in or out faster than weeks of reading.',
      },
    ],
    questions: [
      'What are the three things the next job must give you, in pay, hours or type of work?',
      'Which of the jobs you have done so far came closest to right, and why?',
      'Which tasks do you enjoy doing, whatever the job title?',
      'Of your work as {arole1|}, which parts would you keep in the next job, and which would you drop?',
      'Which two options could you test this week, by talking to someone or trying a shift?',
    ],
    asks: [
      {
        when: /\b(?:my (?:degree|major|course|studies)|I (?:study|studied|am studying|majored)|graduat(?:ed|ing) (?:in|with|from))\b/i,
        ask: 'Which parts of your studies did you enjoy enough to do every day?',
      },
      {
        when: /\b(?:hate|tired of|burn(?:ed|t) out|sick of)\b/i,
        ask: 'What is the one thing about your current work you never want in the next job?',
      },
      {
        when: /\b(?:my (?:anxiety|adhd|autism|disability|bipolar|depression|health|condition|illness)|I (?:have|was diagnosed with|am diagnosed with) (?:anxiety|adhd|autism|a disability|bipolar|depression)|chronic (?:pain|illness|fatigue))\b/i,
        ask: 'What does a workday need to look like so that your health comes first?',
      },
    ],
    plan: {
      goal: 'A short list of two job types that fit your conditions',
      first: 'Write your three conditions and search job ads by the tasks you do well',
      when: 'This week, in one hour',
    },
  },
  {
    id: 'unemployment-benefits',
    title: 'Unemployment benefit between jobs',
    about:
      'unemployment benefits collect unemployment qualify for unemployment claim benefit between jobs eligible for unemployment after quitting after being fired weekly claim',
    coaches: [FINANCE],
    reflect: 'you are working out whether you can claim unemployment benefit',
    steps: [
      {
        title: 'Apply and let the agency decide',
        body: 'Eligibility depends on your country or state, how you left and how long you worked; the rules have exceptions, so apply rather than ruling yourself out.',
        more: 'Claims are usually paid from the date you apply, not the date you lost work, so a week of hesitation is a week of money lost.',
        only: ['job-ended'],
      },
      {
        title: 'Check the rules before the job ends',
        body: 'How the job ends decides the claim: being let go, or an ending agreed with your employer in writing, usually keeps your right to benefit, while quitting without a strong reason (unsafe work, a big pay cut, harassment) often rules it out. The rules differ by country and state, so read your agency’s page on how the way you leave affects a claim before you sign or resign, and keep written records.',
        more: 'If you are still deciding, a search while employed keeps both your income and your claim open; claims are usually paid from the date you apply after the job ends.',
        never: ['job-ended'],
      },
      {
        title: 'Gather the papers first',
        body: "Have your last employer's details, dates of work, pay slips and the reason for leaving in writing ready; most delays come from missing information.",
        more: 'If the reason on record is disputed, the agency usually asks both sides; a calm, factual account with dates helps.',
      },
      {
        title: 'Keep the search record it asks for',
        body: 'Most schemes require a set number of job search actions each week; keep a simple log of applications and contacts from day one.',
        more: 'The same log shows you where your search is working, which helps beyond the claim.',
      },
    ],
    questions: [
      'Where do you live, and did you leave, get laid off or get let go?',
      'How long had you been working there before it ended?',
      'Have you started a claim yet, or are you still deciding whether to apply?',
      'Which papers do you already have, such as recent payslips and the letter ending your job?',
    ],
    plan: {
      goal: 'An unemployment claim filed with the right papers',
      first: 'Gather dates, pay slips and the reason for leaving, then apply online',
      when: 'This week',
    },
  },
  {
    id: 'pay-benchmark',
    title: 'Knowing what a role should pay',
    about:
      'what should I be earning how much should I make is my salary fair market rate for my role how much do people make six figures realistic pay range for this job what does this job pay',
    coaches: [FINANCE],
    reflect: 'you want to know what your work is worth on the market',
    needs: { kind: 'role', ask: 'What is your role, and where are you based?' },
    steps: [
      {
        title: 'Collect three independent figures',
        body: 'Use job ads that show a range, a salary survey for your field in {place|your region}, and one or two people in similar roles; the overlap is your market range.',
        more: 'Pay-transparency laws mean many ads now show ranges; ten ads for your title in your area give a solid picture in an hour.',
      },
      {
        title: 'Adjust for what changes pay',
        body: 'Location, company size, sector, shift premiums and years of experience each move pay; compare like with like before concluding you are underpaid.',
        more: 'The same title can differ by 30 % or more between a small local firm and a large one in the same city.',
      },
      {
        title: 'Decide what the number is for',
        body: 'If you are underpaid, the number goes into a raise request or your next application; if you are paid fairly, it tells you which move would pay more.',
        more: 'Changing employer usually moves pay more than staying, so the figure is most useful at the moment of a new offer.',
      },
    ],
    questions: [
      'What do you earn now, and what figure do you have in mind for the role?',
      'Where are you based, and how many years have you done this work?',
      'What do you want the number for: a negotiation, a raise, or deciding whether to move?',
      'Which sources have you checked so far, and how far apart are their figures?',
    ],
    plan: {
      goal: 'Know your market range for your role',
      first: 'Collect ten job ads with ranges for your title in your area',
      when: 'This week, in one hour',
    },
  },
  {
    id: 'holiday-bonus',
    title: 'Year-end bonuses and gifts from work',
    about:
      'christmas bonus holiday bonus year end bonus gift card from my company gift from work bonus cut this year no bonus holiday gift from the ceo secret santa end of year bonus',
    coaches: [FINANCE, STRESS],
    reflect:
      'a year-end bonus or gift from work has left you weighing what it says about how you are valued',
    steps: [
      {
        title: 'Check what was promised',
        body: 'Look at your offer letter, contract or bonus policy: a bonus written in as a term is owed on its terms; a discretionary one can change from year to year.',
        more: 'If it was promised in writing and not paid, ask HR in writing which policy applied; that question alone often settles it.',
      },
      {
        title: 'Separate the gift from the pay',
        body: 'A small gift is a gesture, not a verdict on your work; your pay, raises and responsibilities say far more about how you are valued.',
        more: 'If the gesture stings because pay is low, the useful conversation is the one about pay, not the gift.',
      },
      {
        title: 'Turn the feeling into one question',
        body: 'If it leaves you feeling undervalued, take one question to your next review: what would it take to reach the next pay step, and by when?',
        more: 'Year-end is when budgets for the coming year are set, so January is a good month to ask.',
      },
    ],
    questions: [
      'Was the bonus written into your contract or offer, or has it been informal until now?',
      'Is this mainly about the gift, or about how your pay compares with the work you do?',
      'What would you want your employer to understand about how this landed with you?',
      'Is there one question about pay or recognition you could put to your manager this month?',
    ],
    plan: {
      goal: 'Know where you stand on pay and bonus for next year',
      first: 'Find the bonus terms in your offer letter or handbook',
      when: 'Before your next review',
    },
  },
  {
    id: 'choose-between-jobs',
    title: 'Choosing between two jobs or paths',
    about:
      'which job should I take job A or job B stay at my job or take the new one versus vs choose between two positions which would you choose better option pay bump or stability which offer to accept',
    coaches: [CV, FINANCE, SELF],
    reflect: 'you are choosing between two options and want to get it right',
    steps: [
      {
        title: 'Score both on what matters to you',
        body: 'Write your five criteria (pay, growth, commute, stability, the people), weight each from 1 to 5, and score both options; the totals are rarely as close as they feel.',
        more: 'If the scores are close and you still lean one way, the lean is data: it tells you which criterion you underweighted.',
      },
      {
        title: 'Put a year of money on paper',
        body: 'Compare a full year of each: base pay, overtime, bonus, benefits and travel costs. A higher hourly rate with fewer hours can pay less.',
        more: 'Add what each option leads to in two years; the first year is rarely the whole story.',
      },
      {
        title: 'Ask the one question each side has not answered',
        body: 'For each option, find the fact you are guessing at (real hours, the manager, chance of progression) and ask someone who knows before you decide.',
        more: 'A ten-minute chat with someone doing the job beats any amount of reading reviews.',
      },
    ],
    questions: [
      'What matters most to you over the next two years: pay, learning, stability or time?',
      'Which option are you leaning towards, and what stops you choosing it?',
      'What do you already know about each option, and what is still unanswered?',
      'When do you need to decide, and what will you find out before then?',
    ],
    plan: {
      goal: 'A decision you can explain in one sentence',
      first: 'Score both options on your five weighted criteria',
      when: 'Tonight, in 30 minutes',
    },
  },
  // ——— The member's own money (household: answered from here even in a short message) ———
  {
    id: 'budget-saving',
    household: true,
    title: 'Budgeting a salary and how much to save',
    about:
      'how much of my salary to save savings rate budgeting my paycheck take home pay after tax net income 50 30 20 rule pay myself first put aside savings each payday percentage of income saved',
    coaches: [FINANCE],
    reflect: 'you want your pay to leave something behind each month',
    steps: [
      {
        title: 'Split your take-home pay three ways',
        body: 'A simple starting split is 50 % for needs (rent, bills, food, transport, minimum debt payments), 30 % for wants and 20 % for savings and paying debt down faster. Work it out on what reaches your account, not on the gross figure in your contract.',
        more: 'The split is a starting point, not a rule: where rent alone takes 40 % of pay, 60/25/15 is honest and still builds savings. What matters is that the savings share is decided before the month starts.',
      },
      {
        title: 'Pay yourself first, on payday',
        body: 'Set a standing order that moves your savings share to a separate account the day your salary lands, so saving comes first rather than from what is left.',
        more: 'A separate account at another bank, without a card, is harder to dip into. Start with a figure you will not miss and raise it by 1 % of pay every few months.',
      },
      {
        title: 'Read one month of your bank statement',
        body: 'Go through last month’s statement and tag each line need, want or saving. Most people find two or three subscriptions or habits they would rather turn into savings.',
        more: 'Food delivery, subscriptions and small daily purchases are where the gap between the plan and the statement usually hides.',
      },
      {
        title: 'Save half of every pay rise',
        when: /\b(?:raise|rise|pay increase|bonus|promot\w+|refund|extra money)\b/i,
        body: 'When your pay goes up, raise the standing order by half of the rise the same month, and keep the other half for yourself. Your lifestyle grows a little and your savings a lot.',
        more: 'The same goes for a bonus or a tax refund: decide its split before it lands, or it disappears into everyday costs.',
      },
      {
        title: 'Give every saving a job',
        body: 'Savings go in order: a starter buffer of one month of costs, then any expensive debt, then an emergency fund of three to six months, then pension and longer-term goals.',
        more: 'A named goal with a date (“deposit, 18 months”) keeps getting funded more reliably than a general pot.',
      },
    ],
    script: {
      label: 'Your payday routine',
      text: 'On payday: savings transfer goes out first, then rent and bills, then a fixed amount for everything else, moved to my everyday account once a week.',
    },
    questions: [
      'What reaches your account each month after tax?',
      'What are your fixed costs each month: rent, bills, transport and debt payments?',
      'What would you like the savings to be for first: a buffer, paying off debt, or a goal with a date?',
      'Which day is payday, and could you set the savings transfer for that day this week?',
    ],
    plan: {
      goal: 'Save a fixed share of every pay, automatically',
      first: 'Set a standing order for your savings share on payday',
      when: 'Before your next payday',
    },
  },
  {
    id: 'emergency-fund',
    household: true,
    title: 'Building an emergency fund',
    about:
      'emergency fund rainy day fund safety net savings buffer how many months of expenses should I have saved where to keep emergency savings instant access savings account how long to build an emergency fund unexpected bills car repair cushion in case I lose my job',
    coaches: [FINANCE],
    reflect: 'you want a cushion so one bad month does not become a crisis',
    steps: [
      {
        title: 'Size it on essential costs',
        body: 'Aim for three months of essential costs if your job is steady, six if your income is irregular, you are the only earner, or your field takes long to rehire. Count only what you must pay: rent, bills, food, transport, insurance and minimum debt payments.',
        more: 'A first goal of one month is worth celebrating: most bad surprises (a repair, a dental bill, a late pay cheque) fit in it.',
      },
      {
        title: 'Keep it separate and quick to reach',
        body: 'An instant-access savings account in your own name, apart from your everyday account, is the usual home: it earns some interest, is protected by the deposit guarantee, and can be moved in a day.',
        more: 'Not in shares or anything with a notice period: the money has to be there, at its full value, in the week you need it.',
      },
      {
        title: 'Fill it on autopilot',
        body: 'A standing order on payday does the work. Windfalls such as a tax refund, a bonus or a pay rise go in whole until the target is reached.',
        more: 'Divide the target by what you can save each month to see the date you will reach it; put that date somewhere you will see it.',
      },
      {
        title: 'Decide what counts as an emergency',
        body: 'Write down what the fund is for (losing income, urgent health, repairs you cannot avoid) and refill it first after you use it.',
        more: 'A holiday or a sale is not an emergency; a separate pot for planned spending keeps the fund intact.',
      },
    ],
    questions: [
      'What do your essential costs come to in a normal month?',
      'How much could you move into savings each month without strain?',
      'How steady is your income: a fixed salary, or does it change month to month?',
      'Where could you open a separate instant-access account this week?',
    ],
    plan: {
      goal: 'Three to six months of essential costs set aside',
      first: 'Add up one month of essential costs and open a separate savings account',
      when: 'This week, then a standing order every payday',
    },
  },
  {
    id: 'debt-payoff',
    household: true,
    title: 'Paying down debt',
    about:
      'pay off debt credit card debt personal loan car loan which debt to pay first interest rate apr avalanche snowball minimum payments balance transfer consolidate debts owe money paying off cards high interest',
    coaches: [FINANCE],
    reflect: 'you want a plan that gets the debt down rather than just paid each month',
    steps: [
      {
        title: 'List every debt with its rate',
        body: 'Write each one down with the balance, the interest rate (APR) and the minimum payment. Seeing them side by side is usually the moment a plan becomes possible.',
        more: 'Your statement or online account shows the APR; if a card has a promotional rate, note when it ends.',
      },
      {
        title: 'Pay every minimum, then aim the extra at one debt',
        body: 'Avalanche: put every spare pound or dollar on the highest rate first; it costs the least interest. Snowball: clear the smallest balance first; the quick win keeps many people going. Either works if you keep at it.',
        more: 'When one debt is cleared, add its whole payment to the next one; the payment grows as the list shrinks.',
      },
      {
        title: 'Cannot make a minimum payment? Call the lender first',
        body: 'Call before the due date, not after, and ask for a payment plan, a lower rate or a pause. A free debt-advice service can make the call with you or for you.',
        more: 'Lenders can usually offer more before a payment is missed than after. Ask for what is agreed in writing.',
      },
      {
        title: 'Cut the rate where you can',
        body: 'A balance transfer to a 0 % card or a cheaper consolidation loan can lower what you pay, if the fee is small and you clear it within the offer period.',
        more: 'Only move a balance when you will not run the old card up again; closing the habit matters more than the account.',
      },
    ],
    questions: [
      'What debts do you have, with the balance and the interest rate of each?',
      'How much could you pay each month on top of the minimums?',
      'Would a quick win or the lowest total cost keep you going better?',
      'Which lender could you call this week to ask for a lower rate?',
    ],
    plan: {
      goal: 'A debt list that shrinks every month',
      first: 'Write down each debt with its balance, rate and minimum payment',
      when: 'Tonight, in 30 minutes',
    },
  },
  {
    id: 'retirement-saving',
    household: true,
    title: 'Pension and retirement contributions',
    about:
      'pension contributions retirement savings 401k employer match workplace pension how much should I put into my pension percentage of salary should I contribute more matching contributions roth ira retirement account start saving for retirement in my twenties',
    coaches: [FINANCE],
    reflect: 'you want to put the right amount towards later without starving today',
    steps: [
      {
        title: 'Take the whole employer match first',
        body: 'If your employer matches contributions, put in at least enough to get all of it: the match is pay you only receive by saving. Below it you leave part of your package on the table every month.',
        more: 'Check the plan documents or ask payroll for the match rule, for example “100 % of the first 5 %”, and whether it vests over time.',
      },
      {
        title: 'Aim for a share of salary, not a leftover',
        body: 'A common rule of thumb is 10 to 15 % of salary towards retirement, your employer’s part included. Starting in your twenties, the lower end goes a long way; starting later, lean to the higher end.',
        more: 'Contributions taken before tax cost you less than their size in take-home pay, so a rise of 1 % of salary usually shows up as less than 1 % on your payslip.',
      },
      {
        title: 'Raise it with every pay rise',
        body: 'Each time your pay goes up, add 1 or 2 % to your contribution before you get used to the higher take-home. Many plans can do this automatically.',
        more: 'Pay off high-interest debt alongside the match, not instead of it; the match usually beats any interest you pay.',
      },
    ],
    questions: [
      'What does your employer match, and what percentage of salary do you put in now?',
      'How old are you, and do you have other retirement savings already?',
      'Do you have any high-interest debt to clear alongside this?',
      'When could you log in to the pension portal or talk to payroll to change the percentage?',
    ],
    plan: {
      goal: 'Collect the whole match and grow your contribution with each raise',
      first: 'Find your match rule and set your contribution to at least that',
      when: 'Before your next payslip',
    },
  },
  {
    id: 'freelance-money',
    household: true,
    title: 'Money when you work for yourself',
    about:
      'self employed sole trader day rate hourly rate what to charge set aside money for tax irregular income variable income invoices quarterly tax estimated tax contractor income uneven months lean month buffer how much to charge clients',
    coaches: [FINANCE],
    reflect: 'you want income that comes in uneven amounts to work like a salary',
    steps: [
      {
        title: 'Set your rate from the income you need',
        body: 'Day rate = (the yearly income you want + business costs) ÷ the days you will actually bill. Working for yourself, 120 to 160 billed days a year is typical once holidays, admin, sales and quiet weeks are taken out.',
        more: 'Check the result against what clients pay for your skill. If the market pays less, the fix is fewer non-billable days or a narrower, better-paid niche, not a lower rate.',
      },
      {
        title: 'Move the tax share out on the day you are paid',
        body: 'Put 25 to 30 % of every payment into a separate tax account the day it lands, and do not count it as yours. An accountant can tell you the exact share after your first year.',
        more: 'Where tax is paid in instalments, diary the dates; the first year often has a larger bill than expected.',
      },
      {
        title: 'Pay yourself a fixed salary',
        body: 'Let all income land in a business account and pay yourself the same amount each month, sized on a lean month. Good months top up a buffer of three to six months of costs; lean months draw on it.',
        more: 'Once the buffer is full, the fixed salary can rise; that is a raise you give yourself on evidence, not on one good month.',
      },
    ],
    questions: [
      'What yearly income do you want the work to give you, before tax?',
      'How many days a year do you expect to bill, once holidays and admin are out?',
      'What did your leanest and your best month bring in this year?',
      'Which day this week could you open a separate account for tax?',
    ],
    plan: {
      goal: 'Self-employed income that pays you like a salary',
      first: 'Open a tax account and move 25 to 30 % of your last payment into it',
      when: 'This week',
    },
  },
  {
    id: 'salary-real-value',
    household: true,
    title: 'What a salary change is really worth',
    about:
      'gross vs net salary take home pay after tax is the raise worth it real value of a salary cost of living difference between cities moving for higher pay pension contribution benefits worth more or less salary after deductions what would I take home',
    coaches: [FINANCE],
    reflect: 'you want to know what a figure means once it reaches your account',
    steps: [
      {
        title: 'Compare take-home, not headline',
        body: 'Run both salaries through a take-home pay calculator for your country: tax, social contributions and pension come off first. A rise before tax is often 55 to 70 % of its size after.',
        more: 'Crossing into a higher tax band or losing a tax-free allowance can make the last part of a rise worth noticeably less.',
      },
      {
        title: 'Price the place, not just the pay',
        body: 'If the job means moving, compare rent for a similar home, commuting, and childcare in both places. A higher salary that all goes on rent is a sideways step.',
        more: 'Rental sites give a monthly figure in ten minutes; multiply the difference by 12 and set it against the rise after tax.',
      },
      {
        title: 'Count the package',
        body: 'Add the employer pension contribution, bonus, health cover and paid leave to each side. A 3 % pension difference on a 50k salary is 1,500 a year.',
        more: 'Ask for the benefits summary in writing; the pension percentage and bonus rules are often missing from the offer letter.',
      },
    ],
    questions: [
      'What are the two salaries you are comparing, and are they before or after tax?',
      'Does the change mean moving, and what would rent or commuting cost in each place?',
      'What pension, bonus and leave come with each?',
      'When could you run both figures through a take-home calculator?',
    ],
    plan: {
      goal: 'Know what the change means in your account each month',
      first: 'Run both salaries through a take-home calculator and note the monthly difference',
      when: 'Today, in 20 minutes',
    },
  },
  // ——— Leading people: the situations new and experienced managers bring most ——————————————
  {
    id: 'former-peer-report',
    narrow: true,
    title: 'Managing someone who used to be your peer',
    about:
      'promoted over my teammates former peer old peer now reports to me used to work alongside them friend now reports to me manage my friend became supervisor of my old team colleague resents my promotion awkward to manage people I worked beside skipping one to ones',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'the relationship changed overnight and neither of you has said so out loud yet, which is where most of the awkwardness comes from',
    verdict:
      'Stay friendly, but change what the friendship carries: the same rules, standards and information for them as for everyone else, and no decisions talked through off the record. Say that to them openly in one conversation rather than drifting away, which reads as rejection.',
    steps: [
      {
        title: 'Have one reset conversation, in private, this week',
        body: 'Name the change before you address any behaviour: “This is a strange switch for both of us, and I would rather say that than pretend it isn’t. I value how we worked together. What do you need from me as your lead, and what would make this harder for you?” Then listen for longer than feels comfortable.',
        more: 'Most former peers test the new line a little in the first two months. A conversation that names the change early gives you something to return to when they do, and it often surfaces the real cause: they wanted the job, or they fear being managed by someone who knows their weak spots.',
      },
      {
        title: 'Keep the friendship, change what it carries',
        when: /\b(?:friend\w*|mates?|buddy|buddies|pals?)\b/i,
        body: 'Lunch, jokes and the history stay; what changes is that you do not discuss other people’s pay, reviews or decisions with them, and they get no advance word the others do not. Tell them that yourself: “I want us to stay friends, and that means I have to be more careful at work than before. If I seem stiffer in meetings, that is why.”',
        more: 'The rest of the team watches how you treat a friend more closely than anything else. Being visibly even-handed in the first months protects the friendship as much as your credibility.',
      },
      {
        title: 'Agree how you will work now, then keep your side of it',
        body: 'Set the one-to-one as fixed: same slot every week or fortnight, their agenda first, moved by you only in an emergency. If they skip it, ask once, privately and without heat: “I noticed we have missed the last two; is the time wrong, or is something else going on?”',
        more: 'Protecting the slot yourself is what makes it hard for them to treat it as optional. If the time is the problem, change it; if it is not, you have learned something worth a second conversation.',
      },
      {
        title: 'Take public pushback off the stage, not on it',
        when: /\b(?:undermin\w*|in front of|stand-?ups?|meetings?|sarcas\w*|contradict\w*|publicly|push(?:es|ing)? back|pushback|challeng\w*|talks? over)\b/i,
        body: 'In the meeting, stay calm and close it: “Good point to dig into; let’s pick it up after standup.” Afterwards, one to one, name the specific moment and its effect: “When you said the plan would never work in front of the team, it made the decision look open again. Disagree with me as hard as you like, but bring it to me first.”',
        more: 'Invite the disagreement into a place where it can change things: a former peer often has context you need, and being heard in private removes the reason to be heard in public.',
      },
      {
        title: 'Know your next step if it continues',
        when: /\b(?:keeps? \w+ing|continu\w*|again|skipp\w*|ignor\w*|undermin\w*|resent\w*|refus\w*|sarcas\w*)\b/i,
        body: 'If the pattern carries on after a clear conversation, write down the dates and what happened, tell your own manager what you have tried and what you will do next, and make the next conversation a formal expectation with a review date.',
        more: 'Bring your manager in early as information, not as an escalation: “Heads-up, I am working through something with one of my reports; here is my plan.” That protects you if it becomes a performance matter later.',
      },
    ],
    questions: [
      'What do you think they wanted from this change, if it had gone their way?',
      'When could you book the reset conversation this week, and where would it feel least formal?',
      'What would you need to see in the next month to know it is working?',
    ],
    plan: {
      goal: 'A working relationship with your former peer on the new footing',
      first: 'Book a private reset conversation and open it by naming the change',
      when: 'This week',
    },
  },
  {
    id: 'report-undermines',
    narrow: true,
    title: 'A report who ignores or undermines you',
    about:
      'my report ignores what I ask undermines me in meetings talks over me works on whatever they want refuses to follow my decisions goes over my head to my boss disrespects me challenges my authority in front of the team one of my employees does not listen to me insubordinate',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'someone you are responsible for is acting as if your decisions are optional, and it is starting to cost you with the rest of the team',
    verdict:
      'Deal with it directly and privately first: one clear conversation about the specific behaviour, before any formal step or going to your own manager for backing.',
    steps: [
      {
        title: 'Name two specific examples, privately',
        body: 'Pick two recent, concrete moments and keep to what happened: “Last week I assigned you the invoice tickets and you worked on the search feature instead. In Thursday’s meeting you spoke over me twice while I was setting priorities. I need the priorities I set to be the ones the team works on. What is going on from your side?”',
        more: 'Ask the question and wait. Persistent pushback often has a reason you can act on: they think the priorities are wrong, they feel overlooked, or they expected your job. Hearing it does not mean agreeing with it.',
      },
      {
        title: 'Separate disagreement from defiance',
        body: 'Make the deal explicit: they can argue any decision with you, with their reasons, before it is made or in private after; once it is made, they work to it. That is a fair line a capable person can accept.',
        more: 'If they are right about a priority, change it and say so. Showing that the private route works is what shuts down the public one.',
      },
      {
        title: 'Close the side door',
        body: 'If they go over your head, ask your manager to send them back to you: “When she brings you a disagreement about my decisions, could you ask whether she has raised it with me first?” Agree it with your manager before it happens again.',
        more: 'A skip-level who settles disputes your report brings them teaches everyone that your decisions are provisional. Most managers are glad to agree this once it is named.',
      },
      {
        title: 'Put it in writing if it does not change',
        body: 'After the conversation, send a short note of what you agreed. If the same behaviour comes back within a few weeks, it becomes a formal expectation with a review date, with your manager and HR informed.',
        more: 'Dated notes of each instance (what was asked, what happened, the effect) turn a feeling into a pattern someone else can act on.',
      },
    ],
    questions: [
      'What do you think is behind it for them: the work itself, you, or something else?',
      'Which two recent moments would you use as your examples?',
      'How much does your own manager know about this so far?',
    ],
    plan: {
      goal: 'Decisions you make are the ones the team works to',
      first: 'Hold a private conversation built on two specific examples',
      when: 'Within the next few days',
    },
  },
  {
    id: 'underperformer',
    narrow: true,
    title: 'A first difficult conversation about someone’s performance',
    about:
      'my employee is underperforming team member missing deadlines work has slipped quality of their work poor performance my report keeps missing targets first difficult conversation as a manager how to tell someone their work is not good enough should I put them on a formal plan hinted but nothing changed',
    coaches: [LEADER, LEAD_DEV],
    reflect: 'someone’s work has slipped and it is on you to say so clearly for the first time',
    verdict:
      'Talk to them first, plainly: hints do not count as the conversation. A formal plan comes after one clear conversation (what is expected, by when, and what happens if not) has had a few weeks to work.',
    steps: [
      {
        title: 'Say it in the first minute',
        body: 'Open with the point, not small talk: “I want to talk about your work over the last few months, because it has dropped below what I need. The last three reports came in late and two had errors the client caught. I want to understand what is going on and agree how we turn it around.”',
        more: 'People hear bad news better when it is clear and early in the conversation. Softening it with praise first (the “sandwich”) usually means the message is missed.',
      },
      {
        title: 'Ask, then listen for the cause',
        body: 'Ask “What is getting in the way?” and let the silence work. A sudden drop after good work often has a cause: workload, unclear priorities, a skills gap or something at home.',
        more: 'If it is personal, you can adjust deadlines or point to support (an employee assistance line, leave) without needing the details. The standard still stands; the route to it can change.',
      },
      {
        title: 'Agree what good looks like, with a date',
        body: 'End with two or three concrete expectations (“reports in by Thursday noon, checked against the list”), what support you will give, and a review in two to four weeks. Send a short summary email the same day.',
        more: 'The written summary is not a threat; it is the shared record that makes a fair next step possible either way.',
      },
      {
        title: 'Follow up on the date you set',
        body: 'At the review, say plainly what improved and what did not. Improvement gets recognised out loud; no change after a clear conversation is when a formal plan, with HR, is the fair next step.',
        more: 'Check your company’s process with HR before the review, so that if you do need a formal plan, the earlier conversation counts as the first stage.',
      },
    ],
    questions: [
      'What changed around the time their work started slipping?',
      'Which two or three examples would you use, and what would good look like instead?',
      'When could you hold the conversation, and when would you review it?',
    ],
    plan: {
      goal: 'A clear conversation, an agreed standard and a date to review it',
      first: 'Write down the two clearest examples and the standard you need',
      when: 'Before the conversation, this week',
    },
  },
  {
    id: 'delegation-bottleneck',
    narrow: true,
    title: 'Delegating when you are the bottleneck',
    about:
      'I am the bottleneck everything goes through me I review everything working late while my team waits I do not trust the quality faster to do it myself I keep taking the hard tasks how to let go hand over work delegate without losing quality',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'your standards have become the team’s ceiling: the work waits for you, and you pay for it in evenings',
    verdict:
      'Yes, hand it over, starting with one piece this week: doing it yourself is faster for this task and slower for every task after it.',
    steps: [
      {
        title: 'Sort your week into three piles',
        body: 'List what you did last week and mark each item: only I can do it, someone could do it with some guidance, someone could do it now. Hand over one item from the last pile this week and one from the middle pile next week.',
        more: 'If someone can do it at 70 % of your standard, delegate it: they reach your standard with practice, and you get your evenings back.',
      },
      {
        title: 'Replace reviewing everything with clear standards',
        body: 'Write down what “good” means for the work you keep checking: three to five points in a checklist. Review against it for two weeks, then move to checking a sample rather than every piece.',
        more: 'Most bottlenecks are a standard that lives only in the lead’s head. Once it is written, others can meet it and check each other.',
      },
      {
        title: 'Hand over the result, the deadline and the limits',
        body: 'Say what done looks like, when it is due and where they must check with you (“anything that changes the client price”); let them choose how. Agree one check-in halfway, not constant supervision.',
        more: 'Asking “What do you need from me?” at the check-in keeps you in the guide’s seat rather than taking the work back.',
      },
      {
        title: 'Talk through the gap instead of redoing it',
        body: 'When it comes back short of your standard, say what is missing and let them fix it, even if it costs a day. Redoing it yourself teaches the team that only your version counts.',
        more: 'Give the hard tasks to the person ready for a stretch, with you as a sounding board: that is how the team grows past needing you on every one.',
      },
    ],
    questions: [
      'Which item from last week could someone on your team do now, with a short brief?',
      'What would “good enough” look like written down as a checklist?',
      'Who on the team is ready for one of the harder pieces?',
    ],
    plan: {
      goal: 'Work that moves without waiting for you',
      first: 'Hand over one task from the “someone could do it now” pile',
      when: 'This week',
    },
  },
  {
    id: 'micromanaged',
    narrow: true,
    title: 'Managing up to a manager who micromanages',
    about:
      'my manager micromanages me wants to be copied on every email checks everything I do rewrites my work the night before hovering does not trust me managing up how to get more autonomy from my boss it undermines me with my own team',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'your manager’s need for control is landing on your work and, through it, on how your own team sees you',
    verdict:
      'Yes, raise it, as a proposal rather than a complaint: micromanaging is usually anxiety about surprises, so offer visibility in exchange for room.',
    steps: [
      {
        title: 'Find what they are worried about',
        body: 'Micromanagers usually fear being surprised or embarrassed upwards. Think about the last time they tightened control: what went wrong, or who were they answering to? That is what your proposal has to solve.',
        more: 'A new boss, a past mistake on the team or pressure from their own manager are the usual triggers. Solving their worry buys more autonomy than arguing for trust.',
      },
      {
        title: 'Offer visibility on your terms',
        body: 'Propose a rhythm: a short written update every Friday (done, next, risks) and a pre-read of big decks two days before, in exchange for not being copied on routine email and final say on the details.',
        more: 'Predictable updates reduce the urge to check. Keep them short and keep them on time for a month; consistency is the evidence.',
      },
      {
        title: 'Ask for it in one conversation',
        body: '“I want to make sure you are never surprised by my work. Could we try a weekly update and an early look at anything going to the leadership team, and in return I handle routine email and the final edits of my slides? My team needs to see me owning those.”',
        more: 'Tie it to an outcome they care about: your team’s confidence in you makes their team stronger. Agree a review after a month.',
      },
      {
        title: 'Protect your standing with your team',
        body: 'Where their changes reach your team, present the final version as yours and the decision as the team’s; raise disagreements with your manager privately, never in front of your reports.',
        more: 'If nothing changes after a month of the new rhythm, a skip-level or HR conversation about working style is reasonable, with your notes of what you tried.',
      },
    ],
    questions: [
      'What do you think your manager is most afraid of being surprised by?',
      'What would you offer them each week in exchange for more room?',
      'When is your next one-to-one with them?',
    ],
    plan: {
      goal: 'An agreed rhythm that gives your manager visibility and you room',
      first: 'Draft the weekly update and the proposal for your next one-to-one',
      when: 'Before your next one-to-one',
    },
  },
  {
    id: 'morale-after-layoffs',
    narrow: true,
    title: 'Leading a team after layoffs',
    about:
      'morale after layoffs leading the team that is left people who stayed are scared doing the bare minimum asking me if more cuts are coming survivors of redundancies team lost half its members what do I tell my team as their manager after the cuts rebuild trust',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'your team has just lost people they worked beside, and they are looking to you for what comes next when you do not fully know yourself',
    verdict:
      'Tell them the truth, including what you do not know: “I don’t know” with a date for the next update builds more trust than reassurance you cannot back.',
    steps: [
      {
        title: 'Say what you know, what you don’t, and when you will know more',
        body: '“Here is what I know: the changes announced are the changes planned as of today. What I can’t tell you yet is what happens after the next budget review. I will tell you anything I can the day I can, and I will update you every Friday, even if the update is that nothing has changed.”',
        more: 'Never promise there will be no more cuts unless you have that in writing from the people who decide. A broken promise costs you the team; an honest “I don’t know” does not.',
      },
      {
        title: 'Meet each person one to one within two weeks',
        body: 'Ask how they are, what worries them most, and what they need from you. Some will grieve colleagues, some will be angry, some will start looking elsewhere; all of that is normal in the first month.',
        more: 'Listen for the people most at risk of leaving and the ones carrying most of the extra work: those two lists drive what you do next.',
      },
      {
        title: 'Cut the work, not just the people',
        body: 'The same workload on fewer people is what turns fear into burnout. List what the team did before and agree with your own manager what stops, what slows down and what gets done worse on purpose, then tell the team.',
        more: 'Stopping things visibly is the clearest signal that you see their load. “Bare minimum” is often a rational response to a plan nobody has resized.',
      },
      {
        title: 'Give them one near win',
        body: 'Pick a short, achievable goal for the next month and mark it when it lands. Recognise effort specifically and often; morale rebuilds on evidence that the team still works, not on speeches.',
        more: 'Acknowledge the people who left by name where it is natural; pretending they were never there makes those who stayed feel disposable.',
      },
    ],
    questions: [
      'What can you honestly tell them about the next few months, and by when will you know more?',
      'Which piece of work could the team stop or slow down now?',
      'Who on the team do you most worry about losing?',
    ],
    plan: {
      goal: 'A team that trusts what you tell them and can carry its real workload',
      first: 'Hold a team meeting on what you know and don’t, and book one-to-ones',
      when: 'This week',
    },
  },
  {
    id: 'feedback-upward',
    narrow: true,
    title: 'Giving feedback to someone senior to you',
    about:
      'give feedback to my boss feedback to a director above me feedback to someone more senior someone older or more experienced than me dismisses my feedback is it my place to say something to a senior person commitments my team cannot deliver managing someone with more experience',
    coaches: [LEADER, LEAD_DEV],
    reflect:
      'you have something a more senior person needs to hear, and the difference in rank or experience makes it harder to say',
    verdict:
      'Yes, it is your place when it affects your work or your team, as long as you bring it privately, as the impact you see, and ask for their view rather than deliver a verdict.',
    steps: [
      {
        title: 'Ask permission, then talk about impact',
        when: /\b(?:boss|manager|director|vp|head of|executive|above me|levels? (?:up|above)|ceo|founder|partner|senior leader\w*)\b/i,
        body: '“Could I give you some feedback on the client meetings? In the last two, we committed to delivery dates the team can’t meet with the current people. The result is that we either miss them or work weekends. Could we agree the dates with me before they go to the client?”',
        more: 'Asking first (“could I give you some feedback?”) almost always gets a yes and lowers the defence. Keep it to what you saw and its effect on the work; leave motives out.',
      },
      {
        title: 'Bring a fix, not just the problem',
        when: /\b(?:boss|manager|director|vp|head of|executive|above me|levels? (?:up|above)|ceo|founder|partner|senior leader\w*)\b/i,
        body: 'A senior person takes feedback best as a way to look good or avoid risk: propose the change (a quick check with you before commitments, a standing capacity note before each meeting) rather than just naming the fault.',
        more: 'If rank is large, use your own manager as a route or an ally: “I’d like to raise this with the director; would you rather I do it, or you?”',
      },
      {
        title: 'With someone more experienced than you, lead with their expertise',
        body: 'Ask for their view before giving yours, be specific about the one thing you need changed, and own that it is your call: “You know this work better than I do; here is what I need from it, and why.”',
        more: 'Experienced people dismiss feedback that sounds like a lesson. Specific, concrete requests tied to the team’s needs are much harder to wave away.',
      },
      {
        title: 'Agree the result, leave them the method',
        when: /\b(?:experience[d]?|older|veteran|longer than (?:me|i)|years (?:longer|more|older))\b/i,
        body: 'With someone who has done the work for longer than you, make the feedback about the outcome you are accountable for, not how they get there: “The client summaries need to reach me by Wednesday so I can check them before Friday. How you produce them is your call.”',
        more: 'Ask them to teach others what they do best: respect for their expertise in public makes your requests in private much easier to hear.',
      },
      {
        title: 'Follow up once, then let the results speak',
        body: 'Thank them, and if it changes, say so. If the same thing happens again, raise it once more in writing with the concrete consequence.',
        more: 'One clear, private conversation is usually enough with a senior person; repeated pressure reads as a campaign.',
      },
    ],
    questions: [
      'What is the one change you most need from them?',
      'When could you get ten minutes alone with them this week?',
      'Is your own manager someone you could bring in as an ally?',
    ],
    plan: {
      goal: 'Say the one thing that needs saying, privately and with a fix',
      first: 'Write the two-sentence version: what you saw and what you would like instead',
      when: 'Before your next meeting with them',
    },
  },
  {
    id: 'first-90-days-manager',
    narrow: true,
    title: 'The first months as a new manager',
    about:
      'first time manager starting next month first 90 days as a manager new to managing people about to become a manager what should I do first as a new manager',
    coaches: [LEADER, LEAD_DEV],
    reflect: 'you are about to move from doing the work to getting it done through others',
    steps: [
      {
        title: 'Listen before you change anything (weeks 1 to 4)',
        body: 'Meet each person one to one: what is going well, what is in your way, what should I not change, what should I change first? Write their answers down and look for the same three things said by different people.',
        more: 'Resist the early reorganisation. The changes you make in month two, built on what you heard, land far better than the ones you make in week one.',
      },
      {
        title: 'Agree success with your own manager',
        body: 'Ask your manager what a good first six months looks like, what the team is known for now, and what they want changed. Get it to three outcomes you can check at 90 days.',
        more: 'A short written note of those three outcomes is your anchor when priorities compete.',
      },
      {
        title: 'Set your rhythm (weeks 2 to 8)',
        body: 'A weekly one-to-one with each person (30 minutes, their agenda first), one short team meeting, and a clear line on which decisions you take and which you hand over.',
        more: 'Consistency matters more than length: a one-to-one that never moves tells people they matter.',
      },
      {
        title: 'Make one visible improvement (weeks 8 to 12)',
        body: 'Pick one thing several people said was in their way and fix it. A small, visible win earns the trust the bigger changes need.',
        more: 'Ask for feedback on yourself at 90 days: “What should I do more of, less of?” It models what you want from them.',
      },
    ],
    questions: [
      'What does your own manager expect from you in the first six months?',
      'Do you know the team already, or are you joining from outside?',
      'Which of the six are you most and least sure of?',
    ],
    plan: {
      goal: 'Three agreed outcomes at 90 days and a rhythm the team trusts',
      first: 'Book a first one-to-one with each person in your first two weeks',
      when: 'Before your start date',
    },
  },
  // ——— Money decisions worked out on the member's own figures ——————————————————————————
  {
    id: 'savings-vs-debt',
    household: true,
    narrow: true,
    title: 'Using savings to pay down debt',
    about:
      'should I use my savings against my credit card pay down the debt with my savings keep the cash or pay off the loan savings versus debt empty my savings account to clear the card saved cash lump sum from savings money saved against a loan keep savings or clear debt',
    coaches: [FINANCE],
    reflect: 'you have cash on one side and expensive debt on the other',
    steps: [
      {
        title: 'Keep a starter buffer, move the rest',
        body: 'Hold back about one month of essential costs as a buffer, then put what is above it on the debt with the highest rate. Cash earning a few percent next to debt charging far more is losing you the difference every month.',
        more: 'The buffer is what stops the next car repair or late pay cheque going straight back on the card. Without it, clearing the card often lasts a month.',
      },
      {
        title: 'Keep paying the freed-up amount',
        body: 'Set a fixed monthly payment well above the minimum, by standing order on payday, and leave it there until the balance is cleared.',
        more: 'Once the debt is gone, send the same payment to your savings: you rebuild the buffer without noticing the change.',
      },
      {
        title: 'Do not run the card back up',
        when: /\b(?:cards?|overdraft)\b/i,
        body: 'Take the card out of your wallet and off saved payment details on shopping sites until the balance is cleared; use a debit card for everyday spending.',
        more: 'Paying a card down with savings only works once. If the balance came from a monthly shortfall, fix that gap first, or the card fills up again.',
      },
      {
        title: 'Check the rate can’t come down first',
        when: /\bcards?\b/i,
        body: 'A 0 % balance transfer for what is left after the lump sum can stop the interest entirely while you pay it off, if the fee is small and you clear it before the offer ends.',
        more: 'Divide the balance by the months of the offer: that is the payment that clears it before the rate jumps.',
      },
    ],
    questions: [
      'What do your essential costs come to in a month, all told?',
      'How much could you pay towards the card each month from now on?',
      'Did the balance build up from one-off costs or from a monthly shortfall?',
    ],
    plan: {
      goal: 'The expensive debt cleared, with a buffer kept',
      first: 'Move everything above one month of essential costs onto the card',
      when: 'This week, then a fixed payment every payday',
    },
  },
  {
    id: 'pay-cut-budget',
    // A cut the employer made to the pay they have; taking a lower-paid offer is a decision.
    never: ['has-offer', 'deciding'],
    household: true,
    narrow: true,
    title: 'Rebudgeting after a pay cut',
    about:
      'my pay was cut salary reduced pay cut of 15 percent hours cut less take home pay now how do I rebudget on lower income cut my spending after a pay reduction',
    coaches: [FINANCE],
    reflect: 'your pay dropped while your costs stayed where they were',
    steps: [
      {
        title: 'Rebuild the budget on the new figure',
        body: 'Start from what lands in your account now, take off the fixed costs, and what is left is the whole budget for food, going out, subscriptions and saving. Work it out weekly: a weekly amount is easier to keep to than a monthly one.',
        more: 'Do not budget on the old pay “until things improve”. If pay is restored, the difference becomes savings.',
      },
      {
        title: 'Cut the flexible spending in order',
        body: 'Subscriptions and memberships first (cancel, do not pause), then eating out and delivery, then the weekly shop (a list and a fixed amount). Each is a one-off decision rather than daily willpower.',
        more: 'Going through the last two statements line by line usually finds 10 % of flexible spending that nobody would miss.',
      },
      {
        title: 'Look at the fixed costs once',
        body: 'Phone, broadband, insurance and energy can usually be renegotiated or switched; ask each provider for their cheapest current deal. It takes an afternoon and lasts all year.',
        more: 'If rent or debt payments no longer fit, speak to the landlord or lender before a payment is missed: there are more options before than after.',
      },
      {
        title: 'Keep a small saving going',
        body: 'Even a small standing order keeps the habit and the buffer; a pay cut is the moment an emergency fund matters most.',
        more: 'If the cut is part of wider trouble at the company, a larger buffer and an updated CV are both sensible.',
      },
    ],
    questions: [
      'Is the cut temporary, with a date, or permanent as far as you know?',
      'Which of your flexible costs would you miss least?',
      'How much do you have saved as a buffer right now?',
    ],
    plan: {
      goal: 'A budget that balances on the new pay',
      first: 'Rewrite the budget on the new take-home and cancel two subscriptions',
      when: 'Before your next payday',
    },
  },
  {
    id: 'pension-vs-salary',
    household: true,
    narrow: true,
    title: 'A lower salary with a better pension',
    about:
      'lower salary better pension higher employer pension contribution job offer with less pay but bigger pension is the lower salary worth it compare packages pension percentage',
    coaches: [FINANCE],
    reflect: 'you are weighing money now against money later',
    steps: [
      {
        title: 'Add the employer contribution to each salary',
        body: 'Salary plus the employer’s pension contribution is the number to compare: what each employer pays for you in a year. A few percent of pension is often worth as much as a few thousand of salary.',
        more: 'Check whether the higher contribution needs you to pay in more yourself, and whether it vests only after a year or two.',
      },
      {
        title: 'Remember tax treats them differently',
        body: 'Salary is taxed before it reaches you; pension contributions usually are not when they go in. So a salary gap shrinks to roughly 55 to 70 % of itself in take-home, while the pension difference goes in whole.',
        more: 'You can get most of a better pension yourself by paying more into the current one; the question is whether you would.',
      },
      {
        title: 'Check you can live on the lower take-home',
        body: 'Work out the monthly take-home of the lower salary: if your essential costs and current savings still fit, the pension gain is a good trade; if it pushes you onto a card, it is not.',
        more: 'A pension is locked away until retirement age; money you need in the next few years has to come from salary.',
      },
    ],
    questions: [
      'Would the lower take-home still cover your costs and current saving comfortably?',
      'Would you actually put the salary difference into a pension yourself?',
      'What else differs between the two jobs: the work, the growth, the commute?',
    ],
    plan: {
      goal: 'Compare the two packages on the same terms',
      first: 'Add each employer’s pension contribution to its salary and compare',
      when: 'Before you reply to the offer',
    },
  },
  {
    id: 'side-income-tax',
    household: true,
    narrow: true,
    title: 'A side income and the tax on it',
    about:
      'side business side hustle extra income on top of my salary second income evenings and weekends work next to a full-time job money to keep back for tax how much to set aside for tax on side income selling things on the side weekend work register as self employed alongside a job',
    coaches: [FINANCE],
    reflect: 'your side work is bringing money in, and the tax on it has not been set aside yet',
    steps: [
      {
        title: 'Set aside a share of every payment',
        body: 'Because your salary already uses your tax-free allowance, side income is usually taxed at your top rate. Move 25 to 30 % of each payment to a separate account the day it arrives; if your salary is in a higher tax band, make it 40 to 45 %.',
        more: 'Expenses you genuinely incur for the side work (equipment, software, travel to jobs) usually reduce the taxable amount, so keep the receipts.',
      },
      {
        title: 'Register and diary the dates',
        body: 'Most tax systems require you to register side income above a small threshold and file a return. Find the deadline for your country and put it and any payment-on-account dates in your diary.',
        more: 'The first year is often a larger tax demand than expected, because some systems ask for part of next year’s tax in advance.',
      },
      {
        title: 'Keep the side money separate',
        body: 'A separate account for the side work makes the tax return an afternoon instead of a week, and shows you what the work really earns.',
        more: 'An accountant for the first return is often worth the fee; after that, most people can do it themselves.',
      },
    ],
    questions: [
      'Which tax band does your salary put you in?',
      'Have you registered the side income with the tax office yet?',
      'What costs does the side work have, and are you keeping receipts?',
    ],
    plan: {
      goal: 'Tax on the side income covered before the tax is due',
      first: 'Open a separate account and move the tax share of this month’s income',
      when: 'This week',
    },
  },
  {
    id: 'house-deposit',
    household: true,
    narrow: true,
    title: 'Saving for a house deposit',
    about:
      'saving for a deposit on a house or flat down payment first home buy a flat in a few years how much to save each month for a deposit keep my deposit in a savings account or invest it is my deposit goal realistic',
    coaches: [FINANCE],
    reflect: 'you are saving towards a home with a date in mind',
    verdict:
      'Keep it in cash savings: money you need within about five years should not be in shares, because a fall in the year you buy can cost you the deposit and a rate you cannot get back in time.',
    steps: [
      {
        title: 'Work back from the date',
        body: 'Deposit target ÷ the months until you want to buy = what you need to save each month. Compare that with what is left after spending each month: the gap, if any, is the decision.',
        more: 'Add roughly 2 to 5 % of the price for fees, moving and the first months of furnishing, on top of the deposit itself.',
      },
      {
        title: 'Keep it in cash, in the best account for it',
        body: 'A high-interest or fixed-term savings account, or a state-backed home-buying account where your country has one, often with a bonus. Shares are for money you will not need for five years or more.',
        more: 'Split it: what you will need soonest in instant access, the rest in a fixed term that ends before you plan to buy.',
      },
      {
        title: 'Automate it on payday',
        body: 'A standing order for the monthly figure the day pay lands, into an account without a card. Raises and windfalls go in whole until you reach the target.',
        more: 'Lenders look at your spending in the months before a mortgage application; a steady saving record counts in your favour.',
      },
    ],
    questions: [
      'Roughly what price of home are you aiming for, and what deposit share does that need?',
      'What is left each month after all your spending?',
      'Does your country offer a state-backed account for first-time buyers?',
    ],
    plan: {
      goal: 'The deposit saved by your target date',
      first: 'Work out the monthly figure and set it up as a standing order',
      when: 'Before your next payday',
    },
  },
];

/**
 * The words that define each situation (`concepts`): retrieval (BM25) ranks entries by everything
 * they share with the conversation, which lets an entry win on incidental words ("holiday" in a
 * question about a promotion). An entry only answers when what the member ASKS (retrieve.ts
 * askedOf: the subject line, the question sentences, the last paragraph) names its defining
 * concepts; otherwise the general coaching path answers (respond.ts). Background alone never
 * decides the situation.
 *
 * Each list holds words and phrases. A phrase is written with underscores ("start_date",
 * "turn_down_offer") and matches the same lemmas in a row (stop words skipped), so "turning down
 * the offer" matches "turn_down_offer". Only words that mean this situation on their own belong
 * here: everyday words shared by many situations ("heard", "start", "pay", "team", "hours",
 * "leaving") define nothing alone and appear only inside a phrase. Words are lemmatised like
 * queries, so "quitting" and "quit" are one concept.
 */
export const CONCEPTS: Record<string, string> = {
  'former-peer-report':
    'over_colleagues over_my_colleagues over_teammates over_my_teammates over_peers over_my_peers over_coworkers resent resentment now_on_my_team now_one_of_my_reports now_my_report best_friend best_mate friendship stay_friends friends_with_him friends_with_her keep_my_distance used_to_work_on closest_friend former_peer old_peer former_teammate old_teammate former_colleague promoted_over promote_over now_report_to_me now_manage manage_friend manage_my_friend friend_report resent_promotion used_to_work_with',
  'report-undermines':
    'undermine undermines undermining insubordinate disrespect ignores_what_ask talk_over_me talks_over_me go_over_head going_over_head over_my_head challenge_authority my_authority',
  underperformer:
    'work_not_good_enough not_up_to_standard careless_mistakes sloppy someone_on_my_team member_of_my_team one_of_my_reports_work underperform underperforming underperformer missing_targets miss_targets missed_deadlines missing_deadlines work_slipped slipped difficult_conversation hard_conversation poor_performance put_on_plan formal_plan',
  'delegation-bottleneck':
    'waits_for_my_review waits_for_me hand_things_over hand_over_work how_do_i_let_go bottleneck delegate delegating delegation let_go_of do_it_myself doing_everything_myself faster_myself goes_through_me trust_quality',
  micromanaged:
    'micromanage micromanages micromanaging micromanager manage_up managing_up autonomy cc_every copied_every rewrites_my',
  'morale-after-layoffs':
    'morale survivors team_let_go team_laid_off more_cuts cuts_coming team_left ones_who_stayed who_stayed after_layoffs after_the_layoffs bare_minimum',
  'feedback-upward':
    'feedback_to_my_boss feedback_to_director feedback_to_manager feedback_to_senior more_senior years_more_experience longer_than_me brush_off_feedback brush_off_what_i_say more_experienced_than_me levels_above above_me my_place dismisses_feedback',
  'first-90-days-manager':
    'first_90_days first_time_manager new_manager first_months_manager become_manager',
  'savings-vs-debt':
    'use_savings use_my_savings savings_to_pay savings_pay_down pay_with_savings keep_cash keep_the_cash savings_or_pay pay_off_or_keep',
  'pay-cut-budget':
    'got_pay_cut pay_was_cut pay_got_cut cut_my_pay cut_our_pay cut_everyone_pay salary_was_cut reduced_my_pay pay_reduced pay_reduction rebudget cut_my_hours hours_were_cut',
  'pension-vs-salary':
    'better_pension lower_salary bigger_pension higher_pension employer_pension pension_contribution',
  'side-income-tax':
    'alongside_my_job next_to_my_job besides_my_job keep_back_for_tax put_away_for_tax save_for_tax set_aside_tax tax_aside side_income_tax tax_on_side side_business on_top_of_salary on_top_my_salary',
  'house-deposit': 'deposit down_payment house_deposit buy_a_house buy_a_flat first_home buy_home',
  'counter-offer':
    'matched match_offer offered_to_match stay_or_go tempted_to_stay counter_offer counteroffer',
  'search-stalled':
    'applications keep_applying callbacks ghosted unemployed get_hired job_hunt job_search job_hunting no_responses no_callbacks cannot_find_job find_job find_work job_market no_interviews heard_nothing send_applications',
  'application-follow-up':
    'follow_up followup application_status hear_back_application applied_week applied_ago',
  'interview-prep':
    'interview interviews interviewing interviewer prepare_interview screening_call',
  'after-interview':
    'after_interview final_round second_round hear_back thank_note reposted since_interview',
  rejection: 'rejected rejection rejections rejection_email turned_down discouraged',
  'offer-negotiation':
    'offer negotiate negotiation negotiating counteroffer counter_offer lowball salary_range offer_salary compensation_package push_for_more ask_for_more',
  'offer-decision':
    'offer job_offer offer_letter two_offers accept_offer decline_offer turn_down_offer rescinded turn_offer',
  'offer-time':
    'more_time buy_time extra_time extension extend_deadline push_deadline offer_deadline answer_by decision_by waiting_another waiting_hear_another stall hold_offer few_more_days time_to_decide',
  raise: 'raise underpaid pay_rise pay_raise salary_increase ask_more_money cost_living',
  resign: 'quit quitting resign resignation notice two_week_notice week_notice',
  'quit-or-stay':
    'quit quitting resign leave_job should_quit should_leave should_stay quit_or_stay leave_or_stay stay_or_leave thinking_quitting considering_quitting idea_to_quit',
  'new-job-regret': 'regret new_job_regret hate_new_job new_job_hate',
  'manager-conflict':
    'boss manager supervisor coworker coworkers colleague colleagues toxic micromanage micromanaging micromanager favouritism favoritism take_credit',
  discipline:
    'warning written_warning pip disciplinary probation write_up written_up performance_improvement_plan improvement_plan performance_plan final_warning get_fired getting_fired be_fired almost_fired almost_let_go',
  'hr-rights':
    'complaint paycheck payroll overtime_pay law legal legal_rights employee_rights my_rights illegal accommodation fmla unpaid labor_board',
  layoff:
    'layoff layoffs laid laid_off lay_off eliminated redundancy redundant severance restructuring',
  gap: 'gap gaps employment_gap resume_gap parental_leave career_break',
  'career-change':
    'switch_career career_change change_career switching_field transition pivot retrain bootcamp new_field break_into move_into',
  'choose-path':
    'career_path direction directionless feel_lost career_choice which_major what_major choose_major which_degree what_degree what_career which_career',
  promotion: 'promotion promoted promote advancement',
  burnout:
    'burnout burnt burned exhausted overworked workload overwhelmed drained understaffed short_staffed short_handed work_of cover_for covering_for not_replaced never_replaced nobody_replaced backfill long_hours work_late working_late late_nights too_much_work piling_up two_jobs three_jobs jobs_of',
  'work-life':
    'balance work_life commute boundaries never_present never_home never_see cut_back work_less fewer_hours family_time after_hours out_of_hours at_night late_night whatsapp slack messages_me texts_me calls_me',
  'cv-review': 'resume resumes cv ats template bullet cover_letter',
  'recruiter-scam': 'scam scammy sketchy fake legit legitimate suspicious shady',
  references: 'reference references referee',
  networking: 'networking linkedin referral outreach cold_message',
  'first-job':
    'internship internships graduate grad graduated student college teenager teen apprenticeship first_job new_grad high_school highschool year_old no_experience no_work_experience never_worked',
  relocation: 'relocate relocating relocation abroad visa citizenship immigrate move_country',
  'new-country-work':
    'canadian_experience local_experience uk_experience us_experience australian_experience country_experience newcomer immigrant immigrated moved_here foreign_degree foreign_qualifications credential_recognition licensing_body bridging_program bridging_programme',
  'contract-temp':
    'contract contractor temp temporary freelance freelancing freelancer gig agency 1099',
  anxiety: 'anxiety anxious panic panic_attack overthinking',
  'stress-life': 'stress stressed stressful cope coping',
  'money-hardship': 'rent bills debt evicted homeless afford no_money pay_bills',
  'low-mood': 'depressed depression hopeless motivation lonely unhappy miserable',
  'trauma-work': 'ptsd trauma traumatic flashback flashbacks triggered abuse',
  'relationships-work': 'relationship partner breakup divorce boyfriend girlfriend husband wife',
  sleep: 'sleep insomnia nightmares',
  portfolio: 'portfolio github side_projects',
  'leading-team': 'managing_team manage_team direct_reports team_lead new_manager delegate',
  'time-off-benefits': 'pto vacation sick_leave sick_day benefits insurance 401k time_off',
  'background-check':
    'background_check verification drug_test drug_testing drug_screen thc sterling hireright',
  'remote-work': 'remote wfh work_home',
  'hours-schedule':
    'night_shift shift_work my_shifts schedule weekends part_time full_time work_hours',
  'explain-leaving': 'explain_leaving reason_leaving why_left explain_fired explain_gap',
  harassment:
    'harassment harassed discrimination discriminated racist sexist hostile inappropriate retaliation assault assaulted groped grope molested sexual_harassment stop_touching kept_touching touching_my',
  'company-uncertainty': 'acquisition merger acquired funding company_struggling company_sold',
  'work-with-limits':
    'disability disabled surgery illness chronic blind bipolar adhd autism autistic',
  undervalued: 'undervalued unappreciated appreciation recognition unfair',
  underused: 'bored boredom boring idle underused',
  certifications: 'certificate certification cert certs course qualification credential diploma',
  trades:
    'trade trades welding welder electrician plumbing plumber hvac apprentice apprenticeship carpentry roofing',
  'working-with-recruiters': 'recruiter recruiters headhunter headhunters recruited',
  'settling-in': 'settle settling first_day first_week new_role',
  'performance-focus': 'productivity mistakes focus_work consistent_performance',
  fired:
    'fired firing sacked terminated dismissed dismissal let_go let_me_go lost_my_job soft_fired being_fired',
  'performance-review':
    'performance_review annual_review appraisal self_review self_assessment year_review review_rating yearly_review',
  'accepted-offer':
    'start_date renege reneging retract accepted_offer accepted_the_offer signed_offer after_accepting',
  'job-ideas':
    'what_jobs job_ideas jobs_for pay_well well_paying high_paying higher_pay make_money jobs_that_pays what_job_should kind_of_job job_recommendations jobs_that_pay jobs_where',
  'unemployment-benefits': 'unemployment unemployment_benefits collect_unemployment benefit_claim',
  'pay-benchmark':
    'should_i_be_earning how_much_should market_rate six_figures pay_range fair_pay how_much_do',
  'holiday-bonus':
    'christmas_bonus holiday_bonus year_end_bonus bonus_this_year gift_card secret_santa holiday_gift christmas_gift bonuses',
  'budget-saving':
    'how_budget should_save should_saving my_budget monthly_budget budget_salary budget_paycheck budget_pay budget_money spending_plan how_much_save how_much_should_save save_each_month save_month savings_rate put_aside put_away set_aside_each 50_30_20 pay_myself_first take_home after_tax extra_money do_with_money',
  'emergency-fund':
    'emergency_fund rainy_day safety_net savings_buffer emergency_savings months_of_expenses months_expenses cushion',
  'debt-payoff':
    'debt debts credit_card credit_cards car_loan personal_loan pay_off_loan apr interest_rate avalanche snowball minimum_payment minimum_payments pay_off consolidate balance_transfer owe',
  'retirement-saving':
    'pension pensions retirement retire 401k 403b ira roth employer_match company_match match_up match_contribution contribution contributions contribute into_401k into_403b into_pension into_retirement',
  'freelance-money':
    'self_employed day_rate hourly_rate what_charge how_much_charge charge_clients set_aside_tax tax_aside freelance_tax freelance_income freelance_money irregular irregular_income variable_income uneven_income invoice invoices',
  'salary-real-value':
    'take_home gross net after_tax before_tax cost_living real_value actually_worth really_worth pension_difference',
  'choose-between-jobs':
    'which_position which_should_i_take which_would_you_choose which_job_should choose_between stay_or_take which_offer',
};
