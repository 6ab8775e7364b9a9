import type { Entry } from './knowledge.js';

/**
 * What is typical in each situation of the library, and why: the answer to an informational
 * question about it ("why…", "is it normal…", "what does it mean…", "how does it work…"),
 * written by the team in its own words, with numbers only where they hold broadly. The reply
 * leads with it, then gives at most two of the entry's steps and one question (explain.ts).
 */
export const EXPLAIN: Record<string, string> = {
  'search-stalled':
    'A low reply rate is the norm rather than a verdict: cold online applications commonly get replies in the low single digits per hundred, while referred candidates are interviewed several times more often. Silence usually means the application was never read closely, not that you were judged and rejected.',
  'application-follow-up':
    'Most processes take three to six weeks from application to offer, and longer around holidays or budget cycles. Status pages often stay on "received" long after a person has looked, and recruiters tend to review in batches, so a quiet fortnight is normal; one short follow-up after seven to ten working days is expected and does no harm.',
  'interview-prep':
    'Interviews mostly test three things: whether you can do the job (examples), whether you want this job (what you know about them), and whether people would like working with you. Most interviewers decide on how concrete your examples are rather than on polish.',
  'after-interview':
    'Waiting one to three weeks after an interview is common, longer when several people must sign off or holidays intervene. Silence usually means other candidates are still being seen or an approval is pending; it is not a reliable signal either way, and neither is how warm the interviewer seemed.',
  rejection:
    'Most rejections are decided by comparison with other candidates, often on details you cannot see (an internal candidate, a budget change, someone with one more year of a specific tool). Automated rejections frequently come without anyone having read the application, which is why they say so little.',
  'offer-negotiation':
    'Employers usually build room into a first offer, commonly five to ten percent, and a polite counter based on the role and market rarely leads to an offer being withdrawn. Base pay is the hardest part to move later, so it is the one worth asking about now; sign-on bonuses, start dates and leave are often easier to change.',
  'offer-decision':
    'Until an offer is in writing and signed by both sides, it can still change; after that, most delays are paperwork, approvals or background checks rather than second thoughts. Declining an offer politely is normal and rarely burns a bridge, and rescinded offers, while painful, are usually about budget or headcount rather than the candidate.',
  raise:
    'Raises are mostly set in an annual cycle with a budget fixed months earlier, often two to five percent across the board, so the best time to ask is before that budget is set. Changing employer typically moves pay more than staying does, which is why evidence of your market rate carries weight in the conversation.',
  resign:
    'Two weeks (or your contract notice period) is the usual standard, and you owe an employer notice and a handover, not a reason. Leaving after a short time is more common than it feels; one short stint explained in a sentence rarely harms a career, a pattern of them can.',
  'new-job-regret':
    'Regret in the first one to three months of a new job is very common: the learning curve, unfamiliar people and lost routines peak then, and many of them fade by month four. What does not fade is structural (pay, hours, the manager, values), which is why it helps to separate the two.',
  'manager-conflict':
    'Friction with a manager or colleague is one of the most common reasons people leave jobs, and most of it comes from unclear expectations rather than bad intent. Written facts (dates, what was asked, what happened) carry more weight with HR or a senior manager than how it felt.',
  discipline:
    'A warning or improvement plan is a documented step in a process: it creates a record and usually sets a period (often 30 to 90 days) with specific targets. Some are genuine chances to improve, others build a case for dismissal; how specific and achievable the targets are tells you which.',
  'hr-rights':
    "HR works for the organisation: it helps you when helping you also protects the company from legal or policy risk. Pay, overtime, breaks and leave are usually set by law and contract rather than by a manager's goodwill, and a written question creates a record that a conversation does not.",
  layoff:
    'Layoffs are usually decided by budget and role, not by individual performance, often well above your manager. Severance, notice pay and unemployment benefits depend on your country, your contract and sometimes your length of service, and a severance offer can often be reviewed before you sign.',
  gap: 'Gaps are far more common than CVs suggest and most employers care less about the gap than about whether you are ready and up to date now. One honest line about what it was and what you are ready for is what interviewers look for; long explanations draw more attention than the gap itself.',
  'career-change':
    'Career changes usually work through a bridge: a role that uses half of what you already do in the new field, rather than a jump to the bottom of it. Employers in the new field mostly look for proof you can do the work (a project, a course with output, a transferable result), less for the title you held.',
  'choose-path':
    'Few people find the right path by thinking about it; most find it by trying small versions of a few options and noticing what they want more of. Majors and first jobs shape less of a career than they seem to at the start; skills and the people you meet carry over.',
  promotion:
    'Promotions usually go to people already doing part of the next level, with someone senior who will argue for them when decisions are made, often once or twice a year. Asking clearly what the next level requires, and being seen to deliver it, matters more than length of service.',
  burnout:
    'Burnout comes from sustained demand without enough recovery or control, not from weakness; exhaustion, detachment and feeling ineffective are its usual signs. It rarely resolves by pushing harder, and a change in load, control or rest usually has to come before motivation returns.',
  'work-life':
    'Most workplaces keep expanding into the time people leave open, so boundaries hold best when they are stated once, plainly, and kept consistently. Hours beyond your contract are often unpaid expectations rather than rules; checking what the contract says settles many of these questions.',
  'cv-review':
    'Recruiters skim a CV for six to ten seconds at first, looking for the job title, recent results and keywords from the ad. Application systems mostly store and search CVs rather than reject them on their own; most automatic rejections come from knockout questions (location, right to work, years of experience) set by the employer.',
  'recruiter-scam':
    'Real employers do not ask you to pay for training or equipment, to cash a cheque and send money back, or to move to a messaging app before any interview. Job scams rise around holidays and in remote work; a job that is easy to get and pays well for little is the usual pattern.',
  references:
    'References are usually checked at the end, once an employer is close to an offer; many only confirm dates and title, and some call one or two people briefly. It is normal to ask referees first and to tell them what the role is, and most employers accept references from one organisation if they are the right people.',
  networking:
    'A large share of hires come through people who know someone involved, partly because referred candidates are read first. Networking works best as short, specific asks (ten minutes of advice, one question about a team) rather than asking strangers for a job.',
  'first-job':
    'Entry-level hiring is tough right now in many fields, and many "entry level" ads ask for experience they will waive for the right person. Employers hiring beginners mostly look for evidence you can learn and show up: projects, part-time work, volunteering and coursework all count.',
  relocation:
    'Employers often prefer local candidates because relocation adds cost, delay and risk, so a clear move date and a local address or plan reduce that doubt. For another country, the right to work comes first: without a visa route, most employers cannot hire however strong the application.',
  'contract-temp':
    'Contract and temp roles trade security for flexibility and often a higher hourly rate; a common rule of thumb is that a contract rate should be about 1.3 to 1.5 times the equivalent salaried hourly rate to cover leave, benefits and gaps. Agencies typically earn a margin on top of what you are paid.',
  'time-off-benefits':
    'Leave and benefits are set by law, contract and company policy together: the law sets a floor, the contract and handbook add to it. New starters often face a waiting period before leave accrues or insurance starts, and many employers are flexible about a pre-booked trip if it is raised early.',
  'background-check':
    'Background checks usually confirm identity, employment dates, titles and sometimes education or criminal records; the company running it works from what you declared and what past employers confirm. Small date differences are common and are usually cleared by a short explanation; most delays are waiting on a past employer to reply.',
  'remote-work':
    'Fully remote roles draw many more applicants than local ones, often hundreds per post, so they are harder to get than they look. Many companies have moved to hybrid with set office days; asking what the arrangement is in writing before accepting matters.',
  'hours-schedule':
    'Schedules, overtime and breaks are governed by your contract and local law; in many places hours beyond a threshold must be paid at a higher rate. Employers often change schedules more freely for hourly and part-time staff, which is why what was agreed in writing counts.',
  'explain-leaving':
    'Interviewers ask why you left mostly to check for a pattern and for how you talk about a former employer. A short, true, forward-looking answer (what you learned, what you are looking for now) is what they hope to hear; detail and blame are what worry them.',
  harassment:
    'Harassment and discrimination are taken more seriously when reported in writing with dates, what was said or done, and who saw it. Retaliation for a complaint is itself prohibited in most places, and outside bodies (a union, an employment agency or a lawyer) exist for when the internal route fails.',
  'company-uncertainty':
    'Acquisitions and funding trouble usually bring a period of reviews where roles are compared and duplicates cut, often six to twelve months after the announcement. Rumours run ahead of decisions; what protects you is being visibly useful and having your own search quietly ready.',
  trades:
    'Skilled trades usually start through an apprenticeship or a helper role, earning while you learn, with licensing after a set number of hours. Demand for electricians, plumbers and HVAC technicians is strong in many regions, and pay rises with each licence level.',
  'working-with-recruiters':
    'Agency recruiters are paid by the employer, usually only when someone they put forward is hired, so they work hardest for candidates who fit roles they already have. Internal recruiters work for one company and run its process; neither works for you, though both can help.',
  certifications:
    'A certificate pays off when employers in your target role ask for it by name in their ads; otherwise it mostly shows initiative. Ones tied to a licence or a specific tool tend to count more than general online courses, and a project that uses the skill often counts as much as the paper.',
  fired:
    'Being let go is more common than people say and rarely ends a career; most employers ask about it briefly and care more about how you talk about it than about the fact. In many places you are still owed final pay and unused leave, and being fired for performance rather than serious misconduct does not by itself rule out unemployment benefit.',
  'performance-review':
    'Many review systems compare people against each other after the meeting (calibration), and "meets expectations" is often the most common rating, so a middling score is usually not a warning. Managers rate from memory and from what they can point to, which is why a written list of your results carries weight.',
  'accepted-offer':
    'Silence between signing and starting is normal: offer letters, checks and system set-up pass through several people, often over one to three weeks. Asking to move a start date by a week or two is a common request, and most employers agree if asked early.',
  'job-ideas':
    'Most people find fitting work by matching conditions (pay, hours, sitting or moving, people or quiet) rather than a perfect title, and the same tasks appear under many job titles across sectors. Jobs that pay well without a degree usually ask for a licence, shift work or a trade route instead.',
  'unemployment-benefits':
    'Whether you can claim depends on where you live, how the job ended and how long you worked: being laid off usually qualifies, quitting usually does not unless for a recognised reason, and being fired depends on why. Claims are generally paid from the date you apply, so it is better to apply and let the agency decide.',
  'pay-benchmark':
    'Pay for the same title varies a lot with location, company size, sector and experience, often by 30 % or more, so a single figure from a friend or a website says little. Three independent sources that agree (ads with ranges, a salary survey, people in the role) give a market range you can rely on.',
  'holiday-bonus':
    'Year-end bonuses are discretionary at most employers: unless the amount is written into your contract or a bonus plan, it can change or vanish from one year to the next, often because of company results rather than anything about you. Gifts and cards are gestures from a budget set centrally, and they say little about how your own work is seen.',
  'choose-between-jobs':
    'Most job choices feel closer than they are because the options differ on different things (pay against stability, growth against commute). People rarely regret choosing the option they can explain in one sentence, and a year of money plus where each leads in two years settles most of them.',
};

/** The entry's explanation of what is typical, if it has one. */
export function explainOf(entry: Entry): string | undefined {
  return EXPLAIN[entry.id];
}
