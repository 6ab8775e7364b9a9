import type { Card } from './answers.js';

/**
 * The answer cards (answers.ts): one per question a career or well-being coach is asked every
 * week, in the team's own words. Data only. The question map follows the categories of real job
 * forum posts (offers, pay, applications, interviews, leaving, the workplace, career planning) and
 * the well-being topics of stress research (workload, dread, shifts, burnout).
 *
 * Rules for a card: the answer is what a good human coach would say, honest and specific; numbers
 * only where they hold in general; "it depends" only with how to find out. Legal, visa, benefit
 * and tax questions say that rules vary by country (and state) and where to check; no card gives
 * regulated advice. `needs` must be precise: every pattern has to match the one question sentence.
 */

const CV = 1;
const HEALTH = 12;
const MENTAL = 13;
const MINDFUL = 14;
const STRESS = 15;
const BALANCE = 16;
const WELLNESS = 17;
const BRAND = 18;
const FINANCE = 19;
const SELF = 22;

const JOB = [CV, SELF];
const PAY = [FINANCE, CV];
const WORK = [STRESS, BALANCE, SELF, CV, FINANCE];
const CAREER = [SELF, CV];
const WELL = [STRESS, BALANCE, WELLNESS, MENTAL, MINDFUL, HEALTH];

// ——— Offers and pay ————————————————————————————————————————————————————————————————

const OFFERS: Card[] = [
  {
    id: 'counter-number',
    coaches: PAY,
    asks: [
      'what number should I counter with',
      'how much should I counter offer',
      'how much more should I ask for when negotiating the offer',
      'what salary should I negotiate for',
    ],
    needs: [
      /\bcounter|negotiat|ask(?:ing)? for (?:more|a higher)/,
      /\bhow much|what (?:number|amount|figure|salary|range)|percent|%/,
    ],
    not: /counter[- ]?offer from|(?:current|my) (?:employer|company|boss|job)'?s? counter/,
    answer:
      'Counter with one number, not a range, about 10–15 % above their offer when your market research supports it (up to 20 % if the offer sits clearly below market or you have a competing offer). Base it on two or three sources for the same role, level and city, and name the top of what that data supports: they will usually meet you partway, so the first number sets where you land.',
    steps: [
      {
        title: 'Find the market range',
        body: 'Take two or three salary sources for the same title, level and location, and note the 75th percentile.',
      },
      {
        title: 'Say it as one figure with one reason',
        body: '"I\'m excited about the role. Based on the scope and what the market pays for it, I was expecting a higher base", then say your figure once, ask "Can we get there?", and stop talking.',
      },
      {
        title: 'Have a second ask ready',
        body: 'If base is capped, ask for a signing bonus, an earlier salary review (six months) or extra leave instead.',
      },
    ],
    question:
      'What is the offer, and what do the sources you trust say the role pays where you are?',
    given: {
      kind: 'money',
      question:
        'What do the sources you trust say the role pays where you are, and what else besides base pay would you trade for?',
    },
  },
  {
    id: 'negotiation-risk',
    coaches: PAY,
    asks: [
      'can they rescind the offer if I negotiate',
      'is it risky to negotiate a job offer',
      'should I negotiate the offer or just accept',
      'will negotiating make me lose the offer',
    ],
    needs: [
      /negotiat|counter/,
      /rescind|pull|withdraw|lose|risk|offend|greedy|just accept|should i|bad idea|hurt/,
    ],
    not: /counter[- ]?offer from|(?:current|my) (?:employer|company|boss)/,
    answer:
      'A polite, reasoned counter very rarely costs an offer: most employers expect it and budget room for it. Offers get pulled over tone (ultimatums, many rounds of asks) far more than over the number itself. The real risk is low when you ask once, with a reason, and make clear you want the job.',
    steps: [
      {
        title: 'Ask once, warmly',
        body: 'Open with enthusiasm for the role, give one number with one reason, and ask whether they can get there.',
      },
      {
        title: 'Decide your walk-away in advance',
        body: 'Know the figure you would accept as it stands, so their answer does not put you on the spot.',
      },
    ],
    question:
      'What would you accept as it stands today, and what number would make you say yes straight away?',
  },
  {
    id: 'salary-expectations',
    coaches: PAY,
    asks: [
      'what do I say when they ask my salary expectations',
      'what should I put for desired salary on the application',
      'how do I answer the expected salary question in the interview',
    ],
    needs: [/salary|pay|compensation|wage/, /expect|desired|range/],
    not: /(?:current|previous|last|past) (?:salary|pay)|salary history/,
    answer:
      'Give a researched range whose bottom is a number you would be happy with, because offers tend to land near the bottom: "Based on the role and the market, I\'m looking at 70 to 80 thousand, depending on the full package." If it is very early, you can first ask for their budgeted range; many places now have to publish it, so check the posting.',
    steps: [
      {
        title: 'Set your range from data',
        body: 'Two or three sources for the same title and city; put the bottom of your range at your real target, not your minimum.',
      },
      {
        title: 'Turn it back once',
        body: '"I\'d like to understand the full scope first. What range has been budgeted for the role?" If they insist, give your range.',
      },
    ],
    question: 'What range do the sources you trust give for this role in your city?',
  },
  {
    id: 'salary-history',
    coaches: PAY,
    asks: [
      'do I have to tell them my current salary',
      'should I share my salary history',
      'they asked how much I make now what do I say',
      'can I lie about my current salary',
    ],
    needs: [
      /(?:current|previous|last|past|present|old) (?:salary|pay|wage|compensation)|salary history|how much i (?:make|earn|made|get paid)/,
      /tell|share|disclose|ask|answer|say|lie|reveal|give|inflate/,
    ],
    answer:
      'You usually do not have to share it, and in a number of US states and cities employers are not allowed to ask; elsewhere it is legal to ask but still fine to decline. Redirect to what you are looking for: "I\'d rather focus on the value of this role; I\'m looking for 70 to 80 thousand." Do not inflate the figure: a reference check or an old payslip can expose it, and that can cost the offer.',
    steps: [
      {
        title: 'Prepare the redirect',
        body: 'One sentence that moves from what you earn to what you are looking for, with your researched range.',
      },
      {
        title: 'Check your local rule',
        body: 'Search your state\'s or country\'s labour department for "salary history ban" to know whether the question is allowed.',
      },
    ],
    question: 'What range are you aiming for in this move, and is it well above what you earn now?',
  },
  {
    id: 'offer-time-to-decide',
    coaches: PAY,
    asks: [
      'how long can I take to decide on a job offer',
      'can I ask for more time to consider the offer',
      'the offer deadline is too short can I extend it',
    ],
    needs: [
      /offer/,
      /more time|how long (?:can|do|should) i (?:take|have|wait)|deadline|extend|extension|days to (?:decide|think)|exploding/,
    ],
    not: /hear|heard|follow|response|respond|reply/,
    answer:
      'Asking for a few days is normal and rarely a problem: two to five working days is a common, reasonable request, a week if you are waiting on another process. Ask once, give a date rather than "some time", and say what you are weighing so it sounds like diligence, not shopping around.',
    steps: [
      {
        title: 'Ask for a specific date',
        body: '"Thank you, I\'m very interested. Could I give you my answer by Thursday? I want to review the full package properly."',
      },
      {
        title: 'Use the time',
        body: 'Get the contract or full benefits in writing, and if another process is running, tell that company you have an offer with a deadline.',
      },
    ],
    question:
      'What deadline did they give you, and what do you still need to know before you can say yes?',
  },
  {
    id: 'offer-silence',
    coaches: JOB,
    asks: [
      'I signed the offer letter and they have not responded',
      'when should I follow up about the offer letter',
      'no response after accepting the offer is that bad',
      'still waiting for the official offer',
    ],
    needs: [
      /offer|accept|signed/,
      /follow[- ]?up|no response|not heard|haven't heard|hear back|responded|respond|waiting|worr/,
    ],
    not: /interview|appl(?:y|ied|ication)/,
    answer:
      'Silence after an offer or a signed acceptance is usually paperwork, not a warning sign: background checks, approvals and HR systems often take one to two weeks, longer over holidays. A short check-in after about a week is normal and will not look anxious.',
    steps: [
      {
        title: 'Send one short check-in',
        body: '"I wanted to confirm you received my signed offer, and ask whether there is anything you need from me before my start date."',
      },
      {
        title: 'Do not resign yet',
        body: 'Keep your current job until you have the written offer and, where one applies, a cleared background check.',
      },
    ],
    question: 'How long has it been, and have they given you a start date in writing?',
  },
  {
    id: 'renege',
    coaches: PAY,
    asks: [
      'can I back out after accepting a job offer',
      'how do I retract my acceptance of an offer',
      'is it bad to renege on an offer I accepted',
    ],
    needs: [
      /back out|renege|retract|rescind my|withdraw (?:my|from)|go back on|decline .{0,30}after (?:i )?(?:accept|sign)|after accepting/,
    ],
    answer:
      'Yes, you can: in most places a job acceptance is not a binding contract to work there, and people withdraw every week. It may burn the bridge with that company and recruiter, so do it early, by phone or a short honest email, without a long justification. Check anything you signed for a clause about a signing bonus or relocation money you would have to return.',
    steps: [
      {
        title: 'Tell them as soon as you decide',
        body: '"After a lot of thought, I have decided not to join. I\'m sorry for the inconvenience and grateful for your time." Two sentences, no debate.',
      },
      {
        title: 'Read what you signed',
        body: 'Look for repayment or notice clauses; if there is money involved, confirm before you send.',
      },
    ],
    question:
      'What changed since you accepted, and have you already told your current employer you are leaving?',
  },
  {
    id: 'decline-offer',
    coaches: PAY,
    asks: [
      'how do I turn down a job offer politely',
      'should I explain why I am declining the offer',
      'what is the nicest way to decline an offer',
    ],
    needs: [/declin|turn(?:ing)? down|reject|say no/, /offer/],
    not: /after (?:i )?(?:accept|sign)|accepted|counter/,
    answer:
      'Decline quickly and briefly; you owe a thank-you, not a detailed reason. One honest line is enough ("I have accepted a role that fits my plans better", or "I have decided to stay where I am"), and you never need to mention that you heard bad things about the team.',
    steps: [
      {
        title: 'Send it within a day of deciding',
        body: '"Thank you for the offer and for your time. After careful thought I have decided not to accept. I enjoyed meeting the team and hope our paths cross again."',
      },
      {
        title: 'Keep the door open',
        body: 'Connect with the hiring manager on LinkedIn; a gracious no is remembered when a better role opens there.',
      },
    ],
    question: 'Is there anything that would have made you say yes, in case they ask?',
  },
  {
    id: 'competing-offer',
    coaches: PAY,
    asks: [
      'how do I tell a company I have another offer',
      'should I mention my other offer to speed things up',
      'can I use a competing offer to negotiate',
    ],
    needs: [
      /(?:another|other|competing|second|2nd|two|2) (?:job )?offers?/,
      /tell|mention|leverage|use|speed|expedite|let .{1,20} know|negotiat|match/,
    ],
    answer:
      'Yes, tell them: a real competing offer is the most legitimate reason to speed up a process or improve an offer, and companies expect it. Say it factually, with the deadline, and say which company you would prefer if that is true. Never invent one; recruiters talk and may ask to see it.',
    steps: [
      {
        title: 'Tell your preferred company first',
        body: '"I have received an offer with a deadline of Friday. You are my first choice; is there any way to speed up your decision?"',
      },
      {
        title: 'Ask for a match only with a number',
        body: "If you want more, state the other offer's figure and what would make you sign today.",
      },
    ],
    question: 'Which of the two would you take if the pay were equal?',
  },
  {
    id: 'ask-raise',
    coaches: PAY,
    asks: [
      'how do I ask for a raise',
      'how do I ask my boss for more money',
      'best way to ask for a pay rise when more tasks are added',
      'how to negotiate a better raise at my review',
    ],
    needs: [
      /\braise\b|pay rise|more money|salary increase|pay increase|more pay|paid more|higher pay/,
      /ask|request|get|negotiat|approach|talk|bring up|go about/,
    ],
    not: /forgot|didn't (?:apply|get)|never (?:got|received)|overpa/,
    answer:
      'Ask in a meeting booked for it, with one number and the evidence: the results you delivered and what the market pays for your role. Time it a month or two before budgets or reviews are set, not after they are decided. If the answer is no, ask what exactly you would need to show, and by when, to get it.',
    steps: [
      {
        title: 'Write one page of evidence',
        body: 'Three results with numbers, any new responsibilities since your last raise, and the market range for your role.',
      },
      {
        title: 'Ask for a specific figure',
        body: '"Given the scope I have taken on and what the market pays for it, I\'d like to discuss moving my salary up", followed by your figure, said once.',
      },
      {
        title: 'Turn a no into a plan',
        body: '"What would I need to show, and by when, for this to be a yes?" Then confirm it in writing.',
      },
    ],
    question: 'What has changed in your role or results since your last pay change?',
  },
  {
    id: 'raise-size',
    coaches: PAY,
    asks: [
      'is a 3 percent raise normal',
      'what is a good raise percentage',
      'is my raise too low given inflation',
      'what is the average yearly raise',
    ],
    needs: [
      /\braise|increase|pay rise/,
      /\d+(?:\.\d+)? ?%|percent|normal|typical|average|good|fair|standard|low|inflation/,
    ],
    not: /ask|how (?:do|can|should) i (?:get|negotiate)|forgot|overpa/,
    answer:
      'Annual raises in many markets run around 3–5 % for solid performance, with top performers a little higher; a promotion or a job change is where 10–20 % jumps usually happen. A raise below inflation is a real-terms pay cut, and it is fair to say so. If your review was strong and the raise was standard, ask what the path to a bigger step looks like.',
    steps: [
      {
        title: 'Check the market, not only the raise',
        body: 'Compare your new salary with the range for your role and city; being below range matters more than the percentage.',
      },
      {
        title: 'Ask about the path',
        body: '"My review was strong; what would it take to move to the top of the band, or to the next level, in the next cycle?"',
      },
    ],
    question: 'Where does your salary sit against what the market pays for your role?',
  },
  {
    id: 'coworker-paid-more',
    coaches: PAY,
    asks: [
      'I found out my coworker makes more than me',
      'new hire gets paid more than me what do I do',
      'is it legal to discuss salary with coworkers',
    ],
    needs: [
      /co-?workers?|colleagues?|new hires?|peers?|teammates?|someone/,
      /makes? more|earns? more|paid (?:more|less)|salar|wage|pay\b/,
    ],
    not: /overpa/,
    answer:
      "It is common, especially when new hires come in at today's market rate, and it is useful information rather than an insult. In the US, most private-sector employees are protected when they discuss pay with colleagues, and many countries have similar rules. Take it to your manager as a market question, not a comparison: what you deliver and what the role pays now.",
    steps: [
      {
        title: 'Frame it as market pay',
        body: '"I\'ve looked at what the market pays for my role now, and given my results I\'d like to review my salary", then give the figure your research supports.',
      },
      {
        title: 'Leave the colleague out of it',
        body: 'Naming them puts them in a difficult spot and turns a pay talk into a fairness dispute.',
      },
    ],
    question: 'How does your role and track record compare with theirs, honestly?',
  },
  {
    id: 'payroll-error',
    coaches: PAY,
    asks: [
      'I think I was overpaid should I keep the money',
      'my company forgot to apply my raise',
      'my paycheck is wrong what do I do',
    ],
    needs: [
      /overpa|paid (?:me )?(?:too much|extra|twice|double)|payroll (?:error|mistake)|forgot .{0,20}(?:raise|pay)|(?:raise|pay(?:check)?|bonus) (?:was|wasn't|isn't|is not|was not|never) (?:applied|wrong|missing|paid)|paycheck is wrong|underpaid me/,
    ],
    answer:
      'Report a payroll error either way, in writing: an overpayment can usually be taken back later (often from a future paycheck, at a worse moment), and an underpayment or a missed raise is owed to you. Payroll fixes these routinely; raising it promptly is what protects you.',
    steps: [
      {
        title: 'Email payroll or HR',
        body: 'Give the pay date, the amount you expected, the amount you received, and ask how and when it will be corrected.',
      },
      {
        title: 'Keep the record',
        body: 'Save your payslips and the reply; if they recover an overpayment, ask for it in instalments.',
      },
    ],
    question: 'Which way is the error, and how much is it?',
    given: {
      kind: 'money',
      question: 'Have you already raised it with payroll or HR, and did they answer in writing?',
    },
  },
  {
    id: 'salary-fair',
    coaches: PAY,
    asks: [
      'is my salary good for my age',
      'am I underpaid',
      'is this a fair salary for my role',
      'is this pay decent or should I aim higher',
    ],
    needs: [
      /salary|pay\b|wage|underpaid|earn|make \$?\d/,
      /age|fair|decent|good|underpaid|normal|enough|low|aim higher|competitive|reasonable/,
    ],
    not: /\braise|increase|negotiat|counter|coworker|colleague/,
    // "Is that fair?" from someone who has just lost their job is about what they were offered
    // on the way out, not about their salary against the market.
    never: ['job-lost'],
    answer:
      'Age is not the benchmark: pay follows the role, the level, the industry and the city. Compare your salary with two or three sources for the same title and location; below the middle of that range, with a good track record, you have a case to raise it or to test the market.',
    steps: [
      {
        title: 'Benchmark properly',
        body: 'Same title, same level of responsibility, same city or remote band; note where you sit in the range.',
      },
      {
        title: 'Test the market once',
        body: 'One or two applications or recruiter conversations tell you what you are worth faster than any survey.',
      },
    ],
    question: 'What is your role and city, and what do you earn now?',
  },
  {
    id: 'contract-rate',
    coaches: PAY,
    asks: [
      'how much should I charge as a contractor',
      'what hourly rate should I ask for freelance',
      'converting salary to a contract rate',
    ],
    needs: [
      /contract|freelanc|1099|consult|self[- ]employ/,
      /rate|charge|hourly|how much|per hour/,
    ],
    answer:
      'A common rule of thumb is to take the equivalent salary, divide by about 2,000 working hours, and multiply by 1.3 to 1.5 (more for short gigs), because as a contractor you pay for your own tax contributions, benefits, holidays, equipment and the weeks without work. Check the rate against what agencies charge for the same skill.',
    steps: [
      {
        title: 'Compute your floor',
        body: 'Salary you want ÷ 2,000 × 1.4 gives a starting hourly rate; add more for short or urgent work.',
      },
      {
        title: 'Check your tax setup',
        body: "Rules for contractors vary by country; your tax office's site explains what you must set aside.",
      },
    ],
    question: 'What salary would the same work pay as an employee where you are?',
  },
];

