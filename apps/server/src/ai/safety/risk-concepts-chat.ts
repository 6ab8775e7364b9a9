/**
 * Risk concepts as people type them into a chat box rather than write them in a post: short,
 * lower case, without the textbook words. Each is a class of what is said (indifference to
 * living, relief at one's own death, a means kept at hand, a dose mixed with drink and felt in
 * the body, harm done to punish oneself, urges come back, being at a height, fainting after not
 * eating), built from word classes like the concepts in risk-concepts.ts and read by the same
 * matcher (nlp/cues.ts; `~` is a short gap, `+` not negated). risk-concepts.ts lists them with
 * its own.
 */

import type { Concept } from './risk-concepts.js';

/** Verbs of living through the night or the day, for "I don't care if I wake up". */
const LIVING =
  'wake|wake_up|woke_up|live|die|died|survive|make_it|get_hit|got_hit|come_back|see_tomorrow|see_morning|am_here|be_here|exist';

/** Pills, medicines and drugs a person may take too much of. */
const DOSE =
  'pills|tablets|meds|medication|medicine|xanax|valium|diazepam|benzos|benzo|klonopin|ativan|lorazepam|painkillers|oxy|oxys|oxycodone|codeine|tramadol|paracetamol|tylenol|ibuprofen|sleeping_pills|sleepers|antidepressants|insulin|opioids|fentanyl|heroin';

/** Drink taken with them. */
const DRINK = 'vodka|whisky|whiskey|gin|rum|wine|beer|alcohol|booze|drink|drinks|tequila|liquor';

/** What a body does when a dose is too much. */
const BODY_SIGN =
  'spinning|numb|tingl*|weird|blurry|dizzy|faint*|pass_out|heart|breath*|breathe|throwing_up|vomit*|shaking|shake|cold|sleepy|cannot_stand|can_not_stand|lips|chest';

/** Lethal means a person may keep at hand. */
const MEANS =
  'rope|noose|gun|guns|handgun|pistol|revolver|rifle|shotgun|firearm|blade|blades|razor|razors|pills|tablets|meds|insulin|charcoal|hose|ligature';

/** Heights and places people go to end their lives. */
const HEIGHT =
  'roof|rooftop|ledge|edge|bridge|cliff|tracks|railway|balcony|top_floor|top_of_the_car_park|top_of_the_building|overpass|parapet';

