import { ROLE_HEADS } from './lexicon.js';
import { ROLES, type RoleSpec } from './roles.js';

export interface RoleMention {
  /** The role as the member named it: "marine biologist". */
  name: string;
  /** Its checklist, when the role is one the coach knows. */
  spec?: RoleSpec;
}

const ALIASES = ROLES.flatMap((spec) => spec.aliases.map((alias) => ({ alias, spec }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A role the member names: a known one ("product manager", "PM role"), or any "X role/job". */
export function findRole(text: string): RoleMention | null {
  const lower = ` ${text.toLowerCase().replace(/\s+/g, ' ')} `;
  for (const { alias, spec } of ALIASES) {
    if (new RegExp(`[^a-z]${escapeRegExp(alias)}s?[^a-z]`).test(lower)) {
      return { name: spec.nameAsSaid ? alias : spec.name, spec };
    }
  }
  const named =
    /\b(?:an?|as|for|become|becoming|into)\s+((?:[a-z]+\s){0,2}?[a-z]+)\s+(?:role|job|position|post|career)s?\b/i.exec(
      text,
    );
  const candidate = named?.[1]?.trim().replace(/^(an?|the)\s+/i, '');
  const generic =
    /^(new|good|better|different|first|next|dream|current|senior|junior|this|that|my|the|same|challenging|exciting|rewarding|fulfilling|interesting|stable|similar|suitable|other|another|real|proper|decent|paid|unpaid|remote|hybrid|permanent|temporary|temp|full[- ]time|part[- ]time|entry[- ]level|well[- ]paid|high[- ]paying|better[- ]paying|local|office|desk|day|night|summer|side|second)$/i;
  if (
    candidate &&
    candidate.length >= 4 &&
    !generic.test(candidate) &&
    !/\b(cv|resume|my|the|a|an|this|that|new|good|better)\b/i.test(candidate)
  ) {
    return { name: candidate.toLowerCase() };
  }
  const head = new RegExp(
    `\\b(?:an?|as|for)\\s+((?:[a-z]+\\s){0,2}(?:${ROLE_HEADS.join('|')}))\\b`,
    'i',
  ).exec(text);
  if (head?.[1]) return { name: head[1].toLowerCase().replace(/^(an?|the)\s+/, '') };
  return null;
}
