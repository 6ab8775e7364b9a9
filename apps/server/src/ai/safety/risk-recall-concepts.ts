/**
 * Concepts for what real posts say about suicide without the words the main list reads
 * (risk-concepts.ts): worth denied, a future the member is not in, a wish to switch life off, an
 * attempt told without its verb, means kept and looked at, a decision made. Same cue language and
 * weights as risk-concepts.ts; risk.ts reads both lists. Kept apart so each group can be weighed
 * (and dropped) on its own: every group was kept only when it raised recall on data not read to
 * write it, without raising false alarms on r/teenagers or r/jobs posts (ADR 024, addendum
 * "recall on real posts").
 */

import { type Concept, IRONY, PILLS, TASK_CONTEXT } from './risk-concepts.js';

/**
 * Words of death, means and its aftermath: a sentence beside one of them gives an unnamed "it" or
 * "tried" its meaning ("the last time I tried, I woke up in hospital").
 */
const DEATH_CONTEXT = [
  'die|died|dying|dead|death|suicide|suicidal|kill|killed|overdose|overdosed|od|pills|tablets|rope|noose|hang|hanged|jump|jumped|wrist|wrists|alive|survive|survived|hospital|icu|psych|psychiatric|ward|ambulance|attempt|attempts|end_it|ending_it|not_wake_up|stomach_pumped|fatal|fatality|lethal',
];

/** Verbs of wanting a state, said of the member's whole life. */
const LONGING = 'want|wish|need|long|wanting|wishing|longing';

/** A move, a job or an event that gives a time of absence its reason. */
const ABSENCE_REASON = [
  'leave|leaving|vacation|holiday|holidays|trip|move|moving|moved|relocat*|abroad|sabbatical|retire|retiring|retirement|quit|quitting|notice|contract|lease|graduat*|semester|term|transfer|deployed|deployment|camp|visa|exchange|internship',
];

/** Things a decision is commonly about in ordinary posts: a job, a move, a purchase, a partner. */
const ORDINARY_DECISION = [
  'quit|quitting|resign|resigning|leave|leaving|apply|applying|accept|accepting|offer|move|moving|buy|buying|major|college|school|university|break_up|breaking_up|dump|propose|vote|career|course|degree|transfer|stay|staying|hair|tattoo|diet|gym',
];

