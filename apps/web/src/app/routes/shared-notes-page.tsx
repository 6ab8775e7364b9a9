import { PageShell } from '@/components/layout/page-shell';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { SharedNotesList } from '@/features/notes/components/shared-notes-list';

/** ADR 009: "Shared with me" — notes other members shared with the signed-in user. */
export default function SharedNotesPage() {
  const user = useCurrentUser();
  return (
    <PageShell
      title="Shared with me"
      description="Notes that other Facet members have shared with you. You can read every note here, and edit the ones marked 'Can edit'."
    >
      <SharedNotesList email={user.email} />
    </PageShell>
  );
}
