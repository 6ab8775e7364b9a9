/** How long after signing up a member still counts as new here. */
export const NEW_MEMBER_MS = 60 * 60 * 1000;

/** Is this member's account so new that there is nothing yet to come back to? */
export function isNewMember(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created < NEW_MEMBER_MS;
}