// ——— Applications and the search ———————————————————————————————————————————————————

const SEARCH: Card[] = [
  {
    id: 'follow-up-application',
    coaches: JOB,
    asks: [
      'how soon should I follow up after applying',
      'is it ok to follow up on my application',
      'should I reach out after submitting an application',
    ],
    needs: [/follow[- ]?up|check in|reach out|contact|call|email/, /appl(?:y|ied|ication|ying)/],
    not: /interview|offer|reapply|apply again|background|verif/,
    answer:
      'Following up is fine, but it rarely changes the outcome of an application sent through a portal: a short note after one to two weeks is the norm, once. What works far better is a message to a person (the hiring manager or someone on the team) in the first few days after you apply.',
    steps: [
      {
        title: 'Find one person',
        body: 'Look up the hiring manager or a team member on LinkedIn and send three lines: the role, why you fit in one sentence, and that you have applied.',
      },
      {
        title: 'Follow up once, then move on',
        body: 'One polite check-in after one to two weeks; after that, put your energy into the next applications.',
      },
    ],
    question: 'How long ago did you apply, and do you know anyone at the company, even loosely?',
  },
  {
    id: 'after-interview-wait',
    coaches: JOB,
    asks: [
      'how long should I wait to hear back after an interview',
      'when should I follow up after the final round',
      'it has been a week since my interview and no response',
      'should I follow up after my interview',
    ],
    needs: [
      /interview|final round|onsite|on-site|second round/,
      /hear back|hear from|heard|follow[- ]?up|how long|no response|no reply|reach out|waiting|update|email them/,
    ],
    not: /\bwhy\b|ghost|silen|thank[- ]?you/,
    answer:
      'One to two weeks after an interview is a normal wait, longer after a final round or around holidays, because decisions need several people and approvals. Follow up once, about a week after they said you would hear or after the interview if they gave no date, with a short note; silence after that usually means they are waiting on another candidate, not that you did something wrong.',
    steps: [
      {
        title: 'Send one short check-in',
        body: '"I enjoyed our conversation about the role and remain very interested. Is there an update on the timeline?"',
      },
      {
        title: 'Keep applying meanwhile',
        body: 'Until an offer is in writing, keep at least two other processes going; it also takes the pressure off the wait.',
      },
    ],
    question: 'Did they give you a timeline at the end of the interview?',
  },
  {
    id: 'ghosting-why',
    coaches: JOB,
    asks: [
      'why do recruiters go silent after a final interview',
      'why do companies ghost candidates',
      'why did the recruiter stop responding',
    ],
    needs: [
      /\bwhy\b|what does (?:it|this|that) mean/,
      /ghost|silen|quiet|no response|not respond|stop(?:ped)? (?:respond|repl|answer|talk)|never (?:heard|hear)|stopped hearing/,
    ],
    answer:
      "Usually it is not about you: the role was paused or its budget frozen, they are waiting on a first-choice candidate's answer, or the recruiter has too many open roles to close every loop. Silence of two weeks after a final round most often means you are the backup or the process stalled; it can still turn into an offer, but plan as if it will not.",
    steps: [
      {
        title: 'Send one last, easy note',
        body: '"I\'m still very interested; if the role has moved on, I\'d be grateful for a quick word so I can plan." People answer a message they can reply to in one line.',
      },
      {
        title: 'Move your attention on',
        body: 'Put the energy into the next two applications; if they come back, you lose nothing.',
      },
    ],
    question: 'How long has it been since your last contact with them, and what did they say then?',
  },
  {
    id: 'job-reposted',
    coaches: JOB,
    asks: [
      'the job I interviewed for was posted again',
      'why would they repost the job after my interview',
      'the position is still up on their website what does that mean',
    ],
    needs: [
      /repost|re-post|posted (?:it )?again|relist|still (?:up|posted|open|listed)|posting (?:is )?(?:still|back)|open again/,
    ],
    answer:
      'A reposted job does not necessarily mean you are out: many systems repost automatically, some roles are filled several times over, and companies often keep a posting up until someone has signed. It can also mean they want a bigger pool before deciding. The only way to know is to ask, once.',
    steps: [
      {
        title: 'Ask directly',
        body: '"I noticed the role was reposted; is my application still under consideration, and is there a timeline?"',
      },
      {
        title: 'Keep other processes going',
        body: 'Treat it as open either way until an offer is in writing.',
      },
    ],
    question: 'How far did you get in their process before you saw it reposted?',
  },
  {
    id: 'reapply',
    coaches: JOB,
    asks: [
      'is it ok to reapply for the same job',
      'can I apply again to a company that rejected me',
      'how long should I wait before reapplying',
    ],
    needs: [/re-?apply|apply again|applying again|apply (?:for|to) (?:it|the same)/],
    answer:
      'Yes: reapplying is normal and rarely held against you, especially after three to six months or when the posting is new. It works best when something has changed (a new skill, a stronger CV, a referral), and for hourly roles a visit or call to the manager often does more than a second online form.',
    steps: [
      {
        title: 'Change one thing',
        body: "Tailor the CV to this posting's wording, or find someone inside to refer you.",
      },
      {
        title: 'Reach a person',
        body: 'For shops and local employers, ask in person for the manager; for offices, message the hiring manager after you apply.',
      },
    ],
    question: 'What has changed since you last applied?',
  },
  {
    id: 'cover-letter-length',
    coaches: JOB,
    asks: [
      'how long should a cover letter be',
      'do I need a cover letter',
      'are cover letters still worth it',
      'does anyone read cover letters',
    ],
    needs: [
      /cover letters?/,
      /long|length|need|necessary|worth|matter|required|bother|read|optional|important|pages?|words/,
    ],
    answer:
      'Three short paragraphs, 250 to 350 words, never more than a page: why this role, the one or two results that prove you can do it, and a closing line. Many recruiters skip them, but a hiring manager at a smaller company, or any posting that asks for one, will read it; when it is optional, a short tailored one helps most when you are changing field or have a gap to explain.',
    steps: [
      {
        title: 'Open with the fit',
        body: 'First sentence: the role, and the one thing that makes you a match. No "I am writing to apply".',
      },
      {
        title: 'Prove it with one result',
        body: "One achievement with a number that matches the posting's main requirement.",
      },
    ],
    question: 'Which role is it for, and what is the one result of yours that matches it best?',
  },
  {
    id: 'cv-length',
    coaches: JOB,
    asks: [
      'how long should my resume be',
      'does my CV have to be one page',
      'is a two page resume too long',
    ],
    needs: [/resume|cv|résumé/, /\bpages?\b|how long|length|too long/],
    not: /gap|how long (?:have|has|ago)|date/,
    answer:
      'One page for early career (under about five to eight years of experience), two pages for experienced people; more only for academic or some government CVs. Length matters less than the first third of page one, which is all many recruiters read first: put your strongest, most relevant results there.',
    steps: [
      {
        title: 'Cut from the old end',
        body: 'Roles older than ten to fifteen years can shrink to one line each, or a short "Earlier roles" list.',
      },
      {
        title: 'Make every bullet earn its line',
        body: 'Keep the ones with a result; drop duties anyone in the role would list.',
      },
    ],
    question: 'How many years of experience are you fitting in, and how long is it now?',
  },
  {
    id: 'cv-dates-age',
    coaches: JOB,
    asks: [
      'should I take graduation dates off my resume',
      'should I remove old jobs so I do not look old',
      'how do I avoid age discrimination on my CV',
    ],
    needs: [
      /resume|cv|résumé|linkedin|application/,
      /graduat|dates?|years? (?:of|i)|age|old jobs|older|too old|ageism/,
      /remove|take .{0,30}(?:off|out)|leave .{0,30}(?:off|out)|omit|hide|include|drop|avoid|put/,
    ],
    not: /gap/,
    answer:
      'Yes, it is common and accepted to leave graduation years off and to show only the last ten to fifteen years of work in detail; it keeps attention on what you do now. Keep the dates of the roles you do list, though: missing job dates look like you are hiding something and draw more questions than age does.',
    steps: [
      {
        title: 'Trim the early years',
        body: 'Detail the last ten to fifteen years; older roles go in one line or an "Earlier experience" list without dates.',
      },
      {
        title: 'Show you are current',
        body: 'Recent tools, a recent course or certificate, and an up-to-date LinkedIn photo and profile answer the unspoken question.',
      },
    ],
    question: 'How many years back does your CV go at the moment?',
  },
  {
    id: 'age-search',
    coaches: JOB,
    asks: [
      'am I too old to get hired',
      'have you experienced age discrimination in hiring',
      'is it harder to find a job in my 50s',
    ],
    needs: [
      /too old|my age|age discrimination|ageism|in my (?:40|50|60)s|over (?:40|45|50|55|60)|older (?:worker|candidate|applicant)s?/,
    ],
    not: /too late|resume|cv\b|salary|pay/,
    answer:
      'Age bias in hiring is real, and searches after 50 do take longer on average, but people are hired at every age, mostly through people who already know their work. What helps most is showing you are current and easy to work with, and going through your network rather than only through job portals.',
    steps: [
      {
        title: 'Lead with your network',
        body: 'List twenty people who have seen your work and tell five of them this week exactly what role you want.',
      },
      {
        title: 'Look current',
        body: 'Recent tools on the CV, a recent course, dates older than fifteen years left off.',
      },
    ],
    question: 'Which kind of role are you going for, and how have you been applying so far?',
  },
  {
    id: 'gap-explain',
    coaches: JOB,
    asks: [
      'how do I explain a gap in my resume',
      'how to explain that I have not worked in two years',
      'what do I say about my employment gap in interviews',
    ],
    needs: [
      /\bgap\b|haven't worked|have not worked|out of work for|time off work|been unemployed for/,
      /explain|resume|cv|interview|address|say|account|cover|handle|word|deal/,
    ],
    answer:
      'Name the gap in one honest sentence, say what you did or learned in it if anything, and move straight to why you are ready now: "I took two years to care for a family member; that is settled, and I have spent the last months refreshing my skills with an online course." Interviewers worry less about the gap than about an evasive answer. Caring, health, study, a layoff and a hard market are all explanations people recognise.',
    steps: [
      {
        title: 'Write your two sentences',
        body: 'What the gap was, and why you are ready now. Practise saying them aloud until they sound matter-of-fact.',
      },
      {
        title: 'Show recent activity',
        body: 'A course, volunteering, freelance or family-business work in the gap can go on the CV as an entry.',
      },
    ],
    question:
      'What was the gap, in a sentence, and what have you done in it that you could mention?',
  },
  {
    id: 'short-job-on-cv',
    coaches: JOB,
    asks: [
      'should I leave a short job off my resume',
      'do I have to put a job I was fired from on my CV',
      'will switching career fields look bad on my resume',
    ],
    needs: [
      /resume|cv|résumé/,
      // "list" only as the choice to list a job ("should I list it"), not "my CV lists duties".
      /leave .{0,30}off|take .{0,30}off|omit|remove|include|put .{0,30}on|\blist (?:it|them|that|this|the|a|my|an?)\b|\blisting\b|look bad|keep .{0,20}on/,
      /job|role|position|stint|months?|weeks?|fired|company|internship|career|field/,
    ],
    // How a line reads (duties, impact, bullets) is the CV review's question, not this one.
    not: /graduat|\bdates?\b|gap|page|impact|duties|bullets?|achievements?/,
    answer:
      'A CV is a marketing document, not a legal record: you may leave off a short or irrelevant job, as long as you do not lie about dates you do list and you disclose it where a form explicitly asks for every employer (some government or background-check forms do). A career change does not look bad when the top of the CV says where you are going and why your past fits it.',
    steps: [
      {
        title: 'Check what leaving it off creates',
        body: 'If leaving it off opens a gap of more than a few months, it is often better to list it in one line.',
      },
      {
        title: 'Frame the move in the summary',
        body: 'Two lines at the top that tie your past roles to the job you want now.',
      },
    ],
    question: 'How long was the job, and what would the gap look like without it?',
  },
  {
    id: 'ats-filter',
    coaches: JOB,
    asks: [
      'do ATS systems filter out my resume',
      'is Jobscan worth it',
      'do I need keywords to get past the bots',
    ],
    needs: [
      /\bats\b|applicant tracking|jobscan|hris|filter(?:ed|s)? (?:me |it |them )?out|keywords?|\bbots?\b|screening software/,
    ],
    answer:
      "Most tracking systems do not reject CVs by themselves; they store and rank them, and a person searches them by keywords. So match the posting's exact wording for skills you really have, and use a simple layout (no tables, columns or text in images) so the text parses. Keyword-scan tools can help you spot missing terms, but no tool beats a referral.",
    steps: [
      {
        title: 'Mirror the posting',
        body: "Use the posting's own names for the tools and skills you have, in your summary and bullets.",
      },
      {
        title: 'Test the parse',
        body: 'Copy your CV into a plain text file: if the order or words come out scrambled, simplify the layout.',
      },
    ],
    question: 'How many applications have you sent, and how many got any reply?',
  },
  {
    id: 'scam-check',
    coaches: [CV, FINANCE, SELF],
    asks: [
      'is this job offer a scam',
      'is this company legit',
      'was this interview sketchy',
      'is this recruiter text real or fake',
    ],
    needs: [
      /\bscam|legit|fake|fraud|sketchy|shady|suspicious|red flags?|too good to be true|pyramid|\bmlm\b/,
    ],
    not: /company (?:culture|is toxic)|coworker|boss|manager is/,
    answer:
      'The signs of a job scam are consistent: you pay for anything (training, equipment, a kit), they send you a cheque to deposit and pass money on, the interview is only by chat, the offer comes without a real interview, or the pay is far above the work. Commission-only "financial" or sales roles that push you to recruit friends are legal but rarely pay. Check the company\'s own website and careers page, and never give bank details or ID numbers before a signed offer from a verified address.',
    steps: [
      {
        title: 'Verify independently',
        body: "Find the company's own site (not the link you were sent), call the main number, and ask whether the recruiter works there.",
      },
      {
        title: 'Refuse any payment',
        body: 'A real employer never asks you to pay or to move money; if they do, stop.',
      },
    ],
    question:
      'What exactly made it feel off to you, the pay, the process, or something they asked you for?',
    signs: {
      list: [
        {
          cue: /\b(?:pay|paid|purchase|buy|fee)\b[^.?!\n]{0,40}\b(?:training|equipment|kit|laptop|starter|software|certification|background check)\b/i,
          name: 'being asked to pay for something before you start',
        },
        {
          cue: /\b(?:deposit\w*)\b[^.?!\n]{0,40}\b(?:cheque|check)\b|\b(?:cheque|check)\b[^.?!\n]{0,40}\bdeposit/i,
          name: 'a cheque to deposit',
        },
        {
          cue: /\b(?:telegram|whats ?app|signal|wickr|wire app|google chat|hangouts)\b|\binterview\w*\b[^.?!\n]{0,40}\b(?:over|by|via|through|on)\s+(?:an? )?(?:app|text|chat|messag\w+)/i,
          name: 'an interview held only in a messaging app',
        },
        {
          cue: /\b(?:offer\w*|hired|got the job)\b[^.?!\n]{0,40}\bwithout\b[^.?!\n]{0,20}\binterview|\bno interview\b/i,
          name: 'an offer without a real interview',
        },
        {
          cue: /\b(?:passport|social security|ssn|bank (?:details|account|info\w*)|driver[’']?s licen[cs]e|id (?:card|number)s?)\b/i,
          name: 'a request for your ID or bank details',
        },
        {
          cue: /\bcommission[- ]only\b|\bmlm\b|\bpyramid\b|\brecruit\w*\b[^.?!\n]{0,30}\b(?:friends|family)\b/i,
          name: 'pay that depends on recruiting people you know',
        },
      ],
      verdict:
        'on that list, so treat it as a scam until the company itself, reached through its own website, confirms the role.',
      question: 'Have you given them any money, ID or bank details so far?',
    },
  },
  {
    id: 'meet-requirements',
    coaches: JOB,
    asks: [
      'should I apply if I do not meet all the requirements',
      'can I apply without the required experience',
      'am I overqualified for this job',
    ],
    needs: [
      /requirements?|qualifications?|qualified|years of experience|required experience/,
      /apply|applying|shot|chance|meet|match/,
    ],
    answer:
      'Apply when you meet roughly 60–70 % of the listed requirements and the core ones (a licence, a language, a must-have skill); postings describe an ideal nobody fully matches. "Years of experience" is the softest requirement of all when you can show the results. Overqualified is a real concern for employers only when they fear you will leave: say why you want this role.',
    steps: [
      {
        title: 'Sort the list',
        body: 'Mark each requirement must-have or nice-to-have; if you have the must-haves, apply.',
      },
      {
        title: 'Cover the gap in one line',
        body: 'In the cover note, name the missing item and how you are closing it.',
      },
    ],
    question: 'Which of the requirements are you missing?',
  },
  {
    id: 'references',
    coaches: JOB,
    asks: [
      'who should I use as references',
      'can all my references be from the same company',
      'how do I get a reference from my current manager when I am job searching in secret',
      'what if I do not have references',
    ],
    needs: [
      /\breferences?\b/,
      /who (?:should|to|do|can)|same (?:company|organi|employer|job|place)|current (?:manager|boss|employer|job)|secret|without (?:any |a )?references|don't have (?:any )?references|no references|only (?:have|one|two)|how many references|use as (?:a )?references?/,
    ],
    not: /referral/,
    answer:
      'Use two or three people who have seen your work recently and will speak well of it: a former manager is best, then a senior colleague, a client, or a teacher for a first job. References from one employer are fine if that is where your recent work was. Nobody expects your current manager to be one while you are searching in secret; say so and offer a former manager or a trusted colleague.',
    steps: [
      {
        title: 'Ask before you list',
        body: 'Ask each one directly, tell them which roles you are going for, and send them two of your results to mention.',
      },
      {
        title: 'Protect your current job',
        body: '"I\'d prefer you not contact my current employer until we are at the offer stage." This is a standard request.',
      },
    ],
    question: 'Who has seen your best work in the last three years?',
  },
  {
    id: 'background-check',
    coaches: JOB,
    asks: [
      'what shows up on a background check',
      'can an employer find out I lied on a background check',
      'will my background check show that I was fired',
    ],
    // The check must be what is asked about, not a detail in a question about something else.
    needs: [
      /background (?:check|screen)\w*[^?]{0,120}\?|\b(?:what|will|would|does|do|can|how long|why)\b.{0,60}background (?:check|screen)|employment verification|verify (?:my )?employment/,
    ],
    answer:
      'A check usually takes a few working days to two weeks, longer over holidays or when a past employer is slow to answer. What it covers depends on the country and the check, but a standard employment check confirms identity, the employers and dates you gave, sometimes job title, education and, where allowed, criminal records; many employers only confirm dates and title, not why you left. What most often sinks an offer is a mismatch with what you wrote, not the past itself, so make your application match what a check will find.',
    steps: [
      {
        title: 'Check your own record first',
        body: 'Compare the dates and titles on your CV with your payslips or contracts and fix any mismatch before the check.',
      },
      {
        title: 'Disclose early',
        body: 'If something will show up, tell the recruiter before the check with one line of context.',
      },
    ],
    question: 'Is there something specific you are worried the check will show?',
  },
  {
    id: 'drug-test',
    coaches: JOB,
    asks: [
      'do they drug test for this job',
      'will a pre-employment drug test check for THC',
      'can I get a job if I smoke weed where it is legal',
    ],
    needs: [
      /drug (?:test|screen)|\bthc\b|marijuana|cannabis|\bweed\b/,
      /employ|job|hir|company|companies|place|onboard|offer|industr/,
    ],
    answer:
      "Practice varies by employer, industry and place: safety-sensitive jobs (driving, machinery, healthcare, federal contracts in the US) usually test and may still screen for THC where it is legal, while many office employers have dropped THC screens. Postings, the offer letter or the company's careers page often say whether there is a test; asking the recruiter what the onboarding steps are is normal.",
    steps: [
      {
        title: 'Ask about onboarding steps',
        body: '"What does the onboarding process involve after an offer?" covers background and drug checks without singling it out.',
      },
      {
        title: 'Check the local rule',
        body: "Some states and cities limit THC testing for most jobs; your state labour department's site says so.",
      },
    ],
    question: 'What kind of job and industry is it?',
  },
  {
    id: 'internal-move',
    coaches: CAREER,
    asks: [
      'should I apply for an internal position',
      'do I need to tell my manager before applying internally',
      'how do I move to another team in my company',
    ],
    needs: [
      /internal(?:ly)?|another (?:team|department)|different (?:team|department)|transfer/,
      /apply|position|role|job|move|tell|manager|switch/,
    ],
    answer:
      'Tell your manager before you apply in most companies; they usually hear anyway, and many internal processes require it. Frame it as growth, not escape: "I\'d like to grow into product work, and I\'ve seen an opening on the product team." Then talk to the hiring manager informally before applying; internal moves are decided far more by that conversation than by the form.',
    steps: [
      {
        title: 'Talk to the hiring manager first',
        body: 'Ask for fifteen minutes about what the role needs, and say what you would bring.',
      },
      {
        title: 'Tell your manager early',
        body: 'Before the application lands, so they hear it from you.',
      },
    ],
    question: 'How is your relationship with your current manager?',
  },
  {
    id: 'secret-search',
    coaches: JOB,
    asks: [
      'will my boss find out I am looking for a new job',
      'how do I job search while employed without my employer knowing',
      'can I interview while still employed',
    ],
    needs: [
      /boss|manager|employer|company|work/,
      /find out|secret|quietly|without (?:them|my \w+) know/,
      /looking for|job search|job hunt|search(?:ing)? for|apply|interview|linkedin|open to work/,
    ],
    not: /reference/,
    answer:
      'Searching while employed is normal and recruiters expect discretion: they will not contact your employer without asking. Use your personal email and phone, interview outside working hours or on leave, and on LinkedIn use the "open to work" setting visible to recruiters only rather than the public banner.',
    steps: [
      {
        title: 'Keep it off work systems',
        body: 'No company laptop, email or printer for applications; take calls from your car or a walk.',
      },
      {
        title: 'Book interviews around your day',
        body: 'Early morning, lunch or late afternoon slots are normal requests; "I have a prior commitment" is enough at work.',
      },
    ],
    question: 'What is pushing you to look now?',
  },
  {
    id: 'holiday-hiring',
    coaches: JOB,
    asks: [
      'does hiring slow down over the holidays',
      'will Christmas delay the hiring decision',
      'should I apply in December',
    ],
    needs: [
      /holiday|christmas|xmas|december|new year|thanksgiving|end of (?:the )?year|festive/,
      /hir|hear|respon|delay|slow|follow|wait|decision|offer|appl/,
    ],
    answer:
      'Yes: from mid-December to the first week of January decisions slow down because approvers are away, so add one to two weeks to any timeline you were given. It is not a bad sign. Applying then is fine, and often less crowded; many budgets open in January and hiring picks up fast.',
    steps: [
      {
        title: 'Follow up after the break',
        body: 'Send a short check-in in the first full working week of January.',
      },
      {
        title: 'Use the quiet weeks',
        body: 'Prepare your CV and a list of companies so you can apply early when budgets open.',
      },
    ],
    question: 'When did they say you would hear, before the holidays?',
  },
  {
    id: 'market-hard',
    coaches: JOB,
    asks: [
      'why is it so hard to find a job right now',
      'what is happening with the job market',
      'why can I not get hired anywhere',
    ],
    needs: [
      /\bwhy\b|what(?:'s| is) (?:happening|going on)|how come/,
      /job market|hard to (?:find|get) (?:a )?(?:job|work)|can't (?:find|get) (?:a )?(?:job|work|hired)|get hired|no one (?:is )?hiring|nobody (?:is )?hiring/,
    ],
    answer:
      'Online postings now draw hundreds of applicants each, so a cold application has a low chance even for a good fit, often one or two interviews per fifty to a hundred applications. The people getting hired fastest apply to fewer, better-matched roles, tailor the top of the CV to each, and get referred. If you are getting no interviews at all, the CV or the target roles need to change; if you get interviews but no offers, the interviews do.',
    steps: [
      {
        title: 'Find where it breaks',
        body: 'Count applications, replies, interviews and offers for the last two months; the step with the biggest drop is what to fix.',
      },
      {
        title: 'Shift to referrals',
        body: 'Half your time on contacting people in target companies, half on applications.',
      },
    ],
    question: 'Roughly how many applications have you sent, and how many got an interview?',
  },
  {
    id: 'recruiters-how',
    coaches: JOB,
    asks: [
      'how do recruiters and headhunters work',
      'how do I find a recruiter',
      'do I have to pay a staffing agency or placement fee',
    ],
    needs: [
      /how (?:do|does) (?:recruiters|headhunters|they|staffing|agencies|it) work|find (?:a )?(?:good )?(?:recruiter|headhunter)|(?:recruiter|headhunter|agenc)\w* .{0,30}(?:fee|charge|worth)|placement fee|headhunters?/,
    ],
    not: /ghost|silen|stop(?:ped)? respond/,
    answer:
      'External recruiters are paid by the employer, usually a share of your first-year salary, so a legitimate one never charges you; be wary of any "placement fee" taken from your pay. They work for the company, so they help most when your profile fits roles they are filling now. Find them by searching LinkedIn for recruiters who specialise in your field and city, and by answering the ones who contact you.',
    steps: [
      {
        title: 'Make yourself findable',
        body: 'A LinkedIn headline with your target title and city, and "open to work" set to recruiters only.',
      },
      {
        title: 'Read any agency contract',
        body: 'Check for fees, long exclusivity terms or a charge if you leave early before you sign.',
      },
    ],
    question: 'What kind of role and field would you want a recruiter to put you forward for?',
  },
  {
    id: 'interview-dress',
    coaches: JOB,
    asks: [
      'what should I wear to an interview',
      'do I need a suit for a retail interview',
      'what to wear for a video interview',
    ],
    needs: [/\bwear\b|dress|attire|suit\b|clothes|outfit/, /interview/],
    answer:
      'Dress one step smarter than the people who work there: clean, neat everyday clothes for retail, warehouse or fast food, smart-casual (a collared shirt or blouse) for most offices, a suit only for finance, law, sales or when the company is formal. Nobody needs new clothes to start applying; tidy and well-fitting matters more than the price.',
    steps: [
      {
        title: 'Check the company',
        body: 'Look at photos of staff on their site or social media, then go one notch smarter.',
      },
      {
        title: 'Prepare one outfit',
        body: 'One clean, ironed set you can wear to any interview removes a worry for the whole search.',
      },
    ],
    question: 'What kind of job and workplace is the interview for?',
  },
];

// ——— Interviews ————————————————————————————————————————————————————————————————————

const INTERVIEWS: Card[] = [
  {
    id: 'tell-me-about-yourself',
    coaches: JOB,
    asks: [
      'how do I answer tell me about yourself',
      'how should I introduce myself in an interview',
    ],
    needs: [
      /tell me about yourself|introduce (?:myself|yourself)|walk me through your (?:resume|cv|background)/,
    ],
    answer:
      'Answer in about a minute, as present, past, future: what you do now and your strongest result, the one or two earlier steps that led here, and why this role is the natural next one. It is not your life story; it is the trailer for why they should hire you.',
    steps: [
      {
        title: 'Write it in three sentences',
        body: 'Now (role and a result), before (what built your skills), next (why this role).',
      },
      {
        title: 'Say it aloud five times',
        body: 'Time it; cut anything past 90 seconds.',
      },
    ],
    question:
      'What is the role, and what is the result you are proudest of from your current or last job?',
  },
  {
    id: 'weakness-question',
    coaches: JOB,
    asks: ['what should I say for my greatest weakness', 'how do I answer the weakness question'],
    needs: [/weakness/, /interview|answer|question|greatest|biggest|\bask/, /\b(?:i|my|me)\b/],
    answer:
      'Pick a real weakness that is not central to the job, give a short example, and spend most of the answer on what you do about it: "I used to take on too much myself; I now agree priorities with my manager every Monday and delegate earlier." Avoid disguised strengths like "I work too hard": interviewers hear them as evasive.',
    steps: [
      {
        title: 'Choose one honest weakness',
        body: 'Something true and fixable (public speaking, delegating, saying no), not a core skill of the role.',
      },
      {
        title: 'Add the fix and the progress',
        body: 'One sentence on what you changed, one on the result.',
      },
    ],
    question: 'What is a weakness you have genuinely worked on in the last year or two?',
  },
  {
    id: 'why-leaving',
    coaches: JOB,
    asks: [
      'what do I say when they ask why I left my last job',
      'why are you leaving your current job how to answer',
      'how to explain why I left a company that downsized',
    ],
    needs: [
      /why (?:i|you|did you|are you|did i|am i)? ?(?:left|leave|leaving|quit)|reason for leaving|why i'm leaving/,
      /interview|ask|answer|say|explain|question|tell/,
    ],
    not: /fired|let go|terminated|sacked|the sack/,
    answer:
      'Keep it short, true and forward-looking: one sentence on the reason, then why this role fits what you want next. "The company restructured and my team was reduced; I\'m looking for a role with more ownership of client work, which is why this one interests me." Never criticise a former employer, even when it is deserved.',
    steps: [
      {
        title: 'Write your one-line reason',
        body: 'Growth, restructuring, relocation, a better fit: true, neutral, one sentence.',
      },
      {
        title: 'Pivot to this role',
        body: 'Follow it at once with what draws you to their job.',
      },
    ],
    question: 'What is the real reason, in a sentence, so we can word it well?',
  },
  {
    id: 'explain-fired',
    coaches: JOB,
    asks: [
      'how do I explain getting fired in an interview',
      'what do I say when asked why I was let go',
      'how to word being terminated on an application',
    ],
    needs: [
      /fired|let go|terminated|sacked|the sack|dismissed|termination/,
      /interview|explain|application|how (?:do|should|can) i (?:word|say|handle|answer)|future employer|new employer|next job/,
    ],
    not: /why (?:was|did|am) i|will i|about to|going to|am i being/,
    answer:
      'Be brief and honest, take responsibility for your part, and show what changed: "The role was not a good fit and I was let go after six months. I learned that I work best with clear goals, which is why I asked about that today." Many employers confirm only dates and title, but do not lie if asked directly; a lie found later costs more than the firing.',
    steps: [
      {
        title: 'Script three sentences',
        body: 'What happened (neutral), what you learned, why it will not repeat. Say it calmly, then stop.',
      },
      {
        title: 'Line up a good reference',
        body: 'A former manager or colleague from before or after that job balances the story.',
      },
    ],
    question: 'What was the reason they gave for letting you go?',
  },
  {
    id: 'failure-question',
    coaches: JOB,
    asks: [
      'is a failure story risky in an interview',
      'how do I answer tell me about a time you failed',
      'what mistake should I talk about in an interview',
    ],
    needs: [
      /fail|mistake|conflict|disagree/,
      /interview question|tell (?:me )?about a (?:time|failure|mistake)|(?:failure|mistake|conflict) (?:story|question)|(?:talk|answer|question|speak) about (?:a )?(?:failure|mistake|conflict)|in (?:an|the|my|job) interviews?/,
    ],
    answer:
      'A real failure is not risky; a fake one or a blame story is. Choose a genuine, medium-sized failure (not one that hurt someone or broke the law), own your part in one sentence, and spend most of the answer on what you did next and what you do differently now. Interviewers ask it to see self-awareness and recovery, not perfection.',
    steps: [
      {
        title: 'Use STAR, weighted to the end',
        body: 'Situation and task in two sentences, your action, then the result and the lesson: half the answer.',
      },
      {
        title: 'End on the change',
        body: '"Since then I always …" with a concrete habit.',
      },
    ],
    question: 'Which failure comes to mind first, and what did you do right after it?',
  },
  {
    id: 'questions-to-ask',
    coaches: JOB,
    asks: [
      'what questions should I ask at the end of an interview',
      'what questions do you ask the interviewer to make sure the job is right for you',
    ],
    needs: [/questions?/, /\bask\b/, /interview|end of|hiring manager|employer/],
    not: /salary|weakness|tell me about yourself/,
    answer:
      'Ask two or three questions that show you are thinking about doing the job and that tell you whether you want it: "What would success look like in the first 90 days?", "What is the hardest part of this role?", and "Why is the role open?" Asking the manager how the team gives feedback and how people have grown in the role reveals the culture better than any question about culture.',
    steps: [
      {
        title: 'Prepare five, ask three',
        body: 'Some will be answered during the interview; keep the rest.',
      },
      {
        title: 'Close with next steps',
        body: '"Is there anything about my background you would like me to clarify?" then "What are the next steps?"',
      },
    ],
    question: 'What matters most to you in your next job, so we can turn it into a question?',
  },
  {
    id: 'no-experience-interview',
    coaches: JOB,
    asks: [
      'what do I say in an interview when I have no relevant experience',
      'how do I interview without experience or education',
    ],
    needs: [
      /no (?:relevant |real |work |job )?experience|without (?:any )?experience|little experience|lack of experience|no (?:degree|education)/,
      /interview|say|answer|explain|sell/,
    ],
    answer:
      'Interviewers for entry roles hire for reliability, willingness to learn and the transferable skills you already have: turning up on time, handling customers, working in a team, learning a tool fast. Bring two short true stories from school, volunteering, sport, caring or any job that show those, and say plainly that you want to learn this work.',
    steps: [
      {
        title: 'Pick two stories',
        body: 'One where you were reliable under pressure, one where you learned something quickly.',
      },
      {
        title: 'Name why this job',
        body: 'One sentence on why this role and company, so enthusiasm fills the experience gap.',
      },
    ],
    question:
      'What have you done (school, volunteering, sport, family) that needed you to be reliable or to learn fast?',
  },
  {
    id: 'thank-you-note',
    coaches: JOB,
    asks: [
      'should I send a thank you email after the interview',
      'what to write in a thank you note after an interview',
    ],
    needs: [
      /(?:should|do) i (?:send|write)|send(?:ing)? (?:a |them a )?thank|what (?:to|should i|do i) (?:write|say)|how (?:to|do i|should i) (?:write|word)|thank[- ]you (?:notes?|emails?) (?:matter|necessary|worth|needed|expected)/,
      /thank/,
    ],
    answer:
      'Yes, send one within 24 hours: it rarely decides an offer on its own, but it is expected in many places and can tip a close call. Keep it to three or four lines, by email, with one specific thing from the conversation and one line on why you are a fit.',
    steps: [
      {
        title: 'Write four lines',
        body: 'Thank them for their time, name one topic from the conversation you enjoyed, say in one sentence why it confirmed your interest, and close with "I look forward to hearing about next steps."',
      },
    ],
    question: 'What was the most interesting part of the conversation you could mention?',
  },
  {
    id: 'interview-went-badly',
    coaches: JOB,
    asks: [
      'I think I bombed the interview',
      'why do I get rejected from interviews that went well',
      'why do I get offers from interviews I thought went badly',
    ],
    needs: [
      /interviews?/,
      /bomb|went (?:badly|bad|terribly|poorly|well|great)|blew it|messed up|felt (?:great|good|bad)|think i failed/,
    ],
    answer:
      "How an interview felt is a weak signal: you judge your own nerves, they judge you against other candidates and the role's needs, and an easy, friendly chat sometimes means they had already decided. A hard interview often means they were testing someone they took seriously. Write down the questions that went badly while you remember them; that is the part you control.",
    steps: [
      {
        title: 'Debrief in ten minutes',
        body: 'Note each question, your answer, and what you would say next time.',
      },
      {
        title: 'Send the follow-up anyway',
        body: 'A short thank-you, adding one point you wish you had made.',
      },
    ],
    question: 'Which question do you feel went worst?',
  },
  {
    id: 'mention-other-interviews',
    coaches: JOB,
    asks: [
      'should I tell a company I am interviewing elsewhere',
      'should I mention my interview with another company',
    ],
    needs: [
      /mention|tell|say|bring up|let .{1,20} know/,
      /(?:other|another|different) (?:interview|compan|employer|process|opportunit)|interviewing elsewhere|interviewing with other/,
    ],
    not: /offer/,
    answer:
      'Yes, when they ask, and when you need them to move faster: "I\'m in other processes, and this role is my first choice." It signals that others value you and it is expected. You do not need to name the company, and you should not invent interviews you do not have.',
    steps: [
      {
        title: 'Keep it to one sentence',
        body: 'Where you are in other processes, and where this one ranks for you.',
      },
    ],
    question: 'How far along are the other processes?',
  },
];

// ——— Leaving a job —————————————————————————————————————————————————————————————————

const LEAVING: Card[] = [
  {
    id: 'notice-period',
    coaches: JOB,
    asks: [
      'how much notice do I have to give',
      'do I need to give two weeks notice',
      'is two weeks notice enough',
    ],
    needs: [
      /notice|two weeks|2 weeks/,
      /how much|how long|how many|enough|required|need to|have to|do i (?:give|need)|without (?:giving )?(?:any )?notice|repercussion/,
    ],
    not: /\boffer\b.{0,20}(?:notice|deadline)/,
    answer:
      'Give what your contract says; where it says nothing, two weeks is the custom in the US and anything longer is a courtesy, while in the UK and much of Europe a contractual notice of one to three months is common and binding. Leaving without notice is usually legal under at-will employment but can cost you a reference, unused-leave payouts under some policies, and a rehire.',
    steps: [
      {
        title: 'Check your contract or handbook',
        body: 'Find the notice clause and whether unused leave is paid out.',
      },
      {
        title: 'Resign in writing',
        body: 'A short letter or email with your last working day, after telling your manager in person.',
      },
    ],
    question: 'What does your contract say about notice, and when does your new job start?',
  },
  {
    id: 'tell-boss-leaving',
    coaches: JOB,
    asks: [
      'how do I tell my boss I am leaving',
      'how to resign without feeling guilty',
      'how do I quit a job I have been at for a long time',
      'tips on giving my notice or resignation',
    ],
    needs: [
      /tell|inform|break (?:it|the news)|let .{1,20} know|resignation|hand in|(?:giv|turn|put)(?:e|ing)? (?:in )?(?:my |your |a )?(?:two weeks'? |2 weeks'? )?notice|leave (?:a|the|my) job/,
      /boss|manager|supervisor|employer|resign|quit(?:ting)?|leav(?:e|ing)|notice/,
      /\bhow\b|best way|right way|tips/,
    ],
    not: /without (?:a|another|any) (?:job|offer)|nothing lined up|too soon|so soon|after (?:only |just )?(?:a|one|two|\d+) (?:days?|weeks?|months?)|counter[- ]?offer|notice period|how much notice|unemployment/,
    answer:
      "Tell your manager first, in person or on a call, before anyone else at work, then follow with a short written resignation giving your last day. You owe notice and a clean handover, not a justification: \"I've accepted another role and my last day will be the 14th. I'm grateful for what I've learned here and I'll make the handover as smooth as I can.\" Feeling guilty after a long time is normal; people leave good jobs every day, and good managers know it.",
    steps: [
      {
        title: 'Book ten minutes',
        body: 'Say it in the first minute, thank them, then move to the handover plan.',
      },
      {
        title: 'Bring a handover list',
        body: 'Your open work and who could take each piece; it turns the talk into logistics.',
      },
    ],
    question: 'Do you have your new role signed, and what is your notice period?',
  },
  {
    id: 'quit-early',
    coaches: JOB,
    asks: [
      'is it bad to quit a job after a month',
      'should I quit my new job after a few weeks',
      'how do I leave during probation',
    ],
    needs: [
      /quit|leav|resign|walk out/,
      /so soon|too soon|after (?:only |just )?(?:a|one|two|three|four|five|six|\d+|a few|a couple(?: of)?) (?:days?|weeks?|months?)|(?:a|one|two|three|\d+|a few) (?:days?|weeks?|months?) in\b|probation|new job|just started|first (?:week|month)/,
    ],
    not: /notice period|how much notice|unemployment/,
    answer:
      'Leaving within the first weeks or months is more common than people admit and is rarely a career problem if it happens once: you can leave it off the CV or explain it in a sentence. Before you go, check whether it is the job itself or the first-month adjustment; most new jobs feel worst around weeks two to six. If the role is clearly not what was offered, or it harms your health, leaving early is the right call.',
    steps: [
      {
        title: 'Name what is wrong',
        body: 'Write down whether it is the work, the people, the pay or the hours, and whether any of it could change in the next two months.',
      },
      {
        title: 'Line up the next step first',
        body: 'If you can, apply elsewhere before resigning; give the notice your contract or probation terms set.',
      },
    ],
    question:
      'What is making you want to leave, the work itself, the people, or how the job was sold to you?',
  },
  {
    id: 'current-counteroffer',
    coaches: PAY,
    asks: [
      'should I accept a counter offer from my current employer',
      'my boss made a counter offer when I resigned',
    ],
    needs: [
      /counter[- ]?offer|match(?:ed)? (?:the|my|their) offer|asked me to stay|offered (?:me )?(?:more|a raise) to stay/,
    ],
    not: /what number|how much should i counter/,
    answer:
      'Be careful with a counter-offer: it fixes the pay, but rarely the reasons you started looking, and many people who accept one leave within a year or two anyway. Accept only if money was truly the main reason and the other issues will change too, in writing; otherwise thank them and leave as planned.',
    steps: [
      {
        title: 'List why you looked',
        body: 'If more than pay is on the list, ask whether the counter-offer fixes those too.',
      },
      {
        title: 'Decide within a day or two',
        body: 'Keep your word to the new employer unless the counter is clearly better on every point that matters to you.',
      },
    ],
    question: 'Apart from the pay, what made you start looking?',
  },
  {
    id: 'quit-no-job',
    coaches: [SELF, CV, FINANCE, STRESS],
    asks: [
      'should I quit without another job lined up',
      'is it ok to quit my job with nothing lined up',
    ],
    needs: [
      /quit|leave|resign/,
      /without (?:a |another |any |having a )?(?:new )?(?:job|offer|something|anything)|nothing lined up|no job lined up|before (?:i have|finding|getting) (?:a |another )?(?:new )?job/,
    ],
    answer:
      'It can be the right call, when the job is hurting your health or you have the savings: a common rule is three to six months of expenses, more in a slow market, because searches often take three to six months. Unemployment benefits are usually not paid if you quit voluntarily (rules vary by country and state). If you can hold on a few more weeks, searching while employed gives you more leverage.',
    steps: [
      {
        title: 'Count your runway',
        body: 'Savings ÷ monthly essential costs = months you can search. Under three is risky.',
      },
      {
        title: 'Start the search before the notice',
        body: 'Update your CV and tell five contacts what you want now, so the search is already moving when you leave.',
      },
    ],
    question: 'How many months of essential costs could you cover from savings?',
  },
  {
    id: 'exit-interview',
    coaches: JOB,
    asks: ['should I be honest in my exit interview', 'what do I say in an exit interview'],
    needs: [/exit interview/],
    answer:
      "Be honest but measured: give one or two constructive, factual points you would say to your manager's face, not a list of grievances. Exit interviews rarely change much, and you may need a reference from these people later; anything serious (harassment, safety) belongs in writing to HR, with or without the interview.",
    steps: [
      {
        title: 'Prepare two points',
        body: 'One thing that worked, one that should change, each with a fact.',
      },
    ],
    question: 'Is there something serious you want on record, or mostly general feedback?',
  },
  {
    id: 'second-job',
    coaches: [BALANCE, FINANCE, CV],
    asks: [
      'how do people work two jobs',
      'do I have to tell my employer I have a second job',
      'can I say I am unavailable on certain days because I picked up another job',
    ],
    needs: [
      /(?:second|two|2|another|other|side|part[- ]time) (?:jobs?|gig)|picked up another job|moonlight|work(?:ing)? (?:more than one|multiple) jobs/,
      /tell|allowed|schedul|manage|employer|legal|unavailable|how do|how can|balance|work/,
    ],
    answer:
      'Most employers do not need to know about a second job unless your contract has an exclusivity or conflict-of-interest clause, it competes with them, or it affects your availability. Scheduling works best when you give each employer fixed availability in writing ("I can work Monday to Thursday") rather than asking week by week. Watch your total hours and sleep: two jobs are sustainable for a season, rarely for years.',
    steps: [
      {
        title: 'Read your contract',
        body: 'Look for "exclusivity", "outside employment" or "conflict of interest".',
      },
      {
        title: 'Set fixed availability',
        body: '"From next month I\'m available Monday to Thursday." Stated as a fact, not a request for permission.',
      },
    ],
    question: 'How many hours a week would the two jobs add up to?',
  },
  {
    id: 'start-date',
    coaches: JOB,
    asks: ['can I ask to delay my start date', 'is it ok to push back my start date'],
    needs: [
      /start(?:ing)? date|start (?:a month|later|in)/,
      /delay|push|move|later|postpone|change|negotiat|ask/,
    ],
    answer:
      'Yes, asking to start later is common and rarely costs an offer when you ask early and give a reason: notice at your current job, a move, or a planned break. Two to four weeks later is an easy ask; a month or more needs a good reason and some flexibility from you, such as an earlier onboarding call.',
    steps: [
      {
        title: 'Ask before you sign',
        body: '"I\'m delighted to accept. To hand over my current role properly, could we set the start date for the 3rd?"',
      },
    ],
    question: 'How much later would you like to start, and why?',
  },
  {
    id: 'time-off-new-job',
    coaches: [BALANCE, CV],
    asks: [
      'can I ask for time off at a new job',
      'how soon can I request vacation after starting',
      'I have a trip planned before I start can I still take it',
    ],
    needs: [
      /\bpto\b|vacation|time off|days off|holiday|leave/,
      /ask|request|take|book|planned/,
      /new job|just started|first (?:year|months?|weeks?)|before (?:i )?start|offer|hired/,
    ],
    answer:
      "Pre-planned time off is best raised at the offer stage, when most employers will simply honour it; after starting, it is normal to wait until you have a sense of the team's rhythm, often a month or two, before asking for a week. Give as much notice as you can and offer a plan for covering your work.",
    steps: [
      {
        title: 'Raise it now, in writing',
        body: '"I have a trip booked from the 10th to the 14th; I\'d like to confirm that works, unpaid if needed."',
      },
    ],
    question: 'Is the time off already booked, and have you started yet?',
  },
];

// ——— The workplace: rules, reviews, colleagues ——————————————————————————————————————

const WORKPLACE: Card[] = [
  {
    id: 'at-will',
    coaches: WORK,
    asks: [
      'what does at will employment mean',
      'can they fire me for no reason in an at will state',
    ],
    needs: [/at[- ]?will/],
    answer:
      'At-will employment, the default in almost every US state, means either side can end the job at any time, for any reason or none, without notice, except for an illegal reason: discrimination, retaliation for reporting a problem or taking protected leave, and a few others. A contract, a union agreement or a company policy can add protection. Outside the US the default is different: most countries require a fair reason and notice.',
    steps: [
      {
        title: 'Check what you signed',
        body: 'A contract or handbook may promise notice, a process or severance.',
      },
      {
        title: 'Know where to ask',
        body: 'Your state labour department or a free employment-law clinic can say whether a firing was illegal.',
      },
    ],
    question: 'Is this a general question, or did something happen at your job?',
  },
  {
    id: 'non-compete',
    coaches: WORK,
    asks: [
      'is my non compete enforceable',
      'can a non compete stop me from working for a competitor',
    ],
    needs: [/non[- ]?compete|noncompete|non[- ]?solicit|restrictive covenant/],
    answer:
      'It depends heavily on where you work: some places (California, for example) void most non-competes, many others enforce them only if they are reasonable in time (often 6–12 months), area and scope, and protect a real business interest. Non-solicitation clauses (not poaching clients or staff) are enforced more often than non-competes. Only a local employment lawyer can say whether yours holds; many offer a short first consultation.',
    steps: [
      {
        title: 'Read the exact clause',
        body: 'Note its length, the area, what work it bars, and whether you were paid anything for it.',
      },
      {
        title: 'Ask the new employer',
        body: 'Many have dealt with the same clause and some will cover a legal review.',
      },
    ],
    question: 'What does the clause bar you from, and for how long?',
  },
  {
    id: 'severance',
    coaches: PAY,
    asks: [
      'am I entitled to severance',
      'can I negotiate my severance package',
      'should I sign the severance agreement',
    ],
    // The same document goes by other names: a settlement or compromise agreement (UK), a
    // termination or separation agreement, an exit package.
    needs: [
      /severance|redundancy pay|(?:separation|settlement|compromise|termination|exit) (?:agreement|package|deal)/,
    ],
    answer:
      'Whether you are owed severance depends on the country and your contract: in the US it is usually voluntary unless a contract or policy promises it, while many other countries set a statutory minimum. A severance offer is often negotiable, especially when it asks you to waive claims; you usually have days or weeks to sign, so read it fully and ask for more time, notice pay or a reference if you need them. In the UK a settlement agreement only binds you once an independent adviser has signed it off, and employers usually contribute to that advice.',
    steps: [
      {
        title: 'Do not sign on the spot',
        body: 'Ask how long you have to consider it; take it home.',
      },
      {
        title: 'Ask for one or two things',
        body: 'Extra weeks of pay, health cover for longer, an agreed reference, or how the exit is described.',
      },
    ],
    question: 'What have they offered, and how long have you been there?',
  },
  {
    id: 'unemployment-benefits',
    coaches: [FINANCE, CV, SELF],
    asks: [
      'can I get unemployment if I quit',
      'am I eligible for unemployment benefits if I was fired',
      'how do I file for unemployment',
    ],
    needs: [
      /unemployment|jobseeker|\bei\b|dole|benefits/,
      /qualify|eligible|get|collect|file|claim|apply|can i|will i|entitled/,
    ],
    not: /health benefits|benefits package|company benefits/,
    answer:
      'Rules vary by country and, in the US, by state, but the pattern is similar: people laid off or let go through no serious fault of their own usually qualify; people who quit usually do not, unless they had good cause (unsafe conditions, a big pay cut, harassment); people fired for misconduct often do not. Apply as soon as the job ends: the agency decides, and a refusal can be appealed.',
    steps: [
      {
        title: 'File straight away',
        body: "Your state or national unemployment agency's website; have your last employer's details and your dates ready.",
        only: ['job-ended'],
      },
      {
        title: 'Check the rules before you act',
        body: "Read your state or country agency's page on leaving and eligibility before you resign or sign anything; if the job does end, file on that day, since most claims pay from the date you apply.",
        never: ['job-ended'],
      },
      {
        title: 'Keep records',
        body: 'Save the termination letter or messages; they matter if your employer contests the claim.',
      },
    ],
    question:
      'How did the job end, or how would it end, a layoff, a dismissal, or your own resignation?',
  },
  {
    id: 'pip',
    coaches: WORK,
    asks: [
      'what does a performance improvement plan mean',
      'can I survive a PIP',
      'I was put on a PIP what do I do',
    ],
    needs: [/\bpip\b|performance improvement plan|improvement plan/],
    // In the UK, PIP is also a disability benefit.
    not: /disabilit|benefit|payments|allowance/,
    answer:
      'A PIP is a formal warning with goals and a deadline, usually 30 to 90 days. Some are a genuine chance to get back on track; many are the documented first step towards letting someone go, so treat it as both: do everything it asks, and start looking quietly. Ask for the goals to be specific and measurable, and confirm progress in writing every week.',
    steps: [
      {
        title: 'Make the goals measurable',
        body: 'For each goal, ask: "What exactly will success look like by the end date?" Get the answers in writing.',
      },
      {
        title: 'Weekly written check-ins',
        body: 'Two lines to your manager each Friday: what you delivered against each goal.',
      },
      {
        title: 'Start your search now',
        body: 'Update your CV this week; having options takes the fear out of the meetings.',
      },
    ],
    question:
      'Are the goals in your plan specific, and do you think they are achievable in the time?',
  },
  {
    id: 'probation',
    coaches: WORK,
    asks: [
      'what happens during probation',
      'can they fire me during my probation period',
      'how do I pass probation',
    ],
    needs: [/probation(?:ary)?/],
    not: /quit|leav|resign/,
    answer:
      'Probation, often three to six months, is a period in which either side can end the job with shorter notice and less process. Passing it is mostly about being reliable, learning fast and asking for feedback early; a mid-probation check-in with your manager is the best way to avoid surprises.',
    steps: [
      {
        title: 'Ask for a check-in now',
        body: '"Could we take fifteen minutes to check how I\'m doing against what you expect by the end of probation?"',
      },
      {
        title: 'Keep a short log',
        body: 'What you delivered each week; it makes the end-of-probation review easy.',
      },
    ],
    question: 'How far into your probation are you, and have you had any feedback yet?',
  },
  {
    id: 'about-to-be-fired',
    coaches: WORK,
    // Someone on a performance plan gets the plan's answer (the PIP card), not the dismissal one.
    never: ['on-plan'],
    asks: [
      'am I about to be fired',
      'is this a sign I am being let go',
      'am I being quietly pushed out',
    ],
    needs: [
      /(?:about to|going to|gonna|will i|am i (?:being|getting|going to)|sign .{0,30}|signs .{0,30}|likely to) (?:be )?(?:fired|let go|laid off|terminated|pushed out)|quiet(?:ly)? fir|silently fired|being (?:pushed|managed) out/,
    ],
    answer:
      'The usual signs are a sudden shift to written-only feedback, a formal warning or PIP, being left out of meetings and projects, your work being handed to others, or an unexplained meeting with HR on the calendar. None proves it on its own. The fastest way to know is to ask your manager directly how they see your performance, and to prepare as if the answer were bad.',
    steps: [
      {
        title: 'Ask directly',
        body: '"I\'d like to make sure I\'m meeting your expectations. How do you see my performance right now?"',
      },
      {
        title: 'Prepare quietly',
        body: 'Update your CV, save copies of your own reviews and praise (not company files), and check your savings.',
      },
    ],
    question: 'What has changed recently that makes you think so?',
  },
  {
    id: 'visa-work',
    coaches: [CV, SELF],
    answersStatus: true,
    asks: [
      'does my visa let me work',
      'can my spouse work on a dependent visa',
      'will employers sponsor my visa',
      'do I need to mention that I need sponsorship',
    ],
    needs: [
      /\bvisas?\b|work permit|sponsor|h-?1b|h-?4|\bopt\b|green card|\bf-?1\b|residence permit|right to work|work authori[sz]ation/,
      /\b(?:can|does|do|will|would|allow|let|am i allowed)\b.{0,40}\b(?:work|sponsor|hire)|sponsorship|visa process|work permit|right to work|work authori[sz]ation/,
    ],
    answer:
      'Whether a visa allows work depends entirely on the country and the visa type: some dependant or spouse visas include full work rights, some need a separate permit, and student visas usually limit hours or the kind of job. The official immigration website of the country, or an immigration lawyer, is the only reliable source; your visa document often states the conditions. On applications, answer sponsorship questions truthfully: a wrong answer can end an offer later.',
    steps: [
      {
        title: 'Read the conditions on the visa itself',
        body: 'The permit or the decision letter usually says whether work is allowed and with what limits.',
      },
      {
        title: 'Target sponsors',
        body: 'If you need sponsorship, look at employers who sponsored for similar roles before; public sponsor lists exist in several countries.',
        // Not for a question whether the member may work at all.
        never: ['legal-status'],
      },
    ],
    question: 'Which country is it, and what kind of visa do you (or your partner) hold?',
  },
  {
    // Chosen whenever the member asks whether a visa, permit or status lets them work (status.ts),
    // whatever else the question names: the answer is never "go ahead", it is where to be sure.
    id: 'work-authorisation',
    coaches: [CV, SELF],
    only: ['legal-status'],
    answersStatus: true,
    asks: [
      'am I allowed to work on a student visa',
      'can I take a cash job while my permit is pending',
      'can I work while my visa application is processed',
    ],
    needs: [
      /\bvisas?\b|permit|immigration|asylum|refugee|work authori[sz]ation|right to work|status/,
    ],
    answer:
      "Do not start the work until you know for certain that your status allows it. Working without permission, even a few paid shifts, a cash job or freelance work for a client abroad, can cost you the visa or permit you hold and count against later applications, and a manager's or client's word does not change what the permit says. The rules depend on the country and the exact status: student permits often allow limited hours or only some kinds of work, some dependant permits include work and others do not, and a renewal filed in time keeps the right to work in some systems and not in others. The sure answer is in the conditions on your permit and on the immigration authority's official website; students can ask their school's international student office, and an accredited immigration adviser or lawyer (often free through universities and charities) can confirm it for your case.",
    steps: [
      {
        title: 'Read the conditions on your permit',
        body: 'The card or the decision letter usually states whether you may work, how many hours and for whom; keep a copy of that line.',
      },
      {
        title: 'Ask the office that knows your case, in writing',
        body: "Students: the international student office (in the US, the school's designated official). Everyone: the immigration authority's official site or helpline, or an accredited adviser. Keep their answer.",
      },
      {
        title: 'Look for work your status does allow',
        body: 'Many student permits allow campus jobs, internships tied to the course or full-time work in the holidays; a legal option is worth more than a quick one that puts your stay at risk.',
      },
    ],
    question: 'Which country are you in, and what kind of permit or visa do you hold?',
    given: {
      kind: 'place',
      question: 'What kind of permit or visa do you hold, and what does it say about work?',
    },
  },
  {
    id: 'credit-taken',
    coaches: WORK,
    asks: [
      'do I say something when a colleague takes credit for my work',
      'my boss took credit for my idea what do I do',
    ],
    needs: [/credit/, /tak|took|stole|steal|claim|gets? the/],
    answer:
      'Yes, say something, but make it about visibility rather than accusation: most credit-taking stops once your name is visibly attached to your work. Talk to the person privately first ("I noticed the deck went out without my name on the analysis; can we make sure it\'s credited next time?"), and from now on share your own results in writing, to the people who matter, as you deliver them.',
    steps: [
      {
        title: 'Raise it privately, once',
        body: 'Calm, specific, forward-looking: what happened and what you want next time.',
      },
      {
        title: 'Make your work visible',
        body: 'Short written updates to your manager and in team channels when you finish something.',
      },
    ],
    question: 'Who took the credit, a colleague or your manager, and in front of whom?',
  },
  {
    id: 'visibility-feedback',
    coaches: CAREER,
    asks: [
      'what does more visibility mean in my performance review',
      'my manager says I need to be more strategic what does that mean',
    ],
    needs: [
      /visib|more strategic|be more proactive|more ownership|executive presence|more leadership/,
      /mean|review|feedback|manager|told|said|how/,
    ],
    answer:
      '"More visibility" usually means the people who decide on your rating and promotion do not see your work or your thinking: they hear about it second-hand or not at all. In practice it asks you to present your own results, speak in meetings with a view, and be known beyond your team. Ask your manager for one example of what it would look like, so you work on their version of it.',
    steps: [
      {
        title: 'Ask for an example',
        body: '"Can you give me an example of someone who does this well, or a moment where I could have?"',
      },
      {
        title: 'One visible act a fortnight',
        body: 'Present a result at a team meeting, write a short update to your skip-level, or volunteer for a cross-team piece.',
      },
    ],
    question: 'Who decides on your rating or promotion, and how often do they see your work now?',
  },
  {
    id: 'self-review',
    coaches: CAREER,
    asks: [
      'how do I write my self review',
      'how should I prepare for my performance review',
      'what do I say in my annual review',
    ],
    needs: [
      /self[- ]?(?:review|evaluation|assessment|appraisal)|performance review|annual review|appraisal|year[- ]end review/,
      /write|prepare|say|how|what|tips/,
    ],
    not: /\braise|pay|salary|visib/,
    answer:
      "Lead with three to five results, each with a number or a concrete outcome, tied to your team's goals; then one thing you want to grow in and what support you need. Managers often copy from self-reviews into their own write-up, so write the sentences you want them to use. Keep a running log through the year so next time takes ten minutes.",
    steps: [
      {
        title: 'Collect the evidence',
        body: 'Go through your calendar, emails and finished work for the period and list results with numbers.',
      },
      {
        title: 'Write result-first sentences',
        body: '"Cut report time from 3 days to 1 by automating the data pull", not "Responsible for reports".',
      },
    ],
    question: 'What are the two results from this year you are proudest of?',
  },
  {
    id: 'ask-promotion',
    coaches: CAREER,
    asks: [
      'how do I ask for a promotion',
      'how do I get promoted',
      'am I ready to ask for a promotion',
    ],
    // The promotion itself is what is asked about, not a step on the way ("my CV before I apply
    // for a promotion" is a CV question).
    needs: [
      /(?:ask(?:ing)? (?:my \w+ )?for|get(?:ting)?|earn(?:ing)?|deserve|ready for|case for|go(?:ing)? for|push(?:ing)? for|up for|in line for|considered for) (?:a |the |my |that )?promotion|get promoted|promote me/,
    ],
    not: /former|old team|managing (?:my )?(?:friends|peers)|quit|leav|resign/,
    answer:
      'Promotions are usually decided before they are announced, by people who already see you working at the next level. So ask your manager what the next level requires, agree the two or three gaps you need to show, and start doing that work visibly; then ask for the promotion a cycle later with the evidence. If the answer has no criteria or timeline, that is information too.',
    steps: [
      {
        title: 'Ask for the criteria',
        body: '"What would you need to see from me to support a promotion to the next level at the next review?"',
      },
      {
        title: 'Build the case in writing',
        body: 'A short document: the criteria, your evidence for each, and what is left to show.',
      },
    ],
    question: 'When is the next review or promotion cycle where you work?',
  },
  {
    id: 'managing-peers',
    coaches: CAREER,
    asks: ['how do I manage my former peers', 'I was promoted and now I manage my friends'],
    needs: [
      /(?:former|old|ex)[- ]?(?:peers|colleagues|coworkers|co-workers|teammates)|(?:manage|managing|lead|leading|boss of|supervis\w*) (?:my )?(?:friends|peers|old team|former team|colleagues|coworkers)/,
    ],
    answer:
      'Talk to each former peer one to one in your first two weeks: acknowledge that the relationship changes, ask what they need from you as a manager, and say what you will expect. Friendship can continue, but fairness has to be visible: no private venting about work, and the same rules for friends as for everyone.',
    steps: [
      {
        title: 'Hold one-to-ones this week',
        body: '"Things are different now, and I want to get this right. What do you need from me?"',
      },
      {
        title: 'Set one clear expectation early',
        body: 'Pick one team norm and apply it evenly; consistency earns the authority a title does not.',
      },
    ],
    question: 'Which of your former peers are you most worried about, and why?',
  },
  {
    id: 'remote-request',
    coaches: [BALANCE, CV, SELF],
    asks: [
      'how do I ask to work from home',
      'how do I convince my boss to let me work remotely',
      'can I negotiate remote work',
    ],
    needs: [
      /(?:ask|request|negotiat|convinc|propos|pitch)\w*.{0,40}(?:remote|work(?:ing)? from home|wfh|hybrid)|(?:let|allow) me (?:to )?(?:work remote|wfh|work from home)/,
    ],
    answer:
      'Make it a business proposal with a trial: which days, how you will stay reachable, how your results will be measured, and a review after one to three months. Requests framed around output and a reversible trial get yes far more often than requests framed around personal need. Some countries give employees a formal right to request flexible work; your HR policy will say.',
    steps: [
      {
        title: 'Write a one-page proposal',
        body: 'Days, hours you are reachable, how work is measured, and a trial period with a review date.',
      },
      {
        title: 'Ask for the trial, not forever',
        body: '"Could we try two home days a week for six weeks and review together?"',
      },
    ],
    question: 'How many days would you ask for, and how is your work measured now?',
  },
  {
    id: 'no-work-first-weeks',
    coaches: [CV, SELF, BALANCE],
    asks: [
      'is it normal to get no real work in my first weeks',
      'I am bored at my new job with nothing to do',
    ],
    needs: [
      /first|new job|new role|just started|onboarding/,
      /nothing to do|no (?:real )?work|not (?:much|enough) (?:work|to do)|bored|sitting around|no training|idle|no tasks/,
    ],
    answer:
      'Yes, a slow start is very common: managers are busy, access and training take time, and many teams expect the first two to four weeks to be mostly reading and shadowing. Use it to learn the systems and people, and after about two weeks ask your manager for a small, real piece of work. Past a month or two with nothing, it is worth a direct conversation.',
    steps: [
      {
        title: 'Ask for a first task',
        body: '"I\'ve got through the onboarding material. Is there a small piece of work I could take on to learn by doing?"',
      },
      {
        title: 'Meet the team',
        body: 'Fifteen minutes with each colleague: what they do and where they could use a hand.',
      },
    ],
    question:
      'How long have you been there, and what has your manager said about the first months?',
  },
  {
    id: 'unpaid-overtime',
    coaches: [BALANCE, FINANCE, STRESS],
    asks: [
      'do I have to work overtime without pay',
      'is unpaid overtime legal for salaried employees',
    ],
    needs: [
      /overtime|unpaid (?:hours|work)|off the clock|extra hours/,
      /paid|pay|legal|required|have to|expected|exempt|salaried|allowed/,
    ],
    answer:
      'It depends on your country and how you are classified: in the US, "non-exempt" employees (most hourly and many lower-paid salaried roles) must be paid for every hour and overtime above 40 a week, while "exempt" salaried employees are not; many other countries cap weekly hours or require overtime pay or time off in lieu. Work off the clock is rarely legal for hourly staff. Your labour department\'s site explains the rule where you are.',
    steps: [
      {
        title: 'Log your hours',
        body: 'Write down the extra hours each week; it is the evidence for any conversation or claim.',
      },
      {
        title: 'Check your classification',
        body: 'Your contract or payslip says whether you are hourly, exempt or non-exempt.',
      },
    ],
    question: 'Are you paid hourly or a salary, and how many extra hours a week is it?',
  },
  {
    id: 'sick-day',
    coaches: [HEALTH, BALANCE, WELLNESS],
    asks: [
      'how do I call in sick',
      'how much do I have to tell my boss when I call out sick',
      'do I need a doctors note',
    ],
    needs: [
      /call(?:ing)? (?:in|out) sick|sick (?:day|leave|note)|doctor'?s note|medical leave|out sick/,
    ],
    answer:
      "Tell your manager as early as you can, in the way your workplace expects (call or message), with the minimum: that you are unwell, when you expect to be back, and anything urgent that needs covering. You do not have to share your diagnosis. Policies differ on when a doctor's note is needed (often after a few days), so check your handbook.",
    steps: [
      {
        title: 'Send two lines',
        body: '"I\'m unwell and won\'t be in today. I expect to be back tomorrow; the report can wait until then." Then rest.',
      },
    ],
    question: 'Is this a one-off, or has being unwell been affecting work for a while?',
  },
  {
    id: 'disclose-health',
    coaches: [MENTAL, HEALTH, CV],
    asks: [
      'should I tell my employer about my mental health',
      'do I have to disclose my disability in an interview',
      'should I tell my boss about my ADHD diagnosis',
    ],
    needs: [
      /disclose|tell|mention|share|bring up/,
      /mental health|anxiety|depression|adhd|autism|bipolar|disabilit|diagnos|condition|therapy|chronic illness/,
      /employer|boss|manager|work|interview|hr|company|application/,
    ],
    answer:
      'You usually do not have to disclose a health condition, and in many countries it is illegal to be treated worse for one. Disclosing helps when you need an adjustment (flexible hours, a quiet space, written instructions), because the employer can only accommodate what it knows about. Share what you need and how it helps your work, not your full history; HR can keep it confidential.',
    steps: [
      {
        title: 'Decide what you need',
        body: 'Name the one or two adjustments that would help, before deciding how much to share.',
      },
      {
        title: 'Put it in writing',
        body: 'A short email to HR or your manager asking for the adjustment creates a record.',
      },
    ],
    question: 'Is there a specific adjustment at work that would help you?',
  },
];

// ——— Career planning ———————————————————————————————————————————————————————————————

const CAREERS: Card[] = [
  {
    id: 'which-career',
    coaches: CAREER,
    asks: [
      'what job would suit me',
      'what career should I choose',
      'what can I do with my degree',
      'any career path ideas for my major',
    ],
    needs: [
      /(?:what|which) (?:kind of |type of |sort of )?(?:jobs?|careers?|fields?|paths?|roles?)|career (?:path|ideas?|options)|what (?:should|can|could) i do with (?:my|a|an) (?:degree|major|diploma)/,
      /suit|fit|right for|good for|recommend|should i|ideas|options|do with|pursue|path|successful in/,
    ],
    not: /interview|remote|scam|candidate/,
    answer:
      'Start from evidence rather than a list of job titles: the tasks that gave you energy in past work, study or hobbies, the conditions you need (pay, hours, people, place), and what you are already good at. Then test two or three options cheaply, by talking to people who do them and trying a small piece of the work, before committing to training.',
    steps: [
      {
        title: 'List ten energising moments',
        body: 'From any part of life; look for the common verbs (fixing, explaining, organising, making).',
      },
      {
        title: 'Talk to three people',
        body: 'For each option, one twenty-minute conversation: what a normal week looks like, and how they got in.',
      },
    ],
    question: 'What have you done, paid or not, that you would happily do again?',
  },
  {
    id: 'degree-worth',
    coaches: CAREER,
    asks: [
      'is a masters degree worth it',
      'will a certification lead to better pay',
      'should I go back to school for a degree',
      'is a bootcamp worth the money',
    ],
    needs: [
      /(?:master'?s|\bmba|degree|\bphd|certificat\w*|bootcamp|college|course|diploma|school)\b.{0,40}\b(?:worth|pay off|better pay|more money|wise|good idea|lead to)|(?:worth|should i (?:go|get|do|take)|is it wise)\b.{0,30}(?:master'?s|\bmba|degree|\bphd|certificat|bootcamp|college|course|diploma|school)/,
    ],
    answer:
      'A qualification pays off when the jobs you want actually require or reward it: check twenty postings for your target role and count how many ask for it, and ask two people in that role whether it mattered for them. For many fields, experience and a portfolio beat a second degree; for regulated or credential-heavy ones (health, law, teaching, some finance), the credential is the door.',
    steps: [
      {
        title: 'Count it in postings',
        body: 'Twenty target postings: how many require it, how many prefer it, and the pay difference.',
      },
      {
        title: 'Price it fully',
        body: 'Fees plus lost income, against the pay rise it would bring: how many years to break even?',
      },
    ],
    question: 'Which job do you want the qualification to get you?',
  },
  {
    id: 'too-late-switch',
    coaches: CAREER,
    asks: [
      'is it too late to change careers at 30',
      'am I too old to switch fields',
      'is it too late to start over',
    ],
    needs: [/too late|too old/, /switch|change|pivot|start|become|learn|career|field|study|school/],
    answer:
      'Very rarely: people change careers in their 30s, 40s and 50s all the time, and they usually do best when they carry something over (their industry, their clients, a skill) rather than starting from zero. The real constraints are money and time for retraining, so plan the switch as a bridge: a role halfway between where you are and where you want to be.',
    steps: [
      {
        title: 'Find the bridge role',
        body: 'A job that uses what you already know and gets you closer to the new field.',
      },
      {
        title: 'Test before you retrain',
        body: 'A short course, a project or volunteering in the new field for a month.',
      },
    ],
    question:
      'Which field do you want to move into, and what from your current work could come with you?',
  },
  {
    id: 'job-hopping',
    coaches: CAREER,
    asks: [
      'how long should I stay at a job',
      'does job hopping look bad',
      'is leaving before one year bad on a resume',
    ],
    needs: [
      /job[- ]?hop|how long (?:should|do|must) (?:i|you|one) (?:stay|be|wait|remain)|(?:less than|before|under) (?:a|one|1) year|leave (?:too )?(?:early|soon)/,
    ],
    not: /notice/,
    answer:
      'One short stay is not a problem; a pattern of several jobs under a year each starts to worry employers, because hiring costs them months. As a rough guide, aim for one to two years in most roles and have a one-line reason for any shorter stay. Moving every two to three years for growth is normal in many fields and often the fastest way to raise pay.',
    steps: [
      {
        title: 'Check your pattern',
        body: 'Count your stays under a year in the last five years; one or two with reasons is fine.',
      },
    ],
    question: 'How long have you been in your current job, and what is pulling you to leave?',
  },
  {
    id: 'networking-how',
    coaches: [BRAND, CV, SELF],
    asks: [
      'how do I network',
      'how do I approach people to network',
      'how do you network online and offline',
    ],
    needs: [/network(?:ing)?\b/, /how|start|approach|tips|online|offline|best way|what(?:'s| is)/],
    not: /social network|network engineer|network admin/,
    answer:
      'Networking works best as small, specific asks to people with something in common with you: a former colleague, an alumnus, someone in the role you want. Ask for twenty minutes of their experience, not for a job; most referrals come from the second or third such conversation. Five good conversations a month beat a hundred connection requests.',
    steps: [
      {
        title: 'List twenty names',
        body: 'Former colleagues, classmates, friends of friends in the field you want.',
      },
      {
        title: 'Send one short message a day',
        body: 'Say what you have in common (a school, a former employer, a group), what you are exploring, and ask for 20 minutes of their experience in the next few weeks; no attachment, no job request.',
      },
    ],
    question: 'Which field or company do you most want to get into?',
  },
  {
    id: 'referral-ask',
    coaches: [BRAND, CV],
    asks: ['how do I ask for a referral', 'is it ok to ask a stranger to refer me'],
    needs: [
      /referr(?:al|ed|ing)|refer me/,
      /ask|get|request|message|how|stranger/,
      /\b(?:i|me|my)\b/,
    ],
    answer:
      'Make it easy to say yes: name the exact role (with the link), say in two lines why you fit, and attach your CV, so the person can forward it in a minute. With strangers, ask first for a short chat or advice, and ask for the referral only if the conversation goes well. Referred candidates are far more likely to get an interview than cold applicants.',
    steps: [
      {
        title: 'Write the three-line ask',
        body: 'The role and link, why you fit in one sentence, and "would you be comfortable referring me?"',
      },
    ],
    question: 'Which role is it, and how do you know the person?',
  },
  {
    id: 'contract-vs-perm',
    coaches: PAY,
    asks: [
      'should I take a contract job or a full time job',
      'is contract to hire worth it',
      'what is the difference between w2 and 1099',
    ],
    needs: [
      /contract|contractor|\btemp\b|1099|\bw-?2\b|contract[- ]to[- ]hire/,
      /\bvs\b|versus|\bor\b|better|full[- ]?time|permanent|convert|difference|worth/,
    ],
    answer:
      'A contract usually pays more per hour but without benefits, paid leave or security, so compare them on a yearly basis after those costs (add 20–40 % to the permanent salary to compare fairly). Contract-to-hire converts often, but not reliably: ask how many contractors in that team were converted last year. In the US, 1099 means you are self-employed and pay both halves of payroll tax; W-2 means you are an employee, even if through an agency.',
    steps: [
      {
        title: 'Compare the yearly totals',
        body: 'Contract rate × hours you will really work, against salary plus benefits and paid leave.',
      },
      {
        title: 'Ask about conversion',
        body: '"How many contractors on this team have converted to permanent in the last year?"',
      },
    ],
    question: 'What are the two offers, in numbers?',
  },
  {
    id: 'lower-pay-move',
    coaches: [FINANCE, SELF],
    asks: [
      'should I take a pay cut for a better job',
      'is it worth taking a lower paying job',
      'should I accept a step down',
    ],
    needs: [
      /pay cut|lower (?:pay|salary|paying)|less (?:money|pay)|step down|demotion|take a cut/,
      /take|accept|worth|should|ok|bad/,
    ],
    answer:
      'A pay cut can be a good move when it buys something you will be paid for later (a new field, a better employer, skills that raise your market rate) or something you value now (health, time, location). Check it with numbers: can you cover essentials on the new pay with a buffer, and is there a realistic path back above your current pay within two or three years?',
    steps: [
      {
        title: 'Run the budget',
        body: 'Essentials on the new take-home pay, with at least 10 % to spare.',
      },
      {
        title: 'Ask about the path',
        body: 'What do people in this role earn after two years there?',
      },
    ],
    question: 'What does the lower-paid job give you that the current one does not?',
  },
];

// ——— Well-being at work ————————————————————————————————————————————————————————————

const WELLBEING: Card[] = [
  {
    id: 'burnout-signs',
    coaches: WELL,
    asks: ['am I burned out', 'what are the signs of burnout', 'how do I recover from burnout'],
    needs: [/burn(?:ed|t)?[- ]?out/, /sign|symptom|am i|i'm|i am|\bmy\b|recover|cope|fix|normal/],
    answer:
      'Burnout has three marks: exhaustion that rest does not fix, growing cynicism or distance from your work, and a sense that you are no longer effective. It builds from long-term overload with too little control or recovery, so rest alone rarely cures it; the load or the conditions have to change too. If you also have low mood most days, trouble sleeping or thoughts of harming yourself, see a doctor.',
    steps: [
      {
        title: 'Cut one load this week',
        body: 'Name one task, meeting or commitment to drop or hand back, and tell the person affected.',
      },
      {
        title: 'Protect recovery time',
        body: 'A fixed end to the workday and one full day a week with no work messages, for a month.',
      },
      {
        title: 'Talk to your manager about the load',
        body: 'List what you carry, and ask which two things can move or wait.',
      },
    ],
    question: 'How long have you felt this way, and what has changed in your workload?',
  },
  {
    id: 'sunday-dread',
    coaches: WELL,
    asks: [
      'how do I stop dreading Monday',
      'why do I get Sunday night anxiety about work',
      'I dread going to work every day',
    ],
    needs: [
      /sunday (?:dread|scaries|anxiety|night)|dread(?:ing)? (?:going (?:in|to work)|work|monday|mondays|my job)|(?:monday|work) anxiety/,
    ],
    answer:
      'Sunday dread is the mind rehearsing the week ahead, and it is worst when the week feels unpredictable or heavy. Two things usually help: finishing Friday with a short plan for Monday, so the week feels known, and a small, fixed Sunday evening routine that ends work thoughts. If the dread is about a person or a situation, it is a signal worth acting on rather than coping with.',
    steps: [
      {
        title: "Write Friday's three lines",
        body: 'Before you log off: the three things Monday starts with.',
      },
      {
        title: 'Plan something for Monday evening',
        body: 'A fixed good thing at the end of the hardest day takes the edge off.',
      },
    ],
    question: 'What exactly are you dreading, the work, a person, or the week as a whole?',
  },
  {
    id: 'make-work-bearable',
    coaches: WELL,
    asks: [
      'how do I make going to work suck less',
      'how do I stay positive in a job I hate while looking',
      'how do I get through the workday',
    ],
    needs: [
      /make (?:work|going to work|my job|the day|each day)[\w ]{0,20}(?:suck less|easier|bearable|better|less miserable)|stay (?:positive|motivated|sane)|get through (?:the|each|my) (?:work)?day|cope with (?:a|my) job i hate/,
    ],
    answer:
      'Three things reliably make a hard job lighter: something to look forward to inside each day (a walk, a lunch with someone you like), a visible end date or plan (even "I apply to two jobs every Sunday"), and small wins you can count. Knowing you are on your way out changes how the same job feels.',
    steps: [
      {
        title: 'Set your exit rhythm',
        body: 'A fixed weekly slot for the search, so every week moves you forward.',
      },
      {
        title: 'Add one good thing to each day',
        body: 'A walk at lunch, a podcast on the commute, a coffee with the colleague you like.',
      },
    ],
    question: 'What part of the day is the hardest to get through?',
  },
  {
    id: 'on-call',
    coaches: WELL,
    asks: ['how do I cope with on call stress', 'being on call is ruining my sleep'],
    needs: [/on[- ]?call/],
    answer:
      'On-call stress comes mostly from not knowing when the next call comes, so the body never fully rests. What helps is making the rota and the rules explicit: a fair rotation, a clear definition of what is urgent, a handover at the end of each shift, and recovery time after a bad night. Many teams also pay for or give time off in lieu of on-call; check your policy.',
    steps: [
      {
        title: 'Track one rota',
        body: 'Note the calls, times and how many were truly urgent; bring the data to your manager.',
      },
      {
        title: 'Ask for one rule',
        body: 'A later start after a night with calls, or a triage step that filters non-urgent pages.',
      },
    ],
    question: 'How often are you on call, and how many calls are truly urgent?',
  },
  {
    id: 'shift-sleep',
    coaches: WELL,
    asks: [
      'how do I sleep after night shifts',
      'how to cope with rotating shifts',
      'night shift is wrecking my health',
    ],
    needs: [
      /night shifts?|rotating shifts?|overnight shifts?|graveyard|shift work|nights? (?:shift|work)|night schedule/,
      /sleep|tired|cope|adjust|health|rest|exhaust|survive|handle|manage/,
    ],
    answer:
      'Protect one main sleep block of seven to eight hours at the same time each day, in a dark, cool, quiet room (blackout blinds, earplugs, phone away), and keep that rhythm on days off as far as you can. Dark glasses on the way home, caffeine only in the first half of the shift and a light meal before sleep all help. If you still cannot sleep after a few weeks, a doctor can check for shift-work sleep disorder.',
    steps: [
      {
        title: 'Fix your anchor sleep',
        body: 'Pick the same four hours you will always be asleep, even on days off.',
      },
      {
        title: 'Block the light',
        body: 'Blackout blinds or a mask, and sunglasses on the way home.',
      },
    ],
    question: 'What is your shift pattern, and how many hours do you actually sleep on a work day?',
  },
  {
    id: 'after-hours-messages',
    coaches: WELL,
    asks: [
      'do I have to answer work messages after hours',
      'how do I stop checking email on weekends',
      'my boss texts me on my day off',
    ],
    needs: [
      /after (?:hours|work)|weekends?|evenings?|off hours|days? off|vacation|at night|outside (?:of )?(?:work|hours)/,
      /emails?|messages?|texts?|slack|teams|phone calls?|respond to|reply to|answer (?:the|my|work|their)|check(?:ing)? (?:my |work )?(?:emails?|messages|slack|phone)/,
    ],
    not: /overtime|paid/,
    answer:
      'Unless your role is on call, you are usually not expected to reply outside working hours, and some countries now give a legal right to disconnect. What sets expectations is what you do: replying at night teaches people you will. Agree the rule with your manager once, then keep it consistently.',
    steps: [
      {
        title: 'Agree the rule',
        body: '"I\'m going to stop checking messages after 7; if something is truly urgent, please call." Ask what counts as urgent.',
      },
      {
        title: 'Make it automatic',
        body: 'Notification schedules on your phone, and send-later for your own evening emails.',
      },
    ],
    question: 'What happens now when you do not reply until the next morning?',
  },
  {
    id: 'say-no-workload',
    coaches: WELL,
    asks: [
      'how do I say no to extra work',
      'how do I push back on my workload',
      'my boss keeps adding tasks',
    ],
    needs: [
      /say no|push back|too much work|(?:heavy|huge|crazy|insane|unmanageable) workload|workload is|extra (?:work|tasks|projects|responsibilit)|more (?:tasks|work|projects)|keeps? (?:adding|giving)/,
      /how|boss|manager|without|should i|what do i/,
    ],
    not: /\braise|pay|money|salary|offer|less workload|not enough work/,
    answer:
      'Do not say a flat no; ask your manager to choose: "I can take this on; which of my current three priorities should move to make room?" That keeps you cooperative and puts the trade-off where it belongs. Keep a visible list of what you carry, so the conversation is about facts rather than how stretched you feel.',
    steps: [
      {
        title: 'Write your current list',
        body: 'Everything you own, with rough hours per week; share it when new work arrives.',
      },
      {
        title: 'Use the priority question',
        body: '"Happy to help. What should drop or wait so I can do this well?"',
      },
    ],
    question: 'How many hours a week are you working now, and what is the newest addition?',
  },
  {
    id: 'impostor',
    coaches: [MENTAL, SELF, STRESS],
    asks: ['how do I deal with imposter syndrome', 'I feel like a fraud at work'],
    needs: [/impost[eo]r|feel like a fraud|don't deserve (?:my|this) (?:job|role|promotion)/],
    answer:
      'Impostor feelings are very common, especially after a promotion or a move into a new field, and they say more about being stretched than about being incompetent: people who truly cannot do a job rarely worry about it. What helps is evidence: keep a list of results and feedback, and compare yourself with what the role needs rather than with the most senior person in the room.',
    steps: [
      {
        title: 'Start an evidence file',
        body: 'Every result and every piece of good feedback, one line each; read it before hard meetings.',
      },
      {
        title: 'Ask for one piece of feedback',
        body: '"What is one thing I\'m doing well and one I could improve?" Real data beats a worried mind.',
      },
    ],
    question:
      'When does the feeling hit hardest, in meetings, when you deliver work, or when you compare yourself with someone?',
  },
];

export const CARDS: Card[] = [
  ...OFFERS,
  ...SEARCH,
  ...INTERVIEWS,
  ...LEAVING,
  ...WORKPLACE,
  ...CAREERS,
  ...WELLBEING,
];
