import { alreadySaid } from './already.js';
import { namesDifficulty } from './asks.js';
import type { Fact, FactKind } from './facts.js';
import { hash } from './plan.js';

/**
 * Open questions (GROW): the closing question a coach asks is chosen from what the member's post
 * leaves open, the one fact that would most change the advice (reality) or the next commitment
 * (will: when, who, the first step), worded around their situation. Each library entry carries
 * several, listed most telling first; one is asked only when
 * - `when` (if given) finds the detail that makes it the right question in their words (an offer
 *   on a call makes "in writing" the question; a manager who takes credit makes the skip-level
 *   one), and
 * - `known` does not find the fact already given in their words, nor a fact of a kind in `kinds`
 *   (facts.ts): a question is never asked for what they said.
 * `the recruiter` / `your manager` in a question is replaced by the person of that side the member
 * names (HR, the hiring manager; their boss, supervisor), so the question speaks of their people.
 */
export interface OpenQuestion {
  ask: string;
  when?: RegExp;
  known?: RegExp;
  kinds?: FactKind[];
}

const MANAGER = /\b(?<!hiring )(?:manager|boss|supervisor|gm)\b/i;
/** The member's own job lost, not a layoff in the news or someone else's. */
const OWN_LOSS =
  /\b(?:i|we)(?: was| were| got| have been|'ve been| am being|'m being| just got)? (?:laid off|let go|made redundant)\b|\bmy (?:position|role|job) (?:was|is being|got) (?:cut|eliminated)\b|\bi lost my job\b/i;
const PAST_JOB = /\b(?:current|present) (?:job|role|employer|company)\b|\bmy (?:job|employer)\b/i;

