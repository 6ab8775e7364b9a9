import type { LinkedinConfirm, User } from '@facet/contracts';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { confirmationOf, useImportLinkedin } from '../api/import-linkedin';
import {
  importFileProblem,
  LINKEDIN_IMPORT_FAILED,
  LINKEDIN_IMPORT_FAILED_TITLE,
  LINKEDIN_IMPORT_MAX_MB,
  LINKEDIN_UPDATED,
} from '../lib/linkedin-messages';

const STEPS = [
  <>
    On LinkedIn, open{' '}
    <strong>Settings &amp; Privacy → Data privacy → Get a copy of your data</strong>.
  </>,
  <>Request your data archive, then download the ZIP file LinkedIn sends you.</>,
  <>
    Upload that ZIP here. Or use <strong>More → Save to PDF</strong> on your LinkedIn profile and
    upload the PDF.
  </>,
];

/**
 * "Upload your LinkedIn export": the steps to get it and the .zip/.pdf picker. Compact once a
 * profile is imported (an update, not a first import).
 */
export function LinkedinImport({
  compact = false,
  onUser,
}: {
  compact?: boolean;
  onUser: (user: User) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useImportLinkedin(onUser);
  const hintId = useId();

  // A file waiting for the member: the server found a name that is not theirs, or the file
  // would replace their current import. Nothing is stored until they confirm.
  const [pending, setPending] = useState<{ file: File; confirm: LinkedinConfirm } | null>(null);

  const send = (file: File, confirmName?: string) => {
    mutation.mutate(
      { file, ...(confirmName === undefined ? {} : { confirmName }) },
      {
        onSuccess: () => {
          setPending(null);
          toast({
            title: LINKEDIN_UPDATED,
            description: `We imported your LinkedIn data from ${file.name}.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          const confirm = confirmationOf(error);
          if (confirm && confirmName === undefined) {
            setPending({ file, confirm });
            return;
          }
          setPending(null);
          toast({
            variant: 'destructive',
            title: LINKEDIN_IMPORT_FAILED_TITLE,
            description: errorMessage(error, LINKEDIN_IMPORT_FAILED),
          });
        },
      },
    );
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: LINKEDIN_IMPORT_FAILED_TITLE, description: problem });
      return;
    }
    setPending(null);
    send(file);
  };

  const confirmPanel = pending ? (
    <ImportConfirm
      confirm={pending.confirm}
      busy={mutation.isPending}
      onImport={() => send(pending.file, pending.confirm.foundName ?? '')}
      onCancel={() => setPending(null)}
    />
  ) : null;

  const button = (
    <PendingButton
      variant={compact ? 'outline' : 'default'}
      onClick={() => inputRef.current?.click()}
      pending={mutation.isPending}
      pendingLabel="Importing..."
      icon={<FileUp aria-hidden="true" />}
      aria-describedby={hintId}
    >
      Upload LinkedIn export
    </PendingButton>
  );
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept=".zip,.pdf,application/zip,application/pdf"
      className="hidden"
      aria-label="LinkedIn export file (ZIP or PDF)"
      data-testid="linkedin-file-input"
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  if (compact) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-foreground">Update from LinkedIn</p>
          <p id={hintId} className="text-sm text-muted-foreground">
            Upload a newer data export (ZIP) or your profile's 'Save to PDF' file, up to{' '}
            {LINKEDIN_IMPORT_MAX_MB} MB.
          </p>
        </div>
        {button}
        {input}
        {confirmPanel}
      </div>
    );
  }

  return (
    <div className="grid gap-4 rounded-xl border border-dashed border-input bg-background p-4 sm:p-5">
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-foreground">Import your LinkedIn data</p>
        <p className="text-sm text-muted-foreground">
          LinkedIn lets you download what you own. Facet reads your profile, positions, education,
          skills, languages and connection count from it.
        </p>
      </div>
      <ol className="grid gap-2 text-sm text-foreground">
        {STEPS.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary-soft-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        {button}
        <p id={hintId} className="text-xs text-muted-foreground">
          A .zip data export or a .pdf profile, up to {LINKEDIN_IMPORT_MAX_MB} MB.
        </p>
      </div>
      {input}
      {confirmPanel}
    </div>
  );
}

/**
 * The name a LinkedIn file is for, shown before it is imported: flagged when it is not the
 * member's, and naming the import it would replace.
 */
function ImportConfirm({
  confirm,
  busy,
  onImport,
  onCancel,
}: {
  confirm: LinkedinConfirm;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const found = confirm.foundName ?? 'a profile without a name';
  return (
    <div
      role="alert"
      data-testid="linkedin-confirm"
      className={`grid gap-3 rounded-lg border p-4 text-sm sm:col-span-full ${
        confirm.nameMismatch
          ? 'border-destructive/50 bg-destructive/10 text-foreground'
          : 'border-border bg-muted text-foreground'
      }`}
    >
      <p>
        This LinkedIn file is for <strong>{found}</strong>.
        {confirm.nameMismatch ? (
          <> That is not your name ({confirm.memberName}). Import it only if it is your profile.</>
        ) : null}
        {confirm.currentName !== null || !confirm.nameMismatch ? (
          <>
            {' '}
            It replaces your current LinkedIn data
            {confirm.currentName ? (
              <>
                {' '}
                (<strong>{confirm.currentName}</strong>)
              </>
            ) : null}
            .
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          variant={confirm.nameMismatch ? 'destructive' : 'default'}
          onClick={onImport}
          pending={busy}
          pendingLabel="Importing..."
        >
          {confirm.nameMismatch ? `Import ${found}'s profile anyway` : 'Replace my LinkedIn data'}
        </PendingButton>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Keep what I have
        </Button>
      </div>
    </div>
  );
}
