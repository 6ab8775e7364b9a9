import { type Note, updateNoteRequestSchema } from '@facet/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type DialogState, FormDialog, FormDialogFooter } from '@/components/ui/dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { fieldErrorsFrom } from '@/lib/form';
import { useUpdateNote } from '../api/update-note';
import { splitList } from '../lib/note-display';
import { NOTE_UPDATED, UPDATE_NOTE_FAILED } from '../lib/note-messages';
import { type NoteFieldErrors, NoteTextFields, type NoteTextValues } from './note-fields';
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
    // The edit changes only title, content and tags.
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
          toast({ title: NOTE_UPDATED, variant: 'success' });
          onDone();
        },
        onError: (error) => toastError('Note not updated', error, UPDATE_NOTE_FAILED),
      },
    );
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5">
        <NoteTextFields
          values={values}
          errors={errors}
          onChange={(key, value) => {
            setValues((previous) => ({ ...previous, [key]: value }));
            setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
          }}
        />
      </form>
      {sharing}
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Save changes"
        pending={mutation.isPending}
        form={formId}
      />
    </>
  );
}

/**
 * Edit a note: title, content and tags. The owner also sees a Sharing section whose
 * changes apply at once (ADR 009: un-sharing takes effect on the next request).
 */
export function EditNoteDialog({
  note,
  sessionId,
  ...dialog
}: DialogState & { note: Note | undefined; sessionId: string }) {
  const formId = useId();
  return (
    <FormDialog
      {...dialog}
      title="Edit note"
      description={
        note?.role === 'collaborator'
          ? 'You are a collaborator on this note: you can change its title, content and tags.'
          : 'Change the title, content and tags of this note.'
      }
    >
      {note ? (
        <EditNoteForm
          key={note.id}
          note={note}
          sessionId={sessionId}
          formId={formId}
          onDone={() => dialog.onOpenChange(false)}
          sharing={note.role === 'owner' ? <NoteSharing note={note} sessionId={sessionId} /> : null}
        />
      ) : null}
    </FormDialog>
  );
}
