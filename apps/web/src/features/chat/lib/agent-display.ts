/** Chat header rules. */

const EMOJI_KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['Creative', '🎨'],
  ['Technical', '💻'],
  ['Research', '🔬'],
  ['Business', '💼'],
  ['Education', '📚'],
  ['Data', '📊'],
  ['Health', '🏥'],
  ['Language', '🌐'],
  ['Financial', '💰'],
  ['Quick', '⚡'],
];
export const DEFAULT_AGENT_EMOJI = '🤖';

/** The agent emoji, chosen by the first keyword found in its name (else a robot). */
export function agentEmoji(name: string | undefined | null): string {
  if (!name) return DEFAULT_AGENT_EMOJI;
  const lower = name.toLowerCase();
  for (const [keyword, emoji] of EMOJI_KEYWORDS) {
    if (lower.includes(keyword.toLowerCase())) return emoji;
  }
  return DEFAULT_AGENT_EMOJI;
}

/** Back link: Career CV Assistant → /transition-tools, Self-Assessment Coach → /conversations, else /. */
export function chatBackLink(agentName: string | undefined | null): string {
  if (agentName === 'Career CV Assistant') return '/transition-tools';
  if (agentName === 'Self-Assessment Coach') return '/conversations';
  return '/';
}

/** The first sentence of a description ('' when there is none). */
export function firstSentence(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return '';
  const match = /^.*?[.!?](?=\s|$)/s.exec(trimmed);
  return (match ? match[0] : trimmed).trim();
}
