import type { Note } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { makeNote } from '@/test/fixtures';
import { splitList } from './note-display';
import { filterNotes, isPrivateNote, NOTE_FILTERS } from './note-filters';

const note = makeNote;

const notes = [
  note('unshared'),
  note('private', { isPrivate: true }),
  note('shared', { sharedWith: ['a@example.com'] }),
  note('collab', { collaborators: ['b@example.com'] }),
  note('both', { sharedWith: ['a@example.com'], collaborators: ['b@example.com'] }),
  note('urgent', { priority: 'high', isPrivate: true }),
  note('done', { status: 'completed', sharedWith: ['a@example.com'] }),
  note('archived', { status: 'archived', priority: 'low' }),
];
const ids = (list: Note[]) => list.map((n) => n.id);

describe('note filters (notes panel)', () => {
  it('has the six tabs in order', () => {
    expect(NOTE_FILTERS.join(' ')).toBe('all private shared collaborative high-priority completed');
  });

  it('all shows every note', () => {
    expect(ids(filterNotes(notes, 'all'))).toEqual(ids(notes));
  });

  it('private: marked private or shared with nobody', () => {
    expect(ids(filterNotes(notes, 'private'))).toEqual([
      'unshared',
      'private',
      'urgent',
      'archived',
    ]);
    expect(isPrivateNote(note('x', { collaborators: ['b@example.com'] }))).toBe(false);
  });

  it('shared: has readers; collaborative: has editors', () => {
    expect(ids(filterNotes(notes, 'shared'))).toEqual(['shared', 'both', 'done']);
    expect(ids(filterNotes(notes, 'collaborative'))).toEqual(['collab', 'both']);
  });

  it('high-priority and completed', () => {
    expect(ids(filterNotes(notes, 'high-priority'))).toEqual(['urgent']);
    expect(ids(filterNotes(notes, 'completed'))).toEqual(['done']);
  });
});

describe('splitList', () => {
  it('splits on commas, semicolons and new lines and drops blanks', () => {
    expect(splitList(' cv, goals ,, \nleadership; ')).toEqual(['cv', 'goals', 'leadership']);
    expect(splitList('   ')).toEqual([]);
  });
});
