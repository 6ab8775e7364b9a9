import { NOTE_CONTENT_MAX, NOTE_MESSAGES, NOTE_TITLE_MAX } from '@facet/contracts';
import { CircleAlert } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface NoteTextValues {
  title: string;
  content: string;
  tags: string;
}

export type NoteFieldErrors = Partial<Record<string, string>>;

/** Blank title / content, as the product words it: one message for both. */
function missingText(errors: NoteFieldErrors) {
  return {
    title: errors.title === NOTE_MESSAGES.titleAndContent,
    content: errors.content === NOTE_MESSAGES.titleAndContent,
  };
}

/**
 * Title, content and tags: the part of a note everyone who may edit can change. A blank title or
 * content is marked invalid, with one message for both above the fields (or `formError`).
 */
export function NoteTextFields({
  values,
  errors,
  onChange,
  formError,
}: {
  values: NoteTextValues;
  errors: NoteFieldErrors;
  onChange: (key: keyof NoteTextValues, value: string) => void;
  /** A message about the whole form (e.g. the server's refusal). */
  formError?: string | undefined;
}) {
  const missing = missingText(errors);
  const contentId = useId();
  const contentErrorId = `${contentId}-error`;
  const contentError = errors.content && !missing.content ? errors.content : undefined;
  return (
    <>
      <FormAlert
        message={missing.title || missing.content ? NOTE_MESSAGES.titleAndContent : formError}
      />
      <FormField
        label="Title"
        value={values.title}
        maxLength={NOTE_TITLE_MAX}
        placeholder="e.g. Three strengths to lead with"
        onChange={(event) => onChange('title', event.target.value)}
        error={errors.title && !missing.title ? errors.title : undefined}
        {...(missing.title ? { 'aria-invalid': true } : {})}
      />
      <div className="grid gap-2">
        <Label htmlFor={contentId}>Content</Label>
        <Textarea
          id={contentId}
          value={values.content}
          maxLength={NOTE_CONTENT_MAX}
          rows={5}
          placeholder="What do you want to remember or act on?"
          className="min-h-28 resize-y"
          onChange={(event) => onChange('content', event.target.value)}
          aria-invalid={missing.content || contentError ? true : undefined}
          aria-describedby={contentError ? contentErrorId : undefined}
        />
        {contentError ? (
          <p id={contentErrorId} className="text-sm font-medium text-destructive">
            {contentError}
          </p>
        ) : null}
      </div>
      <FormField
        label="Tags"
        value={values.tags}
        placeholder="e.g. cv, leadership, next steps"
        hint="Separate tags with commas."
        onChange={(event) => onChange('tags', event.target.value)}
        error={errors.tags}
      />
    </>
  );
}

/** A form-level message, e.g. 'Please provide both title and content for the note.' */
function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** A comma-separated list of e-mail addresses (who may read or edit a note). */
export function EmailListField({
  onChange,
  ...field
}: { label: string; placeholder: string; hint: string; value: string } & {
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  return (
    <FormField type="text" inputMode="email" autoComplete="off" onChange={change} {...field} />
  );
}
