import { type Note, type UpdateNoteRequest, updateNoteRequestSchema } from '@facet/contracts';
import { LoaderCircle, UserMinus, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage, HttpError } from '@/lib/api-client';
import { useUpdateNote } from '../api/update-note';
import { ROLE_LABELS } from '../lib/note-display';
import { NOTE_UPDATED, UPDATE_NOTE_FAILED } from '../lib/note-messages';
import { PrivateNoteSwitch } from './private-note-switch';

type ShareRole = 'viewer' | 'collaborator';

/**
 * The owner's Sharing section: every change is saved at once, so removing someone (or making the
 * note private) withdraws their access straight away (ADR 009).
 */
export function NoteSharing({ note, sessionId }: { note: Note; sessionId: string }) {
  const mutation = useUpdateNote(sessionId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShareRole>('viewer');
  const [error, setError] = useState<string>();
  const ids = { heading: useId(), email: useId(), error: useId() };

  const save = (
    body: UpdateNoteRequest,
    description: string,
    onSaved?: () => void,
    onRefused?: (message: string) => void,
  ) => {
    mutation.mutate(
      { noteId: note.id, body },
      {
        onSuccess: () => {
          toast({ title: NOTE_UPDATED, description, variant: 'success' });
          onSaved?.();
        },
        onError: (failure) => {
          toastError('Note not updated', failure, UPDATE_NOTE_FAILED);
          // A refused address (not a valid address, too many people) is shown by the field too.
          if (failure instanceof HttpError && failure.status === 400)
            onRefused?.(errorMessage(failure, UPDATE_NOTE_FAILED));
        },
      },
    );
  };

  const people = [
    ...note.collaborators.map((address) => ({ email: address, role: 'collaborator' as const })),
    ...note.sharedWith.map((address) => ({ email: address, role: 'viewer' as const })),
  ];

  const remove = (address: string) =>
    save(
      {
        sharedWith: note.sharedWith.filter((e) => e !== address),
        collaborators: note.collaborators.filter((e) => e !== address),
      },
      `${address} can no longer see this note.`,
    );

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = email.trim().toLowerCase();
    const without = (list: string[]) => list.filter((e) => e !== address);
    const result = updateNoteRequestSchema.safeParse({
      isPrivate: false,
      sharedWith:
        role === 'viewer' ? [...without(note.sharedWith), address] : without(note.sharedWith),
      collaborators:
        role === 'collaborator'
          ? [...without(note.collaborators), address]
          : without(note.collaborators),
    });
    if (!address) {
      setError('Enter an e-mail address.');
      return;
    }
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save(
      result.data,
      // The same words whether or not the address has an account: sharing never tells.
      role === 'collaborator'
        ? `${address} can now edit this note, if they have a Facet account.`
        : `${address} can now read this note, if they have a Facet account.`,
      () => setEmail(''),
      setError,
    );
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="grid gap-4 rounded-xl border border-border bg-background p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={ids.heading} className="text-sm font-semibold text-foreground">
          Sharing
        </h3>
        {mutation.isPending ? (
          <span
            className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
            role="status"
          >
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            Saving...
          </span>
        ) : null}
      </div>
      <PrivateNoteSwitch
        checked={note.isPrivate}
        disabled={mutation.isPending}
        onCheckedChange={(checked) =>
          save(
            { isPrivate: checked },
            checked ? 'Only you can see this note now.' : 'You can now share this note.',
          )
        }
        hint={
          note.isPrivate
            ? 'Only you can see this note. Turn this off to share it.'
            : 'Making it private removes everyone below at once.'
        }
      />

      {note.isPrivate ? null : (
        <>
          {people.length > 0 ? (
            <ul aria-label="People with access" className="grid gap-2">
              {people.map((person) => (
                <li
                  key={person.email}
                  className="flex items-center justify-between gap-2 rounded-lg border border-border bg-card py-1.5 pr-1.5 pl-3"
                >
                  <span className="min-w-0 truncate text-sm text-foreground">{person.email}</span>
                  <span className="flex shrink-0 items-center gap-1">
                    <Badge variant={person.role === 'collaborator' ? 'default' : 'secondary'}>
                      {ROLE_LABELS[person.role]}
                    </Badge>
                    <IconButton
                      icon={UserMinus}
                      label={`Remove ${person.email}`}
                      tone="danger"
                      className="size-8"
                      disabled={mutation.isPending}
                      onClick={() => remove(person.email)}
                    />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p>
          )}
          <form noValidate onSubmit={add} className="grid gap-2">
            <Label htmlFor={ids.email}>Add a person</Label>
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8.5rem_auto]">
              <Input
                id={ids.email}
                type="email"
                inputMode="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(undefined);
                }}
              />
              <Select value={role} onValueChange={(value) => setRole(value as ShareRole)}>
                <SelectTrigger aria-label="Access">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="viewer">{ROLE_LABELS.viewer}</SelectItem>
                  <SelectItem value="collaborator">{ROLE_LABELS.collaborator}</SelectItem>
                </SelectContent>
              </Select>
              <Button type="submit" variant="secondary" disabled={mutation.isPending}>
                <UserPlus aria-hidden="true" />
                Add
              </Button>
            </div>
            {error ? (
              <p id={ids.error} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}
