import type { CrisisAssessment, CrisisKind } from './detect.js';

/**
 * What the member reads when the safety layer steps in, and the rules every model is given. Data
 * only. The numbers are the well-known national ones (checked against the services' own sites):
 * emergency 911 (US, Canada), 112 (EU), 999 (UK); the 988 Suicide & Crisis Lifeline (US, call or
 * text, chat at 988lifeline.org); Samaritans 116 123 (UK and Ireland); findahelpline.com for every
 * other country; the US National Domestic Violence Hotline 1-800-799-7233 (text START to 88788);
 * the UK National Domestic Abuse Helpline 0808 2000 247; US Poison Control 1-800-222-1222; NHS 111;
 * for violence outside home: VictimConnect 1-855-484-2846 (US), Victim Support 0808 16 89 111 (UK),
 * RAINN 1-800-656-4673 (US) and Rape Crisis 0808 500 2222 (England and Wales) for sexual violence.
 */

const EMERGENCY = '911 (US and Canada), 112 (EU) or 999 (UK)';

const LISTENING_LINES = [
  '- **US:** call or text **988** (988 Suicide & Crisis Lifeline), or chat at [988lifeline.org](https://988lifeline.org)',
  '- **UK and Ireland:** call **Samaritans on 116 123**, free, day or night',
  '- **Anywhere else:** [findahelpline.com](https://findahelpline.com) lists free, confidential helplines in your country',
];

const ABUSE_LINES = [
  '- **US:** National Domestic Violence Hotline, **1-800-799-7233**, or text START to **88788**',
  '- **UK:** National Domestic Abuse Helpline, **0808 2000 247**, free, day or night',
  '- **Anywhere else:** [findahelpline.com](https://findahelpline.com) lists local services, including domestic abuse support',
  '- If it is all getting too much: **988** (US) or **Samaritans on 116 123** (UK and Ireland)',
];

const VICTIM_LINES = [
  '- **US:** VictimConnect, **1-855-484-2846**, for anyone harmed or threatened by a crime; after sexual violence, RAINN on **1-800-656-4673**',
  '- **UK:** Victim Support, **0808 16 89 111**, free, day or night; after sexual violence, Rape Crisis on **0808 500 2222** (England and Wales)',
  '- **Anywhere else:** [findahelpline.com](https://findahelpline.com) lists local services',
  '- If it is all getting too much: **988** (US) or **Samaritans on 116 123** (UK and Ireland)',
];

const STILL_HERE = "I'm still here whenever you want to keep talking.";
const SAFE_QUESTION =
  'Before anything else, I want to ask you directly, because it matters: **are you safe right now?** Have you been having thoughts of hurting yourself or of not wanting to be here?';

/** The check-in question when the signs are about someone close: their safety with that person. */
/** A line for someone whose phone or account may be checked by the person they fear. */
const PHONE_SAFETY =
  "If someone else may look at your phone or this account, you can delete this conversation from the chat's menu, and call from a phone they can't check. Many helpline websites have a quick-exit button.";

const SAFE_AT_HOME_QUESTION =
  'Before anything else, I want to ask you directly, because it matters: **do you feel safe right now, at home and with the people around you?** Has anyone hurt you, threatened you or made you afraid?';

/**
 * Whether a saved reply is a safety reply (a crisis reply or a concern check-in), whichever reader
 * raised it: the local one or the model's. The member's message it answered is withheld from any
 * later turn's history, so a message only the model judged risky never reaches a provider either.
 */
export function isSafetyReply(text: string): boolean {
  return (
    text.includes(STILL_HERE) ||
    text.includes(SAFE_QUESTION) ||
    text.includes(SAFE_AT_HOME_QUESTION)
  );
}

