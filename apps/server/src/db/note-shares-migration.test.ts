import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { it as baseIt, describe, expect, inject } from 'vitest';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const SHARES_MIGRATION = '0008_note_shares_streaming_replies';

// The migration's SQL is the same on both databases; one embedded instance checks it.
const it = inject('databaseUrl') ? baseIt.skip : baseIt;

/** The migrations folder as it was before note shares moved to accounts. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === SHARES_MIGRATION);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('the note-shares migration', () => {
  it('turns each listed address an account holds into a share with that account, and drops the rest', async () => {
    const before = migrationsBefore();
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const user = async (email: string) =>
        (
          await client.query<{ id: string }>(
            `insert into users (email, password_hash, first_name, last_name)
             values ($1, 'x', 'A', 'B') returning id`,
            [email],
          )
        ).rows[0]?.id;
      const owner = await user('owner@example.com');
      const reader = await user('reader@example.com');
      const editor = await user('editor@example.com');
      const both = await user('both@example.com');
      const conversation = (
        await client.query<{ id: string }>(
          `insert into conversations (user_id, session_id, agent_id, title)
           values ($1, 's1', 1, 'Chat') returning id`,
          [owner],
        )
      ).rows[0]?.id;
      const note = async (sharedWith: string[], collaborators: string[], isPrivate = false) =>
        (
          await client.query<{ id: string }>(
            `insert into notes (conversation_id, owner_id, title, content, is_private, shared_with, collaborators)
             values ($1, $2, 't', 'c', $3, $4, $5) returning id`,
            [conversation, owner, isPrivate, sharedWith, collaborators],
          )
        ).rows[0]?.id;
      const shared = await note(
        ['reader@example.com', 'nobody@example.com', 'both@example.com', 'owner@example.com'],
        ['editor@example.com', 'both@example.com', 'ghost@example.com'],
      );
      const privateNote = await note([], []);
      const rogue = await note(['reader@example.com'], [], true);

      await migrate(db, { migrationsFolder: migrations });

      const shares = await client.query<{ note_id: string; user_id: string; role: string }>(
        'select note_id, user_id, role from note_shares order by note_id, position',
      );
      expect(shares.rows).toEqual([
        { note_id: shared, user_id: editor, role: 'collaborator' },
        { note_id: shared, user_id: both, role: 'collaborator' },
        { note_id: shared, user_id: reader, role: 'viewer' },
      ]);
      expect(shares.rows.some((r) => r.note_id === privateNote || r.note_id === rogue)).toBe(false);
      const columns = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'notes'`,
      );
      expect(columns.rows.map((c) => c.column_name)).not.toContain('shared_with');
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
