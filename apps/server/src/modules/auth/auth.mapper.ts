import type { User } from '@facet/contracts';
import type { UserRow } from '../../db/schema/users.js';

/** The public shape of a user: never the hash, never the session version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    linkedinUrl: row.linkedinUrl,
    linkedinProfile: row.linkedinProfile,
    createdAt: row.createdAt.toISOString(),
  };
}