function opening(name: string, text: string): string {
  return name ? `${name}, ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
}

function medicalReply(name: string, pills: boolean): string {
  return [
    opening(name, 'this sounds like it could be a medical emergency.'),
    '',
    `**Please call your emergency number now: ${EMERGENCY}**, or ask someone near you to call. Don't wait to see whether it passes, and don't drive yourself.`,
    '',
    ...(pills
      ? [
          '- Say on the call what was taken, how much and when; keep the packet with you. In the US, Poison Control is **1-800-222-1222**; in the UK, call **999**, or **NHS 111** if you are unsure how urgent it is.',
        ]
      : []),
    "- If you're alone, unlock the door and keep your phone with you.",
    '- If you took something on purpose, or you are having thoughts of ending your life, tell the call handler. When you can, you can also talk to someone: call or text **988** (US), call **Samaritans on 116 123** (UK and Ireland), or find a line at [findahelpline.com](https://findahelpline.com).',
    '',
    STILL_HERE,
  ].join('\n');
}

function suicideReply(name: string, selfHarm: boolean): string {
  return [
    opening(
      name,
      selfHarm
        ? "thank you for telling me. That took courage, and I'm really glad you did."
        : "I'm really glad you told me. What you're carrying sounds incredibly heavy.",
    ),
    'You deserve support from a person right now, so let’s set everything else aside.',
    '',
    `**If you might act on these thoughts, or you're in danger right now, call your emergency number: ${EMERGENCY}.**`,
    '',
    'You can talk to someone trained to help, free and at any hour:',
    ...LISTENING_LINES,
    '',
    "If you can, let someone you trust know how you're feeling today: a friend, a family member or your doctor. You don't have to go through this alone.",
    '',
    STILL_HERE,
  ].join('\n');
}

function abuseReply(name: string): string {
  return [
    opening(
      name,
      'thank you for telling me. What you describe is not okay, and it is not your fault.',
    ),
    'Your safety comes first, before anything else we might talk about.',
    '',
    `**If you are in danger right now, call your emergency number: ${EMERGENCY}.**`,
    '',
    'Free, confidential support from people who help with exactly this:',
    ...ABUSE_LINES,
    '',
    'A helpline can help you think through how to stay safe, at your own pace. If someone you trust can know what is happening, tell them.',
    '',
    PHONE_SAFETY,
    '',
    STILL_HERE,
  ].join('\n');
}

/**
 * Violence or threats from someone outside home and family (a customer, a colleague, a stranger):
 * the same care first, with victim-support lines and what helps at work, not the domestic-abuse text.
 */
function violenceReply(name: string): string {
  return [
    opening(
      name,
      'thank you for telling me. Being threatened or hurt is not okay, and it is not your fault.',
    ),
    'Your safety comes first, before anything else we might talk about.',
    '',
    `**If you are in danger right now, or the person could come back, call your emergency number: ${EMERGENCY}.**`,
    '',
    'Free, confidential support for people who have been threatened or hurt:',
    ...VICTIM_LINES,
    '',
    'A threat of violence can be reported to the police, and at work your employer has a duty to act on it. It helps to write down what was said or done, when, and who saw it, while it is fresh.',
    '',
    STILL_HERE,
  ].join('\n');
}

function harmToOthersReply(name: string): string {
  return [
    opening(name, 'thank you for being honest with me about this.'),
    'When anger or thoughts of hurting someone get this strong, the most important thing is to get support before anything happens.',
    '',
    `**If you feel you might act on it, or anyone is in danger now, call your emergency number: ${EMERGENCY}.** If you can, step away from the situation and from anything that could be used to hurt someone.`,
    '',
    'You can talk it through with someone trained to help, free and at any hour:',
    ...LISTENING_LINES,
    '',
    STILL_HERE,
  ].join('\n');
}

function someoneElseReply(name: string): string {
  return [
    opening(name, "thank you for telling me. It matters that you're looking out for them."),
    '',
    `**If they are in immediate danger, call your emergency number now: ${EMERGENCY}**, and stay with them if it is safe to do so.`,
    '',
    'These services also help people who are worried about someone else:',
    ...LISTENING_LINES,
    '',
    "It's okay to ask them directly whether they are thinking about suicide; asking does not put the idea in their head. Listen, and help them contact one of the services above. Look after yourself too: this is a lot to carry.",
    '',
    STILL_HERE,
  ].join('\n');
}

/** The whole reply to a message with crisis language: care and resources, nothing else. */
export function crisisReply(assessment: CrisisAssessment, name: string): string {
  const first = assessment.kinds[0];
  if (first === 'medical') {
    return medicalReply(
      name,
      assessment.evidence.some((e) => /pill|tablet|overdos|medic|paracetamol|painkiller/i.test(e)),
    );
  }
  if (assessment.aboutOther) return someoneElseReply(name);
  if (first === 'suicide' || first === 'self-harm') {
    return suicideReply(name, first === 'self-harm');
  }
  if (first === 'abuse') return assessment.outsideHome ? violenceReply(name) : abuseReply(name);
  return harmToOthersReply(name);
}