export const RECALL_CONCEPTS: Concept[] = [
  {
    // Waking in hospital beside the act that put the member there ("woke up in the ICU after the
    // pills"). Its context leaves out hospital words, so the match cannot supply its own.
    name: 'woke-after-act',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    act: true,
    cues: ['woke|wake|waking ~ up ~ in ~ the|a ~ hospital|icu|er|psych_ward|ward'],
    withNear: [
      'pills|tablets|overdose|overdosed|od|tried|attempt|attempted|wrist|wrists|jumped|hang|hanged|rope|noose|stomach_pumped|kill|killed|die|suicide|suicidal|psych|psychiatric|not_wake_up',
    ],
    unless: ['accident|crash|surgery|operation|concussion|fracture|appendix|birth|baby|fell|fall'],
  },
  {
    // A reason to go on said to be missing, with "see" or "find" ("honestly I can't find one reason to keep
    // going anymore"), as no-will-to-live reads it with "have".
    name: 'reason-unseen',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      '!see|find|think_of ~ a|any|one ~ reason|point ~ to|in ~ keep_going|go_on|going_on|live|living|stay|stay_alive|carry_on|keep_living|be_alive|continue|exist|existing',
    ],
    unless: [
      ...TASK_CONTEXT,
      'apply|applying|stay_at|stay_in|stay_with|continue_with|relationship|team|game|series|show',
    ],
  },
  {
    // An attempt begun and stopped by others ("my friends had to stop me from jumping", "she
    // talked me out of overdosing"): C-SSRS interrupted attempt.
    name: 'stopped-from-act',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    act: true,
    cues: [
      'stop|stopped|talk|talked|pull|pulled|drag|dragged|keep|kept ~ me ~ from|out_of ~ jumping|killing_myself|overdosing|hanging_myself|doing_it|going_through_with_it|ending_it|ending_my_life|taking_the_pills|cutting',
    ],
    unless: ['conclusions|conclusion|gun|quitting|texting|buying|eating|drinking|calling'],
  },
  {
    // What keeps the member alive named as the one thing ("my little brother is the only thing stopping me",
    // "I only stay alive for my dog"): a reason for living that holds back a wish to die.
    name: 'one-thing-holding',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'only ~ thing|reason|one|person|people ~ stopping ~ me $|be|is|are',
      'only ~ thing|reason|one|person|people ~ holding ~ me ~ back $|be|is|are',
      'stay|stayed|staying|remain|keep ~ alive ~ for|because_of ~ my|the|her|him|them',
      'i ~ only ~ stay|stayed|am_still|be_still ~ alive|here|around ~ for|because',
    ],
    unlessInSentence: [
      ...TASK_CONTEXT,
      'money|pay|paycheck|rent|visa|debt|insurance|contract|benefits|loan|loans|mortgage|lease|quitting|quit|leaving|moving|applying|going|buying|asking|dating',
    ],
  },
  {
    // The world or life said to hold no place or meaning for the member ("there's no place for me
    // in this world", "life has no meaning for me anymore", "nothing left for me here").
    name: 'no-place-for-me',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'no ~ place|room|space ~ for ~ me ~ in ~ this ~ world|life',
      'this ~ world ~ be ~ not|n ~ for|made_for|meant_for ~ me|people_like_me',
      '!belong ~ in ~ this ~ world|life|on_this_earth|among_the_living',
      'life|my_life|living ~ have|has|hold|holds ~ no ~ meaning|purpose|point ~ for_me|anymore|any_more|$|,',
      'nothing ~ left ~ for ~ me ~ here|in_this_life|on_this_earth|in_life',
      'this ~ be ~ the ~ end ~ for ~ me $|,',
      'why ~ be|am ~ i ~ still ~ here|around $|?',
    ],
    unless: [
      ...TASK_CONTEXT,
      'team|company|city|town|country|school|club|band|game|server|relationship',
    ],
  },
  {
    // Hope denied in other words ("I can't see things getting any better", "I'm never going to be
    // happy", "doubt I can last much more of this", "can't picture living another 40 years
    // this way", "I'm not gonna make it.").
    name: 'hope-denied',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '!see|imagine|picture ~ things|it|anything|life|my_life ~ getting|get ~ any ~ better',
      'i ~ be ~ never ~ going ~ to ~ be ~ happy|okay|ok|normal|loved|whole|at_peace $|,|again|and',
      '!think ~ i ~ can ~ do_this|do_it|take_it|keep_this_up|handle_this|hold_on ~ much_longer|any_longer|anymore|for_long',
      '!imagine|picture|see ~ living|doing_this|being_alive|another ~ another|for ~ #2 ~ years|decades',
      '!going|gonna ~ to ~ make ~ it $|,|through_this|much_longer',
      'i ~ will ~ not ~ make ~ it $|,|through_this|much_longer',
    ],
    unless: [
      ...TASK_CONTEXT,
      'deadline|on_time|party|meeting|interview|flight|train|bus|game|match|concert|wedding|dinner|appointment|date|practice|rehearsal|semester|finals|ride|marathon|race|trip|there|home|in_time',
    ],
  },
  {
    // The member's absence spoken of as near and as a relief ("nobody will have to deal with me
    // soon", "I'll finally be free soon", "I'm ready for all of it to end now").
    name: 'absence-near',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'nobody|no_one|noone ~ will|would ~ have ~ to ~ deal_with|worry_about|put_up_with|see|hear_from ~ me ~ soon|anymore|any_more|again|much_longer',
      'you|they|everyone|anyone ~ will|would ~ not|never ~ have ~ to ~ deal_with|worry_about|put_up_with|see|hear_from ~ me ~ soon|anymore|any_more|again|much_longer',
      'i ~ will ~ finally ~ be ~ free|at_peace|at_rest ~ soon|$',
      'ready|want ~ for ~ it|everything|my_life|this|it_all ~ to ~ be ~ over|end $|,|now|soon',
      'i ~ want|wish|need ~ to ~ be ~ gone $|forever|for_good',
    ],
    unlessInSentence: [
      ...TASK_CONTEXT,
      'summer|school|vacation|holiday|graduation|weekend|exams|exam|semester|move|moving|trip|shift|week|day|parents|house|home|curfew|grounded',
    ],
  },
  {
    // A jump announced, or the member at a height now ("I'm going to jump.", "I'm on the roof
    // right now").
    name: 'jump-announced',
    weight: 'strong',
    cues: [
      'i ~ be ~ going|about ~ to ~ jump $|tonight|now|soon',
      'i ~ will ~ jump $|tonight|now|soon',
      'i ~ be ~ on|at ~ the|a ~ roof|rooftop|bridge|ledge|edge|tracks ~ right_now|now|tonight $',
    ],
    unless: [
      'pool|lake|trampoline|queue|line|call|train|plane|chance|gun|rope|in|into|skydiv*|parachute|bungee|ship',
    ],
  },
  {
    // An "it" or "this" planned or thought of daily, given its meaning by words of death nearby
    // ("been planning this for months now", "I think about it daily").
    name: 'it-planned',
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'planning|planned|plan ~ this|it ~ for ~ a_while|weeks|months|a_long_time|years|days|ages',
      'think|thinking|thought ~ about|of ~ it|doing_it ~ every|all_the_time|constantly|daily|more_and_more|every_day|every_night|every_single_day',
      'finally ~ have|get|got|find|found ~ the ~ guts|courage|nerve|balls',
    ],
    withNear: DEATH_CONTEXT,
    unless: [
      ...TASK_CONTEXT,
      'trip|vacation|holiday|wedding|party|surprise|proposal|propose|move|moving|birthday|gift|tattoo|piercing|haircut|ask_her|ask_him|ask_out|confess|coming_out|come_out',
    ],
  },
  {
    // A plan said to be known or looked into, with the act left as "it" ("I know exactly how I'd
    // do it", "researching ways to end it", "got a plan and a date now"): C-SSRS plan.
    name: 'plan-known',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'know ~ exactly|already ~ how|when|where ~ i ~ would|will|be_going_to ~ do_it $',
      'research|researching|researched|look_up|looking_up|looked_up|google|googling|googled|reading_about ~ ways|methods|how ~ to ~ end_it|die|kill_myself|not_wake_up|go_painlessly|end_my_life',
      'have|got|made ~ a ~ plan ~ and ~ a ~ date|time|place|method $|,',
    ],
    unless: [
      ...TASK_CONTEXT,
      'move|moving|trip|vacation|holiday|wedding|party|surprise|proposal|propose|date_night|birthday|gift|present|business|budget|diet|workout|game|project|essay|presentation|speech|build|fix|repair|cook|bake|recipe|plant|plants|battery|phone|character|story',
    ],
  },
  {
    // Ending named by its object left vague ("I'm thinking about ending things", "end everything
    // tonight"); ending things with someone is a break-up (read adjacent, see unlessWithin).
    name: 'ending-things',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      // Adjacent: "the weird end to things" is the noun.
      '+end|ending things|everything $|,|tonight|soon|for_good|now|once_and_for_all|today|and',
      '+think|thinking|thought|considering|plan|planning|want|ready ~ about|of|to ~ ending|end ~ things|everything',
    ],
    unlessWithin: ['things|everything with|between'],
    unless: [
      ...TASK_CONTEXT,
      'relationship|boyfriend|girlfriend|partner|ex|friendship|marriage|him|her|them|on_a_high_note|on_a_good_note|call|meeting|conversation|chat|year|day|week|story|season|series|game',
    ],
  },
  {
    // Strength to go on said to be spent ("I don't want to fight anymore", "I can't handle living
    // anymore", "I'm not strong enough to keep going").
    name: 'fight-spent',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '!want|wanna ~ to ~ fight|keep_fighting|keep_trying|try_anymore|be_strong|hold_on ~ anymore|any_more|any_longer|$',
      'tired|sick|exhausted|done ~ of|with ~ fighting|pretending|surviving|being_strong|holding_on|trying_to_survive|staying_alive $|,|anymore|any_more|every_day|so|and',
      'can not ~ handle|take|bear|do|stand ~ living|existing|being_alive|life ~ anymore|any_more|any_longer|$',
      '!strong|brave ~ enough ~ to ~ keep_going|go_on|carry_on|keep_fighting|hold_on|keep_living|stay_alive|survive',
    ],
    unless: [
      ...TASK_CONTEXT,
      'parents|mom|mum|dad|brother|sister|siblings|boyfriend|girlfriend|friend|friends|argument|arguing|argue|fight_with|game|games',
    ],
  },
  {
    // A self that is not safe to be alone with ("I don't trust myself right now", "I'm scared of
    // what I might do"): C-SSRS intent, said as fear of oneself.
    name: 'self-distrusted',
    weight: 'strong',
    cues: [
      '!trust ~ myself ~ right_now|tonight|anymore|any_more|alone|to_be_alone|to_stay_safe|$',
      'scared|afraid|terrified|frightened ~ of ~ what ~ i ~ might|will|could|would ~ do ~ $|to_myself|tonight|if',
      'scared|afraid|terrified|frightened ~ to ~ be ~ alone ~ with ~ myself|my_thoughts',
    ],
    unless: [
      'money|food|cooking|driving|relationship|crush|text|texting|drunk|party|shopping|snacks|cake|chocolate|diet|exam',
    ],
  },
  {
    // The member's death or funeral pictured by others' reactions ("I wonder who would come to my
    // funeral", "I keep imagining my funeral"), and waking up felt as a loss ("every day I wake up
    // disappointed").
    name: 'own-funeral',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'who|anyone|anybody|people|nobody|no_one ~ would|will ~ come|go|show_up|cry|turn_up ~ to|at ~ my ~ funeral',
      'imagine|imagining|picture|picturing|plan|planning|think_about|thinking_about|dream_about ~ my ~ funeral|own_funeral|own_death|grave',
      'wake|woke|waking ~ up ~ disappointed|angry|upset|furious|sad|crying ~ that|to_be|i_am|$|,|every_day|every_morning',
      'easier|better|simpler ~ if ~ i ~ be|was|were ~ dead|not_alive|never_born',
    ],
    unless: ['alarm|late|early|hangover|tired|cold|sick'],
  },
  {
    // Voices or the member's mind urging a method ("my mind keeps telling me to jump").
    name: 'urged-to-act',
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'voice|voices|mind|brain|head|thoughts|something ~ ~ telling|tells|told|keep_telling|keeps_telling ~ me ~ to ~ jump|die|end_it|hurt_myself|cut|do_it|step_off|swallow_them',
    ],
    unless: ['gut|heart|instinct ~ telling', 'quit|job|apply|break_up'],
  },
  {
    // The means made ready or kept at hand ("I have the rope ready", "sitting here with a bottle
    // of pills"): C-SSRS preparatory behaviour.
    name: 'means-ready',
    weight: 'crisis',
    kind: 'suicide',
    act: true,
    cues: [
      'rope|noose|pills|gun|blade|razor|belt ~ be|is|are ~ ready|prepared|tied|waiting|set_up|hidden|loaded',
      'have|got|keep ~ the|my|a ~ rope|noose|pills|blade|razor ~ ready|prepared|tied|hidden|set_up|waiting',
      `sit|sitting|sat|lying|lay|here ~ with ~ a|the|my ~ bottle|handful|pile|box|stack ~ of ~ ${PILLS}`,
    ],
    with: ['i|me|my|myself|here'],
    unless: [
      'climb|climbing|camping|boat|sailing|swing|gym|hunting|hunt|range|target|shaving|craft|crafts|art|pharmacy|pharmacist|nurse|patient|patients|headache|migraine|cold|flu|allergy|vitamins',
    ],
  },
  {
    // A height or the tracks gone to or stood on, beside a time or with no leisure named ("I stood
    // on the bridge for an hour", "I'm going to the bridge tonight").
    name: 'at-the-edge',
    weight: 'strong',
    cues: [
      'stood|standing|stand|sat|sitting|sit ~ on|at ~ the|a|that ~ bridge|ledge|edge_of_the_roof|tracks|railing|cliff_edge|edge_of_the_cliff|train_tracks|railway',
      'went|go|going|drove|drive|driving|walked|walk|walking|head|heading ~ to ~ the|a ~ bridge|tracks|cliff|railway|train_tracks|rooftop ~ tonight|now|last_night|$|,|alone|again',
    ],
    with: ['i|me|my|myself'],
    unless: [
      'photo|photos|picture|pictures|sunset|sunrise|stars|hike|hiking|friends|party|dog|fishing|view|picnic|date|tour|trip|concert|festival|skate|skating|bike|run|running|train_home|commute|station|platform|delayed|late',
    ],
  },
  {
    // A farewell said as such ("I've said goodbye to everyone", "this is my goodbye", "sorry for
    // everything"), without a move, a job or a trip named.
    name: 'goodbye-plain',
    weight: 'strong',
    cues: [
      'said|say|saying ~ goodbye|bye|goodbyes ~ to ~ everyone|everybody|all_of_you|my_family|my_friends|the_people_i_love',
      'this|consider_this ~ be ~ my ~ goodbye|farewell|goodbye_letter|last_goodbye|last_post|final_post',
      'last ~ time ~ i ~ will|be_going_to ~ post|write|talk_to_anyone|be_here',
      'sorry ~ for ~ everything $|,|i_did|i_have_done|i_put_you_through',
      'please ~ forgive ~ me $',
      '!think ~ i ~ will|can ~ survive|make_it ~ the|this|tonight ~ night|weekend',
    ],
    unlessInSentence: [
      ...TASK_CONTEXT,
      'move|moving|moved|trip|vacation|holiday|camp|summer|graduation|graduate|party|airport|flight|visit|reddit|subreddit|account|social_media|instagram|discord|server|break|hiatus|game',
      'team|colleagues|coworkers|co_workers|office|lunch|leaving|leaving_do|farewell_party|students|class|classmates|country|city|house|apartment|flat|ex|relationship|boyfriend|girlfriend|breakup|broke_up|dog|cat|pet|vet|funeral|hospice',
    ],
  },
  {
    // A denial asked back as a question ("why shouldn't I just end it?", "why not kill myself"):
    // the negation argues for the act, it does not deny it.
    name: 'why-not',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'why ~ should|shouldn ~ i ~ not ~ kill_myself|end_it|end_my_life|die|do_it|just_die|just_end_it',
      'why ~ not ~ just ~ kill_myself|end_it|end_my_life|die|do_it',
    ],
  },
  {
    // An attempt told by its count or its repeat ("I reattempted", "I survived the plan I made"),
    // or regretted as a chance missed ("should've ended it while I still could").
    name: 'attempt-again',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    act: true,
    cues: [
      'reattempt|reattempted|reattempting|re_attempted|re_attempt',
      'survived|survive ~ the|my ~ plan|attempt|overdose|od',
      'should|shoulda|should_have ~ ended|end|finished|finish ~ it ~ when|while ~ i ~ had|could',
      `wish ~ i ~ had|took|taken ~ more ~ ${PILLS}`,
    ],
    unless: [
      ...TASK_CONTEXT,
      'relationship|boyfriend|girlfriend|ex|marriage|friendship|he|she|cheat|cheated|cheating|dumped|breakup|broke_up|dating|date|things',
    ],
  },
  {
    // Death seen as what frees ("I see death as a release", "no problem with dying at all"): death
    // weighed as the better thing, as in wish-dead, with other verbs of judging.
    name: 'death-as-release',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'see|view|think_of|consider|regard ~ death|dying ~ as ~ liberation|freedom|release|escape|relief|an_escape|a_release|the_answer|a_way_out|peace|rest|a_gift|a_mercy',
      'no ~ qualms|problem|issue ~ with|about ~ death|dying',
      'a|my|this ~ pointless|meaningless|purposeless ~ life|existence $|,|and|so|but',
      'i ~ hate|despise|loathe ~ this ~ ~ life|existence $|,|and|so|but',
    ],
    unless: [...TASK_CONTEXT, 'game|character|movie|book|story|religion|buddhism|philosophy'],
  },
  {
    // Nobody who cares, said with an oath ("nobody in the world gives a damn whether I live").
    name: 'cared-for-by-none-oath',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      // "Damn" is dropped as an intensifier before reading (risk.ts), so "a" may stand alone.
      'nobody|no_one|noone|not_one_person ~ give|gives|gave a ~ about ~ me|if_i|whether_i',
    ],
  },
  {
    // An end moved near in time with "it" left unnamed ("tomorrow might be it", "tonight could
    // be the night"), as time-bound-intent reads "tonight will be it".
    name: 'time-might-be-it',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'tonight|tomorrow|today|this_weekend ~ might|could|may|will|be_going_to ~ be ~ it|the_night|the_day $|,|and|for_me',
    ],
    with: ['i|me|my|myself|hold|holding|tired|done|anymore'],
    unless: [
      ...TASK_CONTEXT,
      'launch|release|deadline|date|party|game|match|exam|test|interview|results|announcement|storm|weather|snow',
    ],
  },
  {
    // Going away in order to die ("I'll drive off somewhere to die alone").
    name: 'away-to-die',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'away|somewhere|off|alone|woods|forest|hills ~ to ~ die $|,|and|alone|quietly|peacefully',
    ],
    with: ['i|me|my|myself'],
    unless: ['animal|animals|cat|cats|dog|dogs|elephant|elephants|plant|plants|battery|phone|game'],
  },
  {
    // Worth denied as a whole ("there's nothing good about me", "I'm a lost cause", "I'm no good to
    // anyone"), not a skill ("a lost cause at chess").
    name: 'worth-denied',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'nothing ~ good|worthwhile|valuable|special|likeable|likable|lovable|loveable|redeeming|right ~ about|in ~ me|myself $|,|and|but|at_all|anymore',
      'i ~ be ~ a|such_a|just_a|the|complete|total ~ lost_cause $|,|and|but|anyway|now|who|that|so',
      'i ~ be ~ no ~ good ~ to ~ anyone|anybody|everyone|myself|the_world|my_family|them',
      'i ~ be ~ unlovable|unloveable|beyond_saving|beyond_help|beyond_repair|a_failure_as_a_person|a_failure_as_a_human',
      'nobody|no_one|noone ~ could|can|will|would ~ ever ~ love ~ me',
      'i ~ have|got ~ nothing ~ to ~ offer ~ anyone|anybody|the_world|this_world|people $',
      'i ~ be ~ a|such_a|just_a ~ disappointment|letdown|mistake ~ to ~ everyone|everybody|my_family|my_parents|all',
    ],
    unless: [...TASK_CONTEXT, 'at|in ~ math|maths|chess|sports|cooking|drawing|dating'],
  },
  {
    // A future the member is not in, said of a time ("I won't see my next birthday", "I don't
    // plan on living past 30", "I'm not sure I'll still be alive next year"). A move, leave or a
    // contract gives an absence its reason and is excluded.
    name: 'future-absent',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '!see|celebrate|reach|make_it_to|live_to_see|live_to ~ my|another|next ~ birthday|christmas|new_year|graduation|#10|#10th|30th|21st|18th',
      '!live|survive ~ to_see|until|till|past|beyond|much_longer|long_enough|another_year|to_be_old|to_be_#20',
      '!plan|planning|intend|intending|expect|expecting ~ on|to ~ live|living|be_alive|being_alive|be_around|being_around|survive|surviving|being_here|be_here ~ past|beyond|more|much|long|until|till|for|$|anymore',
      '!sure|certain ~ i|if_i|whether_i ~ will|be_going_to|can ~ live|be_alive|survive|be_around|still_be_here|still_be_alive|still_live',
      'i ~ will ~ not|never ~ be ~ here|around|alive ~ next_year|next_month|next_summer|next_christmas|by_christmas|by_summer|by_then|for_my_birthday|in_a_year|much_longer|for_much_longer|for_long',
      '!going|gonna ~ to ~ be ~ here|around|alive ~ much_longer|for_much_longer|for_long|next_year|by_then',
      'month|months|week|weeks|day|days ~ left ~ to ~ live|on_this_earth|on_earth|alive',
      // Doubt is a denial without a negator ("I doubt I'll see another Christmas").
      'doubt|doubting ~ i ~ will|be_going_to|can ~ see|celebrate|reach|make_it_to|live_to_see ~ my|another|next ~ birthday|christmas|new_year|graduation',
      'doubt|doubting ~ i ~ will|be_going_to ~ be ~ around|alive|here ~ much_longer|for_long|next_year|by_then',
    ],
    with: ['i|me|my|myself'],
    // The reason for an absence is often given in the next clause or sentence.
    unlessInSentence: [
      ...TASK_CONTEXT,
      ...ABSENCE_REASON,
      'doctor|diagnos*|cancer|terminal|tumor|tumour|chemo|prognosis|grandma|grandpa|dog|cat',
    ],
  },
  {
    // Life wished switched off or left as a whole ("an off switch for existence", "I want to
    // escape this life"), not a device or a place ("escape the city for a week").
    name: 'life-switched-off',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'on|an|a|the|my|an_on ~ off ~ button|switch',
      `+${LONGING}|desperate|crave|craving ~ to ~ escape|leave|quit|exit ~ existence|this_existence|my_existence|this_life|my_life|life_itself|living|being_alive|this_world|this_body|being_me|being_human`,
      'escape|leave|quit|exit ~ this|my ~ existence',
      `+${LONGING} ~ to ~ be ~ free ~ of|from ~ this|my ~ life|existence|world|body`,
      'switch|turn|shut|unplug ~ myself|my_life|my_existence|life ~ off',
      'unplug|disconnect|remove ~ myself ~ from ~ life|existence|this_world|the_world|living',
    ],
    withNear: [
      'life|live|living|exist|existence|existing|pain|suffering|die|death|dead|me|myself|i|we|us|nothing|forever|anymore',
    ],
    unless: [
      ...TASK_CONTEXT,
      'phone|laptop|computer|tv|light|lights|alarm|notifications|router|console|pc|oven|stove|power|car|engine|app|wifi|game',
      'city|town|country|house|home|weekend|week|holiday|vacation|trip|reality_tv',
    ],
  },
  {
    // Nobody who cares, with a long subject ("nobody in my entire life actually cares about me",
    // "not one person in my family cares whether I'm here"). Read like the short form in burden.
    name: 'cared-for-by-none',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'nobody|no_one|noone|not_one_person|not_a_single_person|not_a_soul ~ in|of|from ~ my ~ life|family|world|whole_life|entire_life|house|home ~ care|cares|cared|give_a_shit|gives_a_shit|give_a_damn|gives_a_damn|love|loves ~ about_me|for_me|me|if|whether|$',
      'not ~ a ~ single ~ person|soul ~ care|cares|cared|love|loves ~ about_me|for_me|me|if|whether|$',
    ],
    unless: [
      'grades|opinion|birthday|game|team|work|job|project|school|class|homework|outfit|hair|post|posts|music|art|drawing',
    ],
  },
  {
    // A past attempt told without its verb ("the last time I tried, I woke up in hospital", "I've
    // tried twice before"), given its meaning by words of death or its aftermath nearby.
    name: 'attempt-told',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    act: true,
    cues: [
      'last|first|previous|second|third|other time i tried|attempted|did_it|went_through_with_it $|,|and|but|i|it|my',
      'i ~ have|had|already ~ tried|attempted ~ before|once|twice|again|#2_times|in_the_past|already $|,|and|but|when|last_year|years_ago',
      'after|since ~ my|the ~ last|first|previous ~ attempt|overdose|od|hospital_stay|hospitalization|hospitalisation',
    ],
    withNear: DEATH_CONTEXT,
    unless: [
      ...TASK_CONTEXT,
      'recipe|diet|food|dish|restaurant|drug_test|game|level|app|dating|surgery|accident|crash|concussion|broke|broken|fracture|appendix|birth|baby',
    ],
  },
  {
    // Time spent with the means ("I sat staring at the pills for an hour", "the pills in my
    // hand"), or saving for them ("once I can afford a gun"): a step towards an act.
    name: 'means-held',
    weight: 'strong',
    cues: [
      `stare|staring|stared|look|looking|looked|gaze|gazing ~ at ~ the|my|a|those|these|all_the|all_my ~ ${PILLS}|bottle_of_pills|pill_bottle|knife|knives|blade|blades|razor|razors|rope|noose|gun|bridge|tracks|ledge`,
      `${PILLS}|knife|blade|razor|rope|noose|gun ~ in ~ my ~ hand|hands|lap`,
      'afford|saving_for|save_up_for|save_for|saving_up_for ~ a ~ gun|rope|pistol|handgun|revolver|shotgun',
    ],
    with: ['i|me|my|myself'],
    unless: [
      'hunt|hunting|range|store|shop|cook|cooking|kitchen|chop|chopping|recipe|pharmacy|pharmacist|prescription|work|job|shift|toy|nerf|airsoft|game|knife_collection|climbing|camping|video|photo|picture|painting',
    ],
  },
  {
    // A decision said as made, with nothing named for it ("I've made up my mind.", "I'm at peace
    // with my decision"). A job, a move or a partner named beside it is an ordinary decision.
    name: 'decision-made',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '+made|make|making ~ up ~ my ~ mind $|now|already|this_time|for_good',
      'my ~ mind ~ be ~ made_up $|now|already',
      'at ~ peace ~ with ~ my|the|this ~ decision|choice $|,|now',
      '+i ~ have|already ~ decided $|now|tonight|today',
      'my ~ decision ~ be ~ final|made $',
    ],
    unlessInSentence: [...TASK_CONTEXT, ...ORDINARY_DECISION],
  },
  {
    // The wish not to live said without a closing word, run on into the next clause ("don't
    // want to live honestly what's the point"), or of life as a thing not wanted ("I don't want
    // this life anymore"); and a next day not wanted ("I don't want to see another day").
    name: 'life-unwanted',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      '!want|wanting to live i|im|my|it|everything|nothing|life|no|just|honestly|anymore',
      '!want|wanting ~ life|this_life|my_life|to_live_this_life ~ anymore|any_more|any_longer|$',
      '!want|wanting ~ to ~ see|face|wake_up_to ~ another ~ day|morning|year|sunrise',
      '!want|wanting ~ to ~ see|face|wake_up_to ~ tomorrow $',
      'hate|dread ~ to ~ live ~ to ~ see',
    ],
    unless: [...TASK_CONTEXT, 'live ~ in|at|near|with|abroad|there|here|alone|together'],
  },
  {
    // A crash pictured or wanted as the member's own end ("I picture flipping the car on the
    // highway"), in any verb of the mind: C-SSRS method.
    name: 'crash-pictured',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'think|thinking|thought|imagine|imagining|picture|picturing|fantasi*|tempted|want|wanting|wish|urge ~ about|of|to ~ flipping|crashing|wrecking|flip|crash|wreck|swerving|swerve ~ my|the ~ car|truck',
      'imagine|imagining|picture|picturing|fantasi* ~ flipping|crashing|wrecking|swerving ~ my|the ~ car|truck',
    ],
    unless: ['scared|afraid|terrified|worried|nervous|fear|anxious|anxiety|insurance'],
  },
  {
    // A method said to be chosen, with a word of death beside it ("I'll use a method with a 100%
    // fatality rate"); the scientific or a study method has none.
    name: 'method-chosen',
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'use|using|chose|chosen|picked|pick|found|complete|my|certain|the ~ method',
      'fatality|lethal|fatal|death ~ rate|dose|amount',
    ],
    with: ['i|me|my|myself'],
    withNear: [
      'die|dying|dead|death|kill|suicide|fatal|fatality|lethal|painless|end_it|forever|asleep|overdose',
    ],
    unless: [
      ...TASK_CONTEXT,
      'study|research|scientific|data|experiment|thesis|dissertation|paper|analysis|statistics|lab|survey|sample|teach|teaching|learning|payment|cooking|recipe|training|diet|birth_control|contraception|covid|vaccine|virus|cancer|disease|car|road|traffic',
    ],
  },
  {
    // An end said to come soon with no event named ("it will all be over soon", "soon it'll be
    // over"): exams, a shift, a season or a trip are what ends in ordinary posts.
    name: 'soon-over',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'it|everything|this|all ~ will|be_going_to ~ be ~ over ~ soon',
      'soon ~ it|everything|this|all ~ will ~ be ~ over',
      'soon ~ to ~ be ~ over $|,',
    ],
    unlessInSentence: [
      ...TASK_CONTEXT,
      'exam|exams|test|tests|semester|week|weekend|summer|winter|holiday|holidays|season|game|match|trip|surgery|pregnancy|wait|waiting|meeting|day|year|month|party|trial|lockdown|quarantine',
    ],
  },
];