export const OPEN_QUESTIONS: Record<string, OpenQuestion[]> = {
  'search-stalled': [
    {
      ask: 'Of the applications so far, how many turned into a first call or interview?',
      when: /\b\d+\s*(?:\+\s*)?(?:applications|apps|jobs|positions|places|roles|companies)\b|\bapplied (?:to|for) (?:over |about |around )?\d+/i,
      known:
        /\binterviews?\b|\bcalls? back\b|\bno (?:replies|responses|callbacks)\b|\bnothing back\b|\bnot (?:a|one) (?:single )?(?:reply|response|call)/i,
    },
    {
      // Looking in another city or state: where the application seems to come from matters.
      ask: 'Do your applications show your current address, or one in the place you want to move to?',
      when: /\bout of (?:state|town)\b|\brelocat\w*|\bmov(?:e|ing) (?:to|across|states)\b/i,
      known: /\baddress\b/i,
    },
    {
      // Looking for freelance work: the first client buys a sample, not a CV.
      ask: 'Which one piece of your work could you show a first client today?',
      when: /\bfreelanc\w*|\bgigs?\b|\bfiverr\b|\bupwork\b/i,
      known: /\bportfolio\b/i,
    },
    {
      // Hundreds of applications with nothing back: whether tailoring changed anything.
      ask: 'Of those applications, how many did you shape to the ad, and did those do any better?',
      when: /\b(?:[1-9]\d{2,}|hundreds of)\s*(?:\+\s*)?(?:applications|apps|jobs|positions|places|roles|companies)\b|\bapplied (?:to|for) (?:over |about |around )?[1-9]\d{2,}/i,
      known: /\b(?:tailor\w*|customi[sz]\w*)\b/i,
    },
    {
      ask: 'Are you applying mostly through the big job sites, or also writing to people at the companies?',
      known:
        /\b(?:network\w*|referr\w*|reach(?:ed|ing)? out|messag\w+ (?:people|recruiters|hiring)|cold (?:email|call)\w*)\b/i,
    },
    {
      ask: 'Which job title do you put first when you search, and have you tried the one a step below it?',
      known: /\b(?:entry[- ]level|junior|any job|anything)\b/i,
      kinds: ['role'],
    },
    {
      ask: 'Has anyone working in the kind of job you want read your CV yet, or only you?',
      known:
        /\b(?:reviewed|looked (?:at|over)|checked|critiqu\w*|feedback on) (?:my )?(?:cv|resume|résumé)\b/i,
    },
    {
      ask: 'How many weeks can you keep searching before money forces a different plan?',
      when: /\b(?:unemployed|laid off|no income|out of work|bills|rent|savings)\b/i,
      known: /\bsavings? (?:for|of|will last)\b|\bmonths? of (?:savings|expenses)\b/i,
    },
  ],
  'interview-prep': [
    {
      // The interview is behind them and went badly: the next one is prepared from this one.
      ask: 'Which question tripped you up most, and how would you answer it now, with a day to think?',
      when: /\b(?:bombed|froze|blanked|rambled|messed (?:it )?up|screwed up|went (?:badly|terribly|horribly)|did(?:n['’]?t| not) go (?:well|great))\b/i,
    },
    {
      // An interview missed or moved: what matters is whether the employer has answered.
      ask: 'Have they answered your message about a new time yet, or has it gone quiet?',
      when: /\b(?:missed (?:the|my) interview|(?:could(?:n['’]?t| not)|can['’]?t|cannot|unable to) (?:attend|make|get to)[^.?!]{0,12}\binterview|reschedul\w*|cancel+ed (?:the|my) interview)\b/i,
      known: /\b(?:they (?:said|replied|agreed|rescheduled)|new (?:time|date) is)\b/i,
    },
    {
      ask: 'Do you know yet whether it is a phone screen, a video call or a panel in person?',
      when: /\b(?:have|got|getting|scheduled|upcoming|coming up|next)\b[^.?!]{0,30}\binterview/i,
      known:
        /\b(?:phone|video|zoom|teams|panel|in[- ]person|on[- ]?site|technical|case study|presentation|call)\b/i,
    },
    {
      ask: 'How many days do you have before the interview?',
      known:
        /\b(?:tomorrow|today|tonight|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|this week|in (?:a|two|three|\d+) days?)\b/i,
    },
    {
      ask: 'Do you know which tools or language the technical part will use?',
      when: /\b(?:technical|coding|code|leetcode|whiteboard|live test)\b/i,
      known: /\b(?:python|java|sql|excel|javascript|c\+\+|react)\b/i,
    },
    {
      ask: 'Do you know the roles of the people on the panel, and who among them would be your manager?',
      when: /\bpanel\b/i,
      known: /\b(?:director|vp|ceo|hiring manager|my (?:future|new) (?:manager|boss))\b/i,
    },
    {
      ask: 'What figure will you give if they ask what pay you expect?',
      when: /\binterview\w*\b[^.?!]{0,80}\b(?:salary|pay|compensation)\b|\b(?:salary|pay) expectations?\b/i,
      kinds: ['money'],
    },
    {
      ask: 'Which two stories from your work would you use to answer most of the questions about you?',
      when: /\b(?:behavio\w*|tell me about a time|star method|questions about (?:me|myself))\b/i,
    },
    {
      ask: 'Which question are you dreading most, the one you would rather they skipped?',
      when: /\b(?:nervous|anxious|scared|afraid|worried|panic|freeze|blank)\b/i,
    },
    {
      ask: 'Who could play the {hirer|} interviewer for twenty minutes this week, a friend or someone who knows how they hire?',
    },
    {
      ask: 'Who could play the interviewer for twenty minutes this week, a friend or someone in the field?',
    },
    {
      ask: 'What do you already know about the team you would join at {hirer|}, beyond the job ad?',
      known: /\b(?:team|department|the manager there|glassdoor)\b/i,
    },
    {
      ask: 'What do you already know about the team you would join, beyond the job ad?',
      known: /\b(?:team|department|the manager there|glassdoor)\b/i,
    },
  ],
  'after-interview': [
    {
      ask: 'Did they say at the end when you would hear back, or was no date given?',
      known:
        /\b(?:said (?:they|we)(?:'d| would)|within (?:a|one|two|\d+) (?:week|day)s?|by (?:mon|tues|wednes|thurs|fri)day|end of the week)\b/i,
    },
    {
      ask: 'Who was your contact through the process, the recruiter or the hiring manager?',
      known: /\b(?:recruiter|hiring manager|hr|talent)\b/i,
    },
    {
      ask: 'What other applications do you have moving while you wait on this one?',
      known: /\b(?:other (?:applications|interviews|offers)|another (?:interview|offer))\b/i,
    },
  ],
  'application-follow-up': [
    {
      ask: 'Do you have the name of anyone at the company, or only the portal you applied through?',
      known: /\b(?:recruiter|hiring manager|emailed (?:the|a)|linkedin|contact)\b/i,
    },
    {
      ask: 'How long ago did the application go in?',
      known: /\b(?:ago|last (?:week|month)|yesterday|since)\b/i,
      kinds: ['duration'],
    },
  ],
  rejection: [
    {
      ask: 'How far did you get with them: the first call, a final round, or a reference check?',
      known:
        /\b(?:final round|last round|second round|third round|after (?:the|my) (?:first|second|final)|reference)\b/i,
    },
    {
      ask: 'Did they give any reason, or only a standard email?',
      known: /\b(?:because|feedback|reason|said (?:they|i)|told me)\b/i,
    },
    {
      ask: 'What else do you have in progress right now, so this one is not carrying all the weight?',
    },
  ],
  'offer-decision': [
    {
      ask: 'Do you have the offer in writing yet, or has it only been said on a call?',
      when: /\b(?:verbal(?:ly)?|on the phone|over the phone|called me|call(?:ed)? (?:with|and) (?:an )?offer)\b/i,
      known: /\b(?:in writing|written|offer letter|signed|contract)\b/i,
    },
    {
      ask: 'If both paid the same, which would you take without thinking twice?',
      when: /\b(?:two|2|both|second|another|other) offers?\b/i,
      known: /\bif (?:the )?pay\b/i,
    },
    {
      ask: 'Has the recruiter given you a start date yet, or is that still open?',
      when: /\b(?:accepted|verbal(?:ly)?|offer letter|background check|onboarding|signed)\b/i,
      known: /\bstart(?:ing|s)? (?:date|on|in|next|this|monday|the)\b|\bstart date\b/i,
    },
    {
      ask: 'Did the recruiter give you a date to answer by?',
      known:
        /\b(?:deadline|by (?:mon|tues|wednes|thurs|fri)day|answer by|respond by|give them an answer|until (?:mon|tues|wednes|thurs|fri)day|\d+ (?:days|hours) to)\b/i,
    },
    {
      ask: 'Does anyone at your current job know you have this offer, or is it still private?',
      when: PAST_JOB,
      known:
        /\b(?:told (?:my|them|him|her)|counter ?offer|gave (?:my )?notice|resigned|put in (?:my )?notice)\b/i,
    },
  ],
  'offer-negotiation': [
    {
      ask: 'Has the recruiter said whether {money|} has any room, or have you not asked yet?',
      known:
        /\b(?:no room|non-?negotiable|firm|final offer|best (?:they|we) can do|(?:i |we )?asked (?:for|if|whether))\b/i,
    },
    {
      ask: 'Has the recruiter said whether the figure has any room, or have you not asked yet?',
      known:
        /\b(?:firm|final offer|no room|non-?negotiable|won'?t budge|(?:they|he|she) said (?:no|that's))\b/i,
    },
    {
      ask: 'Do you have another offer or a current salary you could point to when you ask?',
      known: /\b(?:another offer|other offer|second offer|currently (?:make|earn|paid))\b/i,
    },
    {
      ask: 'Apart from base pay, which part of the package would you most like moved: a bonus, time off, or the start date?',
    },
  ],
  'choose-between-jobs': [
    {
      ask: 'By when do you have to decide, or is nobody waiting on your answer yet?',
      known:
        /\b(?:deadline|by (?:mon|tues|wednes|thurs|fri)day|answer by|until (?:mon|tues|wednes|thurs|fri)day|\d+ (?:days|hours) to (?:decide|answer|respond))\b/i,
    },
    {
      ask: 'If both paid exactly the same, which would you take without thinking twice?',
      when: /\b(?:pays? (?:more|less|better)|\$|k\b|salary|raise)\b/i,
    },
    {
      ask: 'Which of the two could you still walk back from in six months if it went wrong?',
    },
  ],
  resign: [
    {
      ask: 'Do you have the new job signed, or would you be leaving without one lined up?',
      known:
        /\b(?:new job|another job|accepted|signed|offers?|lined up|start(?:ing)? (?:at|on|next))\b/i,
    },
    {
      ask: 'How much notice does your contract ask for, and when would your last day fall?',
      when: /\b(?:new job|accepted|offer|start(?:ing)? (?:at|on|next))\b/i,
      known: /\b(?:notice period|two weeks|2 weeks|\d+ weeks?'? notice|a month'?s? notice)\b/i,
    },
    {
      ask: 'How do you expect your manager to take it: calmly, or with pressure to stay?',
      when: MANAGER,
      known: /\b(?:counter ?offer|guilt|angry|pressure)\b/i,
    },
  ],
  'quit-or-stay': [
    {
      ask: 'If you left next month without another job, how many months could your savings cover?',
      known:
        /\b(?:new job|another job|offer|lined up|savings? (?:for|of|will last)|months? of (?:savings|expenses))\b/i,
    },
    {
      ask: 'What is the one thing that would have to change at {employer|} for you to want to stay?',
    },
    {
      ask: 'What is the one thing that would have to change at work for you to want to stay?',
    },
    {
      ask: 'Have you told your manager how close you are to leaving, or would that be news to them?',
      when: MANAGER,
      known:
        /\b(?:told (?:my|him|her|them)|talked to|spoke (?:to|with)|brought (?:it )?up|asked (?:my|him|her))\b/i,
    },
  ],
  'manager-conflict': [
    {
      ask: 'Is your manager’s own manager someone you already talk to, or would this be the first time?',
      when: /\b(?:credit|blam\w*|yell\w*|scream\w*|unfair|toxic|bull(?:y|ied|ying)|micromanag\w*|belittl\w*|favou?rit\w*)\b/i,
      known:
        /\b(?:skip[- ]level|director|(?:his|her|their|my manager'?s) (?:boss|manager)|upper management)\b/i,
    },
    {
      ask: 'Have you raised it with your manager directly yet, or would this be the first conversation about it?',
      known:
        /\b(?:told (?:him|her|them|my)|talked to|spoke (?:to|with)|brought (?:it )?up|confronted|asked (?:him|her|them))\b/i,
    },
    {
      ask: 'Is any of this in writing, emails or messages, or has it all been said in person?',
      known: /\b(?:emails?|texts?|messages?|in writing|documented|screenshots?|notes)\b/i,
    },
    {
      ask: 'Is HR someone people at your place actually go to, or is the company too small for that?',
      when: /\b(?:hr|human resources|report)\b/i,
      known: /\b(?:went to hr|told hr|hr said|reported (?:it|him|her|them))\b/i,
    },
  ],
  discipline: [
    {
      ask: 'Have they put the warning in writing, or has it only been said to you so far?',
      known: /\b(?:written|in writing|write[- ]up|wrote me up|signed|pip|letter)\b/i,
    },
    {
      ask: 'Is there a meeting set about it yet, and do you know who will be in the room?',
      known: /\b(?:meeting (?:on|tomorrow|with)|called (?:me )?in)\b/i,
    },
    {
      ask: 'How has your record been before this, any earlier warnings or a clean sheet?',
      known: /\b(?:first (?:time|warning)|never (?:had|been)|clean record|previous warning)\b/i,
    },
  ],
  fired: [
    {
      ask: 'Did they give you a reason in writing, or only on the day?',
      known: /\b(?:letter|in writing|email(?:ed)? me|written)\b/i,
    },
    {
      ask: 'Have you been able to file for unemployment benefits yet, or is that still to do?',
      known: /\b(?:unemployment|benefits?|filed|claim(?:ed)?)\b/i,
    },
    {
      ask: 'What will you say when the next interviewer asks why you left, in one sentence?',
    },
  ],
  layoff: [
    {
      ask: 'Have they offered you a severance package, or has nothing been put in writing yet?',
      when: OWN_LOSS,
      known: /\b(?:severance|package|payout|paid (?:through|until))\b/i,
    },
    {
      ask: 'Have you signed anything they gave you on the way out yet?',
      when: /\b(?:severance|agreement|release)\b/i,
      known: /\b(?:signed|haven'?t signed|not signed)\b/i,
    },
    {
      ask: 'Have you filed for unemployment benefits yet?',
      when: OWN_LOSS,
      known: /\b(?:unemployment|benefits?|filed|claim(?:ed)?)\b/i,
    },
  ],
  'job-ideas': [
    {
      ask: 'Of the jobs you have held so far, which one came closest to right, and why?',
      when: /\b(?:worked (?:as|in|at|for)|years (?:as|in|of)|(?:my|previous|last|past) jobs)\b/i,
      known: /\b(?:loved|enjoyed|liked) (?:my|the|working)\b/i,
    },
    {
      ask: 'Which part of your studies did you enjoy most, the subject itself or the way of working?',
      when: /\b(?:degree|major(?:ed)?|graduat\w*|studied|bachelor'?s?|master'?s?)\b/i,
      known:
        /\b(?:loved|enjoyed|liked|favou?rite) (?:the|my)? ?(?:classes|courses|modules|subject|lab)/i,
    },
    {
      ask: 'Do you want to work with your hands and on your feet, or mostly at a desk?',
      when: /\b(?:outdoors?|outside|hands[- ]on|physical|active|desk|office)\b/i,
      known: /\b(?:hate (?:sitting|desks?)|not (?:a|an) (?:desk|office))\b/i,
    },
    {
      ask: 'What pay do you need at minimum to live in {home|}, so we can strike the jobs below it?',
      known: /\b(?:\$|£|€)\s?\d|\b\d+k\b|\bper hour\b|\/hr\b/i,
      kinds: ['money'],
    },
    {
      ask: 'What pay do you need at minimum, so we can strike the jobs below it?',
      known: /\b(?:\$|£|€)\s?\d|\b\d+k\b|\bper hour\b|\/hr\b/i,
      kinds: ['money'],
    },
    {
      ask: 'Would you go back to school for a year or two, or must it be something you can start now?',
      known: /\b(?:degree|school|college|university|course|certificat\w*|bootcamp|retrain\w*)\b/i,
    },
    {
      ask: 'Do you want to work with people most of the day, or mostly on your own?',
      known: /\b(?:introvert\w*|extrovert\w*|people person|with people|alone|on my own)\b/i,
    },
  ],
  'first-job': [
    {
      ask: 'How many hours a week could you work around school?',
      when: /\b(?:school|student|class(?:es)?|college|high school|university|studying)\b/i,
      known: /\b\d+\s*(?:hours|hrs)\b|\bweekends? only\b|\bsummer\b/i,
    },
    {
      ask: 'Which places within reach of you in {home|} hire people starting out, and which could you walk into this week?',
      known: /\b(?:walked in|handed (?:out|in)|in person)\b/i,
    },
    {
      ask: 'Which places within reach of home hire people starting out, and which could you walk into this week?',
      known: /\b(?:walked in|handed (?:out|in)|in person)\b/i,
    },
    {
      ask: 'Is there an adult you know through school, sport or family who could vouch for you as a reference?',
      known: /\breferences?\b/i,
    },
  ],
  'remote-work': [
    {
      ask: 'Does it have to be fully remote, or would one or two days in an office work?',
      known:
        /\b(?:fully remote|100% remote|hybrid|only remote|remote only|can'?t (?:commute|drive)|office days?)\b/i,
    },
    {
      ask: 'Which remote job title are you searching for first?',
      known:
        /\b(?:data entry|customer service|support|developer|writer|designer|assistant|analyst)\b/i,
      kinds: ['role'],
    },
    {
      ask: 'Is your home set up for it, with a quiet room and a reliable connection?',
      known: /\b(?:home office|set ?up|internet|wifi|quiet)\b/i,
    },
  ],
  'cv-review': [
    {
      ask: 'Which job do you want this CV to win next: another {role1|} post, or a step towards something new?',
    },
    {
      ask: 'Which job do you want this CV to win an interview for next?',
      known: /\b(?:applying (?:for|to)|for (?:a|an) \w+ (?:role|position|job))\b/i,
      kinds: ['role'],
    },
    {
      ask: 'Of the applications sent with this CV, how many got any reply?',
      when: /\b(?:applications?|applied|no (?:replies|responses|callbacks)|rejections?)\b/i,
      known:
        /\b\d+\s*(?:replies|responses|callbacks|interviews)\b|\bno (?:replies|responses|callbacks)\b/i,
    },
  ],
  'recruiter-scam': [
    {
      ask: 'Have you given them any money, ID or bank details so far?',
      known:
        /\b(?:sent (?:them|him|her) (?:money|my)|gave (?:them|him|her)|bank details|social security|ssn)\b/i,
    },
    {
      ask: 'Could you find the company’s own site and call the number listed there, not the one in the message?',
      known: /\b(?:called the company|company'?s (?:website|site)|verified)\b/i,
    },
  ],
  'background-check': [
    {
      ask: 'Has the check company told you what is holding it up, or have you only heard silence?',
      when: /\b(?:pending|waiting|taking|still|delay\w*|stuck)\b/i,
      known: /\b(?:said|told me|waiting on (?:my|a|the))\b/i,
    },
    {
      ask: 'Is the thing that worries you on paper somewhere, a record or a date, or only something you fear they will find?',
      when: /\b(?:worried|afraid|scared|concern\w*|nervous|will (?:it|they) (?:show|find))\b/i,
    },
    {
      ask: 'Did the recruiter give a start date that depends on the check clearing?',
      when: /\b(?:offer\w*|hired|recruiter|new job|start(?:ing)?)\b/i,
      known: /\bstart(?:ing|s)? (?:date|on|in|next|monday)\b/i,
    },
  ],
  certifications: [
    {
      ask: 'Which job do you want the certificate to get you, so we can check whether employers there ask for it?',
      known:
        /\b(?:hired|already work\w*|work(?:ing)? (?:at|for|as)|my (?:job|employer|company))\b/i,
      kinds: ['role'],
    },
    {
      ask: 'How many hours a week could you give to studying alongside your work as {arole1|}?',
      known: /\b\d+\s*(?:hours|hrs)\b/i,
    },
    {
      ask: 'How many hours a week could you give to studying alongside everything else?',
      known: /\b\d+\s*(?:hours|hrs)\b/i,
    },
    {
      ask: 'Would your employer pay for it, or would the cost be yours?',
      when: /\b(?:my (?:employer|company|boss|manager)|at work|current (?:job|employer))\b/i,
      known: /\b(?:reimburs\w*|pay for it|tuition|employer (?:pays|covers))\b/i,
    },
  ],
  'hours-schedule': [
    {
      ask: 'Roughly how many hours did you work last week, counting anything off the clock?',
      known: /\b\d+\s*(?:hours|hrs|hr)\b/i,
    },
    {
      ask: 'Is the schedule written in your contract with {employer|}, or only how things have been done there?',
      known: /\b(?:contract|agreement|offer letter|handbook)\b/i,
    },
    {
      ask: 'Is the schedule written in your contract, or only how things have been done?',
      known: /\b(?:contract|agreement|offer letter|handbook)\b/i,
    },
  ],
  'time-off-benefits': [
    {
      ask: 'What does the {employer|} handbook or your contract say about it, if you have looked?',
      known: /\b(?:handbook|contract|policy|offer letter)\b/i,
    },
    {
      ask: 'What does the handbook or your contract say about it, if you have looked?',
      known: /\b(?:handbook|contract|policy|offer letter)\b/i,
    },
    {
      ask: 'Which dates do you need off, and how far ahead are they?',
      known:
        /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|next (?:week|month)|in \d+ (?:weeks|months))\b/i,
    },
  ],
  raise: [
    {
      ask: 'When is your next review, or does your company not have fixed ones?',
      known: /\b(?:review (?:is|in|next)|annual review|next review|performance review)\b/i,
    },
    {
      ask: 'Do you know roughly what others in your role are paid, there or elsewhere?',
      known:
        /\b(?:market rate|others (?:make|earn|get)|coworkers? (?:make|earn|get)|glassdoor|underpaid)\b/i,
    },
  ],
  'choose-path': [
    {
      ask: 'Who do you know, even loosely, who already does one of the jobs you are weighing?',
      known: /\b(?:talked to|spoke (?:to|with)|asked (?:a|my))\b/i,
    },
    {
      ask: 'Which of the paths could you try for a month before committing, through a course, a shift or a small project?',
    },
  ],
  'career-change': [
    {
      ask: 'Would a pay cut for the first year or two be possible, or do you need to earn the same from the start?',
      known: /\b(?:pay cut|less money|take a cut|lower (?:pay|salary))\b/i,
    },
    {
      ask: 'Who do you know, even loosely, who already works in the field you want?',
      known: /\b(?:talked to|spoke (?:to|with)|friend (?:who|works))\b/i,
    },
  ],
  'contract-temp': [
    {
      ask: 'Has anyone at {employer|} said when the contract ends, or whether it could turn permanent?',
      when: /\b(?:contract(?:or)?|temp|temporary|agency|fixed[- ]term|seasonal)\b/i,
      known: /\b(?:ends? (?:in|on)|until|temp[- ]to[- ]perm|convert\w*|permanent)\b/i,
    },
    {
      ask: 'Has anyone said when the contract ends, or whether it could turn permanent?',
      when: /\b(?:contract(?:or)?|temp|temporary|agency|fixed[- ]term|seasonal)\b/i,
      known: /\b(?:ends? (?:in|on)|until|temp[- ]to[- ]perm|convert\w*|permanent)\b/i,
    },
  ],
  'holiday-bonus': [
    {
      ask: 'Was the bonus promised in writing, or only talked about?',
      known: /\b(?:in writing|contract|offer letter|written|email)\b/i,
    },
  ],
  references: [
    {
      ask: 'Who from your last two jobs would speak well of you if the employer called today?',
      known: /\b(?:my (?:old|former|last) (?:manager|boss|supervisor) (?:said|agreed|will))\b/i,
    },
  ],
  promotion: [
    {
      ask: 'Has your manager said what you would need to show to get it, or has that never been spelled out?',
      known: /\b(?:said i (?:need|have)|told me (?:i|to)|criteria|requirements)\b/i,
    },
  ],
};

/** Whether their words or facts already give what the question asks for. */
function given(q: OpenQuestion, said: string, facts: Fact[]): boolean {
  return (
    Boolean(q.known?.test(said)) ||
    Boolean(q.kinds?.some((k) => facts.some((f) => f.kind === k))) ||
    alreadySaid(q.ask, said, facts)
  );
}

/** The people of the employer's side in an offer or an application, in the member's words. */
const HIRING_SIDE: Array<[RegExp, string]> = [
  [/\bhiring manager\b/i, 'the hiring manager'],
  [/\brecruiters?\b/i, 'the recruiter'],
  [/\b(?:HR|human resources)\b/, 'HR'],
];

/** Words that put an organisation on the hiring side of the story: it offered, interviewed, was applied to. */
const HIRING_NEAR =
  /\b(?:offer\w*|interview\w*|applied|applying|application|recruit\w*|hired|hiring|assessment|position|internship|accepted)\b/i;
/** Words that make an organisation the member's own employer now. */
const OWN_NEAR =
  /\b(?:work(?:ing|ed)? (?:at|for)|my (?:current |present )?(?:job|employer|company)|employed (?:at|by))\s*$/i;

/**
 * The one organisation the member names, with whether it is called theirs ("I work at Acme") and
 * whether a word of hiring stands near it. Undefined when they name none or several, or only a
 * short code with a digit ("H1B": a visa or a grade, not an employer).
 */
function singleOrg(
  text: string,
  facts: Fact[],
): { org: string; own: boolean; hiring: boolean } | undefined {
  const orgs = [...new Set(facts.filter((f) => f.kind === 'org').map((f) => f.text))];
  const org = orgs.length === 1 ? orgs[0] : undefined;
  if (!org || (/\d/.test(org) && org.length <= 4)) return undefined;
  const i = text.indexOf(org);
  if (i < 0) return undefined;
  const before = text.slice(Math.max(0, i - 50), i);
  const around = text.slice(Math.max(0, i - 60), i + org.length + 60);
  return { org, own: OWN_NEAR.test(before), hiring: HIRING_NEAR.test(around) };
}

/**
 * The organisation on the other side of an application or offer, as the member named it
 * ("Barclays"): only when they name exactly one, it stands near a word of hiring (an offer, an
 * interview, an application), and they do not call it their current employer. Otherwise undefined,
 * and a question keeps "the employer".
 */
export function hiringOrg(text: string, facts: Fact[]): string | undefined {
  const one = singleOrg(text, facts);
  return one && !one.own && one.hiring ? one.org : undefined;
}

/**
 * The member's own employer as they named it: exactly one organisation, not one on the hiring side
 * of the story (hiringOrg reads that), called theirs ("I work at Acme", "my company, Acme") or
 * standing where nothing of hiring is near.
 */
export function ownOrg(text: string, facts: Fact[]): string | undefined {
  const one = singleOrg(text, facts);
  return one && (one.own || !one.hiring) ? one.org : undefined;
}

/**
 * "the recruiter" in a question becomes the side's person the member names, if another; with no
 * person of that side named, the organisation they applied to or were offered by ("Did Barclays
 * give you a date to answer by?"), and failing that the employer, never a recruiter the story does
 * not have.
 */
function theirSide(ask: string, text: string, facts: Fact[] = []): string {
  if (!/\bthe recruiter\b/i.test(ask) || /\brecruiters?\b/i.test(text)) return ask;
  const named = HIRING_SIDE.find(([re]) => re.test(text))?.[1];
  return ask.replace(/\bthe recruiter\b/, named ?? hiringOrg(text, facts) ?? 'the employer');
}

/**
 * The open question of these entries that fits this member: one whose situation detail their
 * words show comes first (in the entry's order, the most telling first), then one for the entry's
 * situation as a whole (the seed choosing only among those); never one for a fact they gave.
 */
export function openQuestion(
  entryIds: string[],
  text: string,
  said: string,
  facts: Fact[],
  seed: number,
  /** Only a question whose situation detail their words show (for entries that merely come near). */
  cuedOnly = false,
  /**
   * Fills a question's `{kind|}` slots with the member's facts (respond.ts withFacts); undefined
   * when a slot has no fact of theirs, and the question is then not asked.
   */
  render?: (ask: string) => string | undefined,
): string | undefined {
  const all = entryIds.flatMap((id) => OPEN_QUESTIONS[id] ?? []);
  const said_ = (q: OpenQuestion) => (/\{/.test(q.ask) ? render?.(q.ask) : q.ask);
  const fit = all
    .filter((q) => !given(q, said, facts))
    .map((q) => ({ q, ask: said_(q) }))
    .filter((x): x is { q: OpenQuestion; ask: string } => Boolean(x.ask));
  const cued = fit.find((x) => x.q.when?.test(text));
  if (cued) return theirSide(cued.ask, text, facts);
  if (cuedOnly) return undefined;
  const plain = fit.filter((x) => !x.q.when);
  if (!plain.length) return undefined;
  // A question built on their facts ("…your contract with Acme…") is about this member and comes
  // first; the seed orders only questions their message gives no reason to prefer.
  const built = (x: { q: OpenQuestion }) => (/\{/.test(x.q.ask) ? 0 : 1);
  const x = [...plain].sort(
    (a, b) => built(a) - built(b) || hash(`${seed}|${a.q.ask}`) - hash(`${seed}|${b.q.ask}`),
  )[0];
  return x ? theirSide(x.ask, text, facts) : undefined;
}

/** The people a story names, in the member's own words ("my coworker", "HR", "the recruiter"). */
const PARTY =
  /\b(my|our|the) ((?:co-?worker|colleague|manager|boss|supervisor|team ?lead|gm|director|partner|wife|husband|girlfriend|boyfriend|parents|mom|dad|professor|advisor|landlord|client)s?)\b|\b(HR)\b/i;

/** Words of talking to someone: the member has raised it with the person when one is near. */
const TALK =
  'told|tell|talked|talk|rang|phoned|offered|wrote|spoke|asked|said|says|mentioned|brought|emailed|texted|called|messaged|confronted|explained|raised|replied|responded|reached out';

/** A question of what to say or how to put something to someone. */
const SAYING =
  /\bhow (?:do|should|can) i (?:tell|say|ask|explain|justify|approach|bring|word|phrase|call out)\b|\bwhat (?:do|should) i say\b/i;

/** People close to the member, talked things over with rather than raised things with. */
const FAMILY = /^(?:partner|wife|husband|girlfriend|boyfriend|parents|mom|dad)s?$/;

/**
 * The general path's open questions (GROW), for a post no library entry fits: whether they have
 * raised it with the person the story turns on (reality), by when a choice is due (will), how
 * long money lasts for a leap (reality). Undefined when their post already answers each.
 */
export function generalOpenQuestion(text: string, said: string, facts: Fact[]): string | undefined {
  const m = text.match(PARTY);
  const who = m ? (m[3] ? 'HR' : (m[2] ?? '').toLowerCase()) : undefined;
  // Raising something presupposes a difficulty (asks.ts) or a plea for what to do about one:
  // good news is not raised with anyone.
  const trouble =
    namesDifficulty(text) ||
    /\b(?:what (?:can|should) i do|anything i can do|can i do anything|how (?:do|should) i (?:handle|deal))\b/i.test(
      text,
    );
  if (m && who && m.index !== undefined && trouble) {
    const near = text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60);
    const stem = who.replace(/s$/, '');
    const toThem = new RegExp(`\\b(?:${TALK})\\b[^.?!]{0,40}\\b(?:${stem}s?|him|her|them)\\b`, 'i');
    const the = /^the$/i.test(m[1] ?? '');
    const party = who === 'HR' ? 'HR' : `${the ? 'the' : 'your'} ${who}`;
    if (!new RegExp(`\\b(?:${TALK})\\b`, 'i').test(near) && !toThem.test(said))
      return FAMILY.test(who) && !the
        ? `Have you talked this over with ${party} yet?`
        : `Have you raised this with ${party} yet, or would it be the first time?`;
    // Already in touch, and asking what to say: the next commitment is when they will say it.
    if (!FAMILY.test(who) && SAYING.test(text))
      return `When will you next speak to ${party}, in person or by message?`;
  }
  // Someone's view of their work weighing on them: whose view it is decides what helps.
  if (
    /\b(?:looked down (?:on|upon)|look(?:s|ing)? down on me|judg(?:ed|e me|es me|ing me)|ashamed of (?:my|what i))\b/i.test(
      text,
    )
  )
    return 'Whose opinion of your work weighs on you most right now?';
  // Guilt about leaving: what leaving well would take, in their own terms.
  if (/\bguilt\w*\b/i.test(text) && /\b(?:leav\w*|quit\w*|moving on|resign\w*)\b/i.test(text))
    return 'What would leaving well look like to you: how much notice, and what handed over?';
  const weighing =
    /\b(?:should i(?! (?:do|know|expect|say|ask|look|write|put|mention|tell|wear|prepare|learn|use|be worried|worry)\b)|or should|decid\w*|choos\w*|torn)\b/i.test(
      text,
    );
  // A choice that moves them somewhere else turns on where they want to live; one weighed
  // against pay, on what they would pick if pay were no object.
  if (
    weighing &&
    /\b(?:move|moving|relocat\w*|abroad|another (?:city|state|country))\b/i.test(text)
  )
    return 'Setting the job aside, where would you rather be living a year from now?';
  // "If the pay were the same either way" presupposes two ways: options they set side by side
  // ("between", "or should I", "both offers"), not a "should I know …" or a pay check on its own.
  const twoWays =
    /\bbetween\b|\beither\b|\bor (?:should|to|stay|take|go|keep|accept|leave|move|switch)\b|\b(?:two|both|2) (?:offers|jobs|options|paths|roles)\b|\bvs\.?\b|\bversus\b/i.test(
      text,
    );
  if (
    weighing &&
    twoWays &&
    /\b(?:pays?|salary|money|\d+k|lpa)\b/i.test(text) &&
    !/\bif (?:the )?pay\b/i.test(said)
  )
    return 'If the pay were the same either way, which would you choose?';
  if (weighing && /\b(?:wife|husband|partner|kids?|children|family|parents)\b/i.test(text))
    return 'What does the person at home who is most affected by this want you to do?';
  // A date to answer by matters when someone else waits on the choice (an offer, a place).
  if (
    weighing &&
    /\b(?:offers?|offered|accept\w*|program(?:me)?|admission|contract)\b/i.test(text) &&
    !/\b(?:deadline|by (?:mon|tues|wednes|thurs|fri)day|until|answer by|respond by|\d+ (?:days|hours) to)\b/i.test(
      said,
    )
  )
    return 'By when do you have to decide, or is nobody waiting on your answer yet?';
  if (
    /\b(?:should i|thinking (?:of|about)|want to|going to|planning (?:to|on)|considering|about to) (?:just )?(?:quit|leav(?:e|ing) my job|resign\w*|walk(?:ing)? out|tak(?:e|ing) a break)\b/i.test(
      text,
    ) &&
    !/\b(?:savings?|saved|months? of expenses|new job|another job|offer|lined up)\b/i.test(said) &&
    !facts.some((f) => f.kind === 'money')
  )
    return 'If you left without another job lined up, how many months could you cover your bills?';
  return undefined;
}
