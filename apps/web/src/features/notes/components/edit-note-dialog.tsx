import { NOTE_MESSAGES, type Note, updateNoteRequestSchema } from '@facet/contracts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { fieldErrorsFrom } from '@/lib/form';
import { useUpdateNote } from '../api/update-note';
import { splitList } from '../lib/note-display';
import { NOTE_UPDATED, noteErrorText, UPDATE_NOTE_FAILED } from '../lib/note-messages';
import {
  FormAlert,
  missingText,
  type NoteFieldErrors,
  NoteTextFields,
  type NoteTextValues,
} from './note-fields';
import { NoteSharing } from './note-sharing';

function EditNoteForm({
  note,
  sessionId,
  formId,
  onDone,
  sharing,
}: {
  note: Note;
  sessionId: string;
  formId: string;
  onDone: () => void;
  /** The owner's Sharing section, shown between the fields and the buttons. */
  sharing?: ReactNode;
}) {
  const [values, setValues] = useState<NoteTextValues>({
    title: note.title,
    content: note.content,
    tags: note.tags.join(', '),
  });
  const [errors, setErrors] = useState<NoteFieldErrors>({});
  const mutation = useUpdateNote(sessionId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // SPEC §4: the edit changes only title, content and tags.
    const result = updateNoteRequestSchema.safeParse({
      title: values.title,
      content: values.content,
      tags: splitList(values.tags),
    });
    if (!result.success) {
      setErrors(fieldErrorsFrom(result.error));
      return;
    }
    setErrors({});
    const { title, content, tags } = result.data;
    mutation.mutate(
      { noteId: note.id, body: { title, content, tags } },
      {
        onSuccess: () => {
          toast({ title: NOTE_UPDATED });
          onDone();
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: noteErrorText(error, UPDATE_NOTE_FAILED),
          });
        },
      },
    );
  };

  const missing = missingText(errors);
  const pending = mutation.isPending;
  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormAlert
          message={missing.title || missing.content ? NOTE_MESSAGES.titleAndContent : undefined}
        />
        <NoteTextFields
          values={values}
          errors={errors}
          missing={missing}
          onChange={(key, value) => {
            setValues((previous) => ({ ...previous, [key]: value }));
            setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
          }}
        />
      </form>
      {sharing}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" form={formId} disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Save changes
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * Edit a note: title, content and tags (SPEC §4). The owner also sees a Sharing section whose
 * changes apply at once (ADR 009: un-sharing takes effect on the next request).
 */
export function EditNoteDialog({
  note,
  sessionId,
  open,
  onOpenChange,
}: {
  note: Note | undefined;
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit note</DialogTitle>
          <DialogDescription>
            {note?.role === 'collaborator'
              ? 'You are a collaborator on this note: you can change its title, content and tags.'
              : 'Change the title, content and tags of this note.'}
          </DialogDescription>
        </DialogHeader>
        {open && note ? (
          <EditNoteForm
            key={note.id}
            note={note}
            sessionId={sessionId}
            formId={formId}
            onDone={() => onOpenChange(false)}
            sharing={
              note.role === 'owner' ? <NoteSharing note={note} sessionId={sessionId} /> : null
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
