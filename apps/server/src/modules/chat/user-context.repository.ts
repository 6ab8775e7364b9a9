import { and, eq, sql } from 'drizzle-orm';
import type { UserContext } from '../../ai/coach.js';
import { CV_CONTEXT_CHARS } from '../../ai/prompts.js';
import type { Database } from '../../db/client.js';
import { diamondProfiles } from '../../db/schema/insights.js';
import { uploadedFiles } from '../../db/schema/uploads.js';
import { users } from '../../db/schema/users.js';

/**
 * What the coaches may know of the member (their CV's start and their diamond profile), in one
 * round trip: it runs on every chat message, before the first token.
 */
export function createUserContextRepository(db: Database) {
  // Built once and prepared once per connection.
  const query = db
    .select({
      cvName: uploadedFiles.originalName,
      // One character more than is used tells the prompt that the CV was cut.
      cvText: sql<string | null>`left(${uploadedFiles.text}, ${CV_CONTEXT_CHARS + 1})`,
      profile: diamondProfiles.insights,
    })
    .from(users)
    .leftJoin(
      uploadedFiles,
      and(
        eq(uploadedFiles.userId, users.id),
        eq(uploadedFiles.kind, 'cv'),
        eq(uploadedFiles.textStatus, 'ok'),
      ),
    )
    .leftJoin(diamondProfiles, eq(diamondProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_coach_context');

  return async (userId: string): Promise<UserContext> => {
    const [row] = await query.execute({ userId });
    return {
      ...(row?.cvName && row.cvText ? { cv: { name: row.cvName, text: row.cvText } } : {}),
      ...(row?.profile ? { profile: row.profile } : {}),
    };
  };
}
