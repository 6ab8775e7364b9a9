import { createContext } from 'react';

/** A coach a reply may name: the chat turns its name into a link that opens a chat with it. */
export interface CoachRef {
  id: number;
  name: string;
}

/** The active coaches other than the one in this chat (empty: no links). */
export const CoachLinksContext = createContext<readonly CoachRef[]>([]);

/** The link target of a coach's name in a reply; only the chat's own renderer understands it. */
export const COACH_LINK = /^coach:(\d+)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reply with the first mention of each coach's name made a Markdown link to `coach:<id>`:
 * `**Healthcare Advisor**` or a plain `Healthcare Advisor` (whole words, any case), never inside
 * code or an existing link. Longer names are matched first, so a name inside another is not.
 */
export function linkCoachNames(text: string, coaches: readonly CoachRef[]): string {
  if (coaches.length === 0) return text;
  // Code spans, fenced blocks and links stay as they are.
  const protectedParts = /```[\s\S]*?```|`[^`\n]*`|\[[^\]\n]*\]\([^)\n]*\)/g;
  const pieces: { text: string; free: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(protectedParts)) {
    pieces.push({ text: text.slice(last, match.index), free: true });
    pieces.push({ text: match[0], free: false });
    last = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(last), free: true });
  for (const coach of [...coaches].sort((a, b) => b.name.length - a.name.length)) {
    const name = escapeRegExp(coach.name);
    const pattern = new RegExp(`\\*\\*(${name})\\*\\*|(?<![\\w[])(${name})(?![\\w\\]])`, 'i');
    const index = pieces.findIndex((piece) => piece.free && pattern.test(piece.text));
    const piece = pieces[index];
    const match = piece ? pattern.exec(piece.text) : null;
    if (!piece || !match) continue;
    const shown = match[1] ?? match[2] ?? coach.name;
    const link = match[1] ? `**[${shown}](coach:${coach.id})**` : `[${shown}](coach:${coach.id})`;
    // The new link is protected from the (shorter) names after it.
    pieces.splice(
      index,
      1,
      { text: piece.text.slice(0, match.index), free: true },
      { text: link, free: false },
      { text: piece.text.slice(match.index + match[0].length), free: true },
    );
  }
  return pieces.map((p) => p.text).join('');
}
