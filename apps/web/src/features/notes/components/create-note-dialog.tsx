import {
  createNoteRequestSchema,
  NOTE_MESSAGES,
  NOTE_PRIORITIES,
  NOTE_STATUSES,
  type NotePriority,
  type NoteStatus,
} from '@facet/contracts';
import { LoaderCircle, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/form';
import { useCreateNote } from '../api/create-note';
import { PRIORITY_LABELS, STATUS_LABELS, splitList } from '../lib/note-display';
import { CREATE_NOTE_FAILED, NOTE_CREATED, noteErrorText } from '../lib/note-messages';
import { FormAlert, missingText, type NoteFieldErrors, NoteTextFields } from './note-fields';

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
  const ids = { private: useId(), priority: useId(), status: useId(), privateHint: useId() };

  const set = <K extends keyof CreateValues>(key: K, value: CreateValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

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
        toast({ title: NOTE_CREATED });
        onDone();
      },
      onError: (error) => {
        const message = noteErrorText(error, CREATE_NOTE_FAILED);
        if (error instanceof ApiError && error.status === 400) setServerError(message);
        toast({ variant: 'destructive', title: 'Error', description: message });
      },
    });
  };

  const missing = missingText(errors);
  const pending = mutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert
        message={missing.title || missing.content ? NOTE_MESSAGES.titleAndContent : serverError}
      />
      <NoteTextFields
        values={values}
        errors={errors}
        missing={missing}
        onChange={(key, value) => set(key, value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.priority}>Priority</Label>
          <Select value={values.priority} onValueChange={(v) => set('priority', v as NotePriority)}>
            <SelectTrigger id={ids.priority}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {NOTE_PRIORITIES.map((priority) => (
                <SelectItem key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>Status</Label>
          <Select value={values.status} onValueChange={(v) => set('status', v as NoteStatus)}>
            <SelectTrigger id={ids.status}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {NOTE_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-xl border border-border bg-background p-4">
        <legend className="sr-only">Sharing</legend>
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={ids.private} className="flex items-center gap-1.5">
              <Lock className="size-3.5" aria-hidden="true" />
              Private note
            </Label>
            <p id={ids.privateHint} className="text-sm text-muted-foreground">
              {values.isPrivate
                ? 'Only you can see this note.'
                : 'People you add below can read or edit it.'}
            </p>
          </div>
          <Switch
            id={ids.private}
            checked={values.isPrivate}
            aria-describedby={ids.privateHint}
            onCheckedChange={(checked) => set('isPrivate', checked)}
          />
        </div>
        {values.isPrivate ? null : (
          <>
            <FormField
              label="Share with"
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="e.g. mentor@example.com"
              hint="They can read the note. Separate e-mail addresses with commas."
              value={values.sharedWith}
              onChange={(event) => set('sharedWith', event.target.value)}
              error={errors.sharedWith}
            />
            <FormField
              label="Collaborators"
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="e.g. coach@example.com"
              hint="They can edit the title, content and tags."
              value={values.collaborators}
              onChange={(event) => set('collaborators', event.target.value)}
              error={errors.collaborators ?? errors.isPrivate}
            />
          </>
        )}
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Create note
        </Button>
      </DialogFooter>
    </form>
  );
}

/** SPEC §2/§5: the new-note dialog. */
export function CreateNoteDialog({
  sessionId,
  open,
  onOpenChange,
}: {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New note</DialogTitle>
          <DialogDescription>
            Keep an insight or an action point from this conversation.
          </DialogDescription>
        </DialogHeader>
        {open ? <CreateNoteForm sessionId={sessionId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
