import {
  createNoteRequestSchema,
  NOTE_PRIORITIES,
  NOTE_STATUSES,
  type NotePriority,
  type NoteStatus,
} from '@facet/contracts';
import { type FormEvent, useState } from 'react';
import { type DialogState, FormDialog, FormDialogFooter } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage, HttpError } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/form';
import { useCreateNote } from '../api/create-note';
import { PRIORITY_LABELS, STATUS_LABELS, splitList } from '../lib/note-display';
import { CREATE_NOTE_FAILED, NOTE_CREATED } from '../lib/note-messages';
import { EmailListField, type NoteFieldErrors, NoteTextFields } from './note-fields';
import { PrivateNoteSwitch } from './private-note-switch';

interface CreateValues {
  title: string;
  content: string;
  tags: string;
  isPrivate: boolean;
  priority: NotePriority;
  status: NoteStatus;
  sharedWith: string;
  collaborators: string;
}

const PRIORITY_OPTIONS = NOTE_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
const STATUS_OPTIONS = NOTE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Who may read (share with) and who may edit (collaborators): two lists of e-mail addresses. */
const SHARE_FIELDS = [
  {
    key: 'sharedWith',
    label: 'Share with',
    placeholder: 'e.g. mentor@example.com',
    hint: 'They can read the note. Separate e-mail addresses with commas.',
  },
  {
    key: 'collaborators',
    label: 'Collaborators',
    placeholder: 'e.g. coach@example.com',
    hint: 'They can edit the title, content and tags.',
  },
] as const;

const EMPTY: CreateValues = {
  title: '',
  content: '',
  tags: '',
  isPrivate: true,
  priority: 'medium',
  status: 'active',
  sharedWith: '',
  collaborators: '',
};

function CreateNoteForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [values, setValues] = useState<CreateValues>(EMPTY);
  const [errors, setErrors] = useState<NoteFieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const mutation = useCreateNote(sessionId);

  const set = <K extends keyof CreateValues>(key: K, value: CreateValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  const bind = <K extends 'priority' | 'status'>(key: K) => ({
    value: values[key],
    onValueChange: (value: CreateValues[K]) => set(key, value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setServerError(undefined);
    const result = createNoteRequestSchema.safeParse({
      title: values.title,
      content: values.content,
      tags: splitList(values.tags),
      isPrivate: values.isPrivate,
      priority: values.priority,
      status: values.status,
      sharedWith: values.isPrivate ? [] : splitList(values.sharedWith),
      collaborators: values.isPrivate ? [] : splitList(values.collaborators),
    });
    if (!result.success) {
      setErrors(fieldErrorsFrom(result.error));
      return;
    }
    setErrors({});
    mutation.mutate(result.data, {
      onSuccess: () => {
        toast({ title: NOTE_CREATED, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        if (error instanceof HttpError && error.status === 400) {
          setServerError(errorMessage(error, CREATE_NOTE_FAILED));
        }
        toastError('Note not created', error, CREATE_NOTE_FAILED);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <NoteTextFields
        values={values}
        errors={errors}
        formError={serverError}
        onChange={(key, value) => set(key, value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Priority" options={PRIORITY_OPTIONS} {...bind('priority')} />
        <SelectField label="Status" options={STATUS_OPTIONS} {...bind('status')} />
      </div>

      <fieldset className="grid gap-4 rounded-xl border border-border bg-background p-4">
        <legend className="sr-only">Sharing</legend>
        <PrivateNoteSwitch
          checked={values.isPrivate}
          onCheckedChange={(checked) => set('isPrivate', checked)}
          hint={
            values.isPrivate
              ? 'Only you can see this note.'
              : 'People you add below can read or edit it.'
          }
        />
        {values.isPrivate
          ? null
          : SHARE_FIELDS.map(({ key, ...field }) => (
              <EmailListField
                key={key}
                {...field}
                value={values[key]}
                onChange={(value) => set(key, value)}
                // A refusal of the sharing as a whole shows under the last list.
                error={errors[key] ?? (key === 'collaborators' ? errors.isPrivate : undefined)}
              />
            ))}
      </fieldset>

      <FormDialogFooter onCancel={onDone} submitLabel="Create note" pending={mutation.isPending} />
    </form>
  );
}

/** The new-note dialog. */
export function CreateNoteDialog({ sessionId, ...dialog }: DialogState & { sessionId: string }) {
  return (
    <FormDialog
      {...dialog}
      title="New note"
      description="Keep an insight or an action point from this conversation."
    >
      <CreateNoteForm sessionId={sessionId} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