export const CHAT_CONCEPTS: Concept[] = [
  {
    // Indifference to whether they live ("I don't really care if I wake up or not", "wouldn't
    // care if I didn't make it home"): the Columbia screener's wish to be dead, said passively.
    name: 'indifferent-to-living',
    weight: 'strong',
    softenedBy: [
      'lol|lmao|haha|jk|joking|kidding|😂|🤣|💀',
      'alarm|nap|late|hangover|weekend|meeting|shift|class|exam|interview|work',
    ],
    cues: [
      `do|would|will ~ not ~ care|mind ~ if|whether ~ i ~ ${LIVING}`,
      `not ~ care|mind ~ if|whether ~ i ~ ${LIVING} ~ or ~ not`,
      `not ~ care|mind ~ if ~ i ~ do|did|will|would ~ not|never ~ ${LIVING}`,
    ],
    unless: ['get|got ~ the ~ job|offer|role|promotion', 'live in|with|near'],
  },
  {
    // Their own death or injury weighed as a relief ("if I got hit by a bus tomorrow it'd be a
    // relief", "being gone would be easier for everyone").
    name: 'relief-in-dying',
    weight: 'strong',
    softenedBy: ['lol|lmao|haha|jk|joking|kidding|😂|🤣|💀'],
    cues: [
      'if ~ i ~ get|got|was|were ~ hit|killed|run_over|crushed|died|gone',
      'if ~ i ~ die|died|disappeared|vanished',
      'if ~ a|the ~ car|bus|truck|lorry|train|plane ~ hit|hits|killed|kills|ran_over|runs_over|crashed ~ me',
      'disappearing|vanishing|being_gone|not_being_here|not_existing|me_gone|me_being_gone ~ would|will|might ~ be|make ~ easier|better|simpler|a_relief|everyone',
      'everyone|everybody|they|family|parents ~ would|will|be ~ better|easier|fine ~ without ~ me',
    ],
    with: [
      'relief|blessing|easier|better|simpler|fine|okay|ok|good|mind|care|peace|peaceful|everyone|everybody|anyone',
    ],
    unless: [
      'if ~ i ~ get|got ~ the|a|this ~ job|offer|role|promotion|place|call',
      // Away for a while, not gone for good ("if I was gone for a week").
      'for ~ a|about|the|two|three|few ~ day|days|week|weeks|month|months|while|holiday|vacation',
    ],
  },
  {
    // A lethal means kept at hand, in the member's own sentence ("I have the rope in the boot",
    // "I've kept a stash of pills in my drawer"). Without a stated use it is a strong sign: the
    // member is asked, kindly and directly.
    name: 'means-kept',
    weight: 'strong',
    cues: [
      `i ~ have|got|keep|kept|hid|hidden|stash*|saved|saving|hoard*|collected|collecting|stockpil* ~ the|a|some|my|enough|all ~ ${MEANS}`,
      `i ~ have|got|keep|kept ~ ${MEANS} ~ in|under|at|ready|hidden`,
      `my ~ ${MEANS} ~ in|under ~ the|my ~ boot|trunk|car|drawer|wardrobe|closet|glovebox`,
    ],
    with: ['i|me|my|myself'],
    // Anywhere in the sentence or beside it: the use may come at the end ("a rope and a harness
    // for the climbing wall job").
    unlessInSentence: [
      'hunt|hunting|range|license|licence|permit|store|shop|toy|nerf|airsoft|camping|climbing|sailing|boat|tow|towing|garden|gardening|farm|prescription|prescribed|doctor|pharmacy|chemist|diabetic|diabetes|first_aid|fridge|cooler|pen|pump|locker|routine|spare|headache|headaches|migraine|allergy|allergies|cramps|period|hay_fever|travel',
    ],
  },
  {
    // A dose taken with drink, or felt in the body after it ("mixed vodka with my xanax, the room
    // is spinning"): a medical emergency, whatever the reason.
    name: 'dose-mixed',
    weight: 'crisis',
    kind: 'medical',
    act: true,
    cues: [
      `mixed|mixing|mix|took|taken|taking|had|downed|washed ~ ${DRINK} ~ with|and|on_top_of ~ my|the|some|a_few ~ ${DOSE}`,
      `mixed|mixing|mix|took|taken|taking|downed|washed|washing ~ ${DOSE} ~ with|and|down_with|on_top_of ~ ${DRINK}`,
      `${DOSE} ~ and|with|plus ~ ${DRINK}`,
    ],
    withNear: [BODY_SIGN],
    unless: ['never|do_not|shouldn|should_not|can_i|is_it_safe|safe_to|warning|label|advice'],
  },
  {
    // Harm done to themselves as a punishment ("I skip meals to punish myself", "I pinch myself
    // till it marks when I mess up"): self-harm by its reason, whatever the act.
    name: 'self-punishment',
    weight: 'strong',
    cues: [
      '+to|as ~ punish|punishing ~ myself',
      '+i ~ punish|punished|punishing ~ myself ~ by|with|when|for|every|after',
      'deserve|deserved ~ to ~ hurt|suffer|be_hurt|feel_pain',
    ],
    unless: ['gym|workout|run|running|training|diet|study|studying|revision|overtime'],
  },
  {
    // Urges come back, said without their object ("the urges have been coming back lately"):
    // after "the", urges the member and the reader both know; asked about, gently.
    name: 'urges-back',
    weight: 'strong',
    cues: [
      'the ~ urge|urges ~ be|is|are|been|keep|have|has ~ back|coming_back|returning|getting_stronger|getting_worse',
      'the ~ urge|urges ~ come|came|coming ~ back',
      'the ~ urge|urges ~ return|returned|returning',
    ],
    unless: [
      'smoke|smoking|cigarette|vape|vaping|drink|drinking|eat|eating|snack|sugar|coffee|shop|shopping|buy|spend|gamble|gambling|scroll|text|call|quit_my_job|quit',
    ],
  },
  {
    // Standing or sitting at a height now, in the member's own words ("I'm standing on the roof of
    // the car park"): asked at once whether they are safe.
    name: 'at-height',
    weight: 'strong',
    cues: [
      `i ~ be|am ~ standing|sitting|stood|sat|up|out ~ on|at|by|near ~ the|a|this ~ ${HEIGHT}`,
      `i ~ be|am ~ on ~ the|a|this ~ ${HEIGHT} ~ now|right_now|tonight|again|$`,
    ],
    with: ['i|me|my|myself'],
    unless: [
      'fix|fixing|repair|repairing|roofer|roofing|tiles|gutter|inspect|inspection|survey|surveying|photo|photos|view|sunset|party|drinks|bar|train|bus|platform|waiting|queue|shift|crew|harness|scaffold|engineer|work|working',
    ],
  },
  {
    // Fainting or a failing heart after not eating or drinking for days: a medical emergency.
    name: 'starved-body',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      'fainted|passed_out|collapsed|blacked_out|fainting|passing_out|collapsing|blacking_out',
      'heart ~ racing|pounding|skipping|fluttering|fluttery|flutter|irregular|doing',
    ],
    withNear: [
      'not ~ eaten|eating|eat|drunk|drinking ~ in|for|since ~ days|a_week|#2',
      'stopped|quit ~ eating|drinking',
      'eaten|ate ~ nothing|anything ~ in|for ~ days|#2',
    ],
  },
];
