import type { RoleSpec } from './roles.js';
import { findRole } from './roles-match.js';
import { targetPhrase } from './summary-rewrite.js';

/**
 * For a member heading into a role the coach knows (roles.ts), what that role asks for set against
 * what the member has said about themselves: each demand marked as one they named ("you mentioned
 * SQL") or one to build, with the one piece of proof that shows it. Only what the member wrote
 * counts as evidence; nothing is assumed from their title.
 */

/** The known role a member is moving into: the field they name after "move into", "become"… */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function targetRole(text: string): RoleSpec | undefined {
  const aim =
    targetPhrase(text) ??
    /\b(?:become|becoming|be)\s+(?:an?\s+)?([a-z][a-z -]{2,40}?)(?=[.,?!]|\s+(?:and|but|so|because)\b|$)/i.exec(
      text,
    )?.[1];
  if (!aim) return undefined;
  // "data analytics", "UX design": a field named for its role.
  const asRole = aim.replace(/\banalytics\b/i, 'analyst').replace(/\bdesign\b/i, 'designer');
  return findRole(` ${aim} `)?.spec ?? findRole(` ${asRole} `)?.spec;
}

export function roleGapLines(text: string, said: string): string[] | undefined {
  const role = targetRole(text);
  if (!role?.demands.length) return undefined;
  // The member's own word for the evidence, whole ("12%", "reduced", "Power BI"), as written.
  const shown = (fragments: string[]) => {
    for (const f of fragments) {
      const escaped = f.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // A word fragment starts a word ("cut", not the middle of "execute"); a sign ("%") is
      // shown with the number it follows.
      const pattern = /^\w/.test(f)
        ? `(?<![\\p{L}\\p{N}])${escaped}[\\p{L}\\p{N}]*`
        : `[\\p{N}.,]*${escaped}`;
      const m = new RegExp(pattern, 'iu').exec(said);
      if (m) return m[0];
    }
    return undefined;
  };
  const lines = role.demands.slice(0, 5).map((d) => {
    const named = shown(d.evidence);
    return named
      ? `- **${d.label}** (you have it: “${named}”): make it visible. ${d.gap}`
      : `- **${d.label}** (to build): ${lowerFirst(d.gap)}`;
  });
  const have = role.demands.filter((d) => shown(d.evidence)).length;
  return [
    `**What ${role.name} roles ask for, against what you told me** (${have} of ${Math.min(role.demands.length, 5)} already named)`,
    ...lines,
  ];
}
