import type { User } from '@facet/contracts';
import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useImportLinkedin } from '../api/import-linkedin';
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

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: LINKEDIN_IMPORT_FAILED_TITLE, description: problem });
      return;
    }
    mutation.mutate(file, {
      onSuccess: () => {
        toast({
          title: LINKEDIN_UPDATED,
          description: `We imported your LinkedIn data from ${file.name}.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: LINKEDIN_IMPORT_FAILED_TITLE,
          description: errorMessage(error, LINKEDIN_IMPORT_FAILED),
        });
      },
    });
  };

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
    </div>
  );
}