/**
 * The reply to a message with distress and a risk sign but no named danger: it reflects what they
 * said in general words (never their own), asks directly and kindly whether they are safe, gives
 * the resources in one line and offers to keep talking. No plan, no template, no career content.
 */
export function concernReply(name: string, careful: CrisisKind | null): string {
  const resources =
    careful === 'abuse'
      ? `If you are in danger, call ${EMERGENCY}; for domestic abuse support, 1-800-799-7233 (US), 0808 2000 247 (UK), or [findahelpline.com](https://findahelpline.com) elsewhere.`
      : `If you ever feel unsafe, you can call or text **988** (US), call **Samaritans on 116 123** (UK and Ireland), find a line at [findahelpline.com](https://findahelpline.com), or call ${EMERGENCY} in an emergency.`;
  return [
    opening(
      name,
      "thank you for telling me this. It sounds like you're carrying a lot right now, and I'm glad you said it.",
    ),
    '',
    careful === 'abuse' ? SAFE_AT_HOME_QUESTION : SAFE_QUESTION,
    '',
    resources,
    ...(careful === 'abuse' ? ['', PHONE_SAFETY] : []),
    '',
    "Whatever your answer, I'm here and we can keep talking, at your pace: about how you're feeling, or about anything else on your mind.",
  ].join('\n');
}

/** Next messages offered after a concern check-in: the member answers in their own words. */
export const CONCERN_SUGGESTIONS = [
  "I'm safe, I just needed to say it",
  "I'm not sure I'm safe",
  'Can we keep talking about how I feel?',
];

export const CRISIS_SUGGESTIONS = [
  "I'm safe now, can we talk?",
  'Where can I find a helpline near me?',
];

/** The title a conversation gets when its first message was a crisis (never the words themselves). */
export const CRISIS_TITLE = 'Reaching out for support';

/** One line that keeps the resources in view on every later turn of a careful conversation. */
export function carefulReminder(kind: CrisisKind): string {
  if (kind === 'abuse') {
    return `_If you're ever in danger, call ${EMERGENCY}. Domestic abuse support: 1-800-799-7233 (US), 0808 2000 247 (UK), or [findahelpline.com](https://findahelpline.com) elsewhere._`;
  }
  if (kind === 'medical') {
    return `_If anything about your health feels wrong again, call ${EMERGENCY} straight away._`;
  }
  return `_If things feel too much again, you can call or text 988 (US), call Samaritans on 116 123 (UK and Ireland) or find a line at [findahelpline.com](https://findahelpline.com), any time; in an emergency, ${EMERGENCY}._`;
}

/** The safety rules every model is given, whatever the coach and the member's own instructions. */
export const SAFETY_RULES = `Safety rules (these come before everything else, including the member's own instructions):
- If the member writes about suicide or wanting to die (also indirectly: "I don't see the point of going on", "everyone would be better off without me"), self-harm, harming someone, abuse or violence at home, or a medical emergency, stop coaching. Reply briefly and warmly, without career or productivity advice, and give crisis resources: the emergency number (911 in the US and Canada, 112 in the EU, 999 in the UK), the 988 Suicide & Crisis Lifeline (US, call or text 988), Samaritans on 116 123 (UK and Ireland), and findahelpline.com for other countries. Encourage them to reach someone they trust.
- Ordinary idioms are not crises: "this deadline is killing me", "I could kill for a coffee", "I'm dying to get that job". Do not raise an alarm over them.
- You are not a doctor, therapist, lawyer or financial adviser. Never diagnose or prescribe; point to a qualified professional when it matters.`;

/** Added to a model's instructions on every turn after crisis language appeared in the chat. */
export function carefulInstruction(kind: CrisisKind): string {
  const about: Record<CrisisKind, string> = {
    suicide: 'thoughts of suicide or not wanting to live',
    'self-harm': 'self-harm',
    'harm-to-others': 'thoughts of hurting someone',
    abuse: 'abuse or violence against them',
    medical: 'a possible medical emergency',
  };
  return `Earlier in this conversation the member wrote about ${about[kind]}, and was given crisis resources. Stay gentle and unhurried for the rest of the conversation: check how they are before anything else, follow their lead, make no productivity or performance push, and end with a one-line reminder of the resources (988 in the US, Samaritans 116 123 in the UK and Ireland, findahelpline.com elsewhere, ${EMERGENCY} in an emergency). If they show crisis language again, stop and give the resources first.`;
}
