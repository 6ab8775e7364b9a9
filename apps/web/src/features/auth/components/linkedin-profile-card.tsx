import {
  LINKEDIN_IMPORT_MAX_BYTES,
  LINKEDIN_MESSAGES,
  type LinkedinProfile,
  type User,
} from '@facet/contracts';
import {
  BriefcaseBusiness,
  Building2,
  ExternalLink,
  FileText,
  FileUp,
  GraduationCap,
  Hourglass,
  Languages,
  LoaderCircle,
  MapPin,
  RefreshCw,
  Sparkles,
  Users,
} from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '../api/get-me';
import { useImportLinkedin } from '../api/import-linkedin';
import { useParseLinkedin } from '../api/parse-linkedin';
import { readLinkedinProfile } from '../lib/linkedin-profile';

/** SPEC §8 LinkedIn toasts, word for word. */
export const LINKEDIN_REFRESH_FAILED_TITLE = 'LinkedIn Scraping Failed';
export const LINKEDIN_REFRESH_FAILED = 'Failed to scrape LinkedIn profile';
export const LINKEDIN_UPDATED = 'LinkedIn Profile Updated';
export const LINKEDIN_IMPORT_FAILED_TITLE = 'LinkedIn Import Failed';
/** How long the success toast stays before the page reloads (SPEC §4). */
export const RELOAD_DELAY_MS = 1200;

/** The server's 4xx message (it explains what to upload), else the fallback. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.detail ? error.detail : fallback;
}

const MAX_MB = Math.round(LINKEDIN_IMPORT_MAX_BYTES / (1024 * 1024));

function LinkedinMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg bg-[#0a66c2] text-sm font-bold tracking-tight text-white shadow-sm',
        className,
      )}
    >
      in
    </span>
  );
}

/** "Upload your LinkedIn export" with the steps to get it, and the .zip/.pdf picker. */
function LinkedinImport({ compact = false }: { compact?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useImportLinkedin();
  const hintId = useId();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const name = file.name.toLowerCase();
    let problem: string | null = null;
    if (!name.endsWith('.zip') && !name.endsWith('.pdf')) problem = LINKEDIN_MESSAGES.unsupported;
    else if (file.size > LINKEDIN_IMPORT_MAX_BYTES)
      problem = `This file is larger than ${MAX_MB} MB. Please upload the ZIP file exactly as LinkedIn sent it, or your profile's 'Save to PDF' file.`;
    if (problem) {
      toast({ variant: 'destructive', title: LINKEDIN_IMPORT_FAILED_TITLE, description: problem });
      return;
    }
    mutation.mutate(file, {
      onSuccess: () => {
        toast({
          title: LINKEDIN_UPDATED,
          description: `We imported your LinkedIn data from ${file.name}.`,
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: LINKEDIN_IMPORT_FAILED_TITLE,
          description: messageOf(error, 'Failed to import your LinkedIn data. Please try again.'),
        });
      },
    });
  };

  const pending = mutation.isPending;
  const button = (
    <Button
      variant={compact ? 'outline' : 'default'}
      onClick={() => inputRef.current?.click()}
      disabled={pending}
      aria-busy={pending}
      aria-describedby={hintId}
    >
      {pending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <FileUp aria-hidden="true" />
      )}
      {pending ? 'Importing...' : 'Upload LinkedIn export'}
    </Button>
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
            Upload a newer data export (ZIP) or your profile's 'Save to PDF' file, up to {MAX_MB}{' '}
            MB.
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
        {[
          <>
            On LinkedIn, open{' '}
            <strong>Settings &amp; Privacy → Data privacy → Get a copy of your data</strong>.
          </>,
          <>Request your data archive, then download the ZIP file LinkedIn sends you.</>,
          <>
            Upload that ZIP here. Or use <strong>More → Save to PDF</strong> on your LinkedIn
            profile and upload the PDF.
          </>,
        ].map((step, index) => (
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
          A .zip data export or a .pdf profile, up to {MAX_MB} MB.
        </p>
      </div>
      {input}
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="relative grid min-w-0 content-start gap-0.5 rounded-xl border border-border bg-background py-3.5 pr-3.5 pl-14">
      <dt className="text-xs font-medium text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-3.5 left-3.5 flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words text-foreground">{value}</dd>
    </div>
  );
}

const NOT_AVAILABLE = <span className="font-normal text-muted-foreground">Not in your import</span>;

function SectionTrigger({ icon, label, count }: { icon: ReactNode; label: string; count: number }) {
  return (
    <AccordionTrigger>
      <span className="flex items-center gap-2.5">
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
        {label}
        <Badge variant="secondary" className="px-2 font-medium">
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </Badge>
      </span>
    </AccordionTrigger>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function ParsedProfile({ profile }: { profile: LinkedinProfile }) {
  return (
    <div className="grid gap-5">
      {profile.name || profile.headline ? (
        <div className="grid gap-1">
          {profile.name ? (
            <p className="text-base font-semibold text-foreground">{profile.name}</p>
          ) : null}
          {profile.headline ? (
            <p className="text-sm text-muted-foreground">{profile.headline}</p>
          ) : null}
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact
          icon={<BriefcaseBusiness />}
          label="Current Position"
          value={profile.currentPosition || NOT_AVAILABLE}
        />
        <Fact icon={<MapPin />} label="Location" value={profile.location || NOT_AVAILABLE} />
        <Fact icon={<Building2 />} label="Industry" value={profile.industry || NOT_AVAILABLE} />
        <Fact
          icon={<Users />}
          label="Connections"
          value={
            profile.connections === null
              ? NOT_AVAILABLE
              : profile.connections.toLocaleString('en-US')
          }
        />
      </dl>
      {profile.summary ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold text-foreground">About</h3>
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
            {profile.summary}
          </p>
        </div>
      ) : null}
      <Accordion
        type="single"
        collapsible
        className="rounded-xl border border-border px-4"
        data-testid="linkedin-accordion"
      >
        <AccordionItem value="experience">
          <SectionTrigger
            icon={<BriefcaseBusiness />}
            label="Work Experience"
            count={profile.experience.length}
          />
          <AccordionContent>
            {profile.experience.length === 0 ? (
              <p className="text-muted-foreground">No positions in your import.</p>
            ) : (
              <ol className="grid gap-4 border-l-2 border-primary-soft pl-4">
                {profile.experience.map((job, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
                  <li key={`${job.company}-${job.title}-${index}`} className="grid gap-0.5">
                    <p className="font-semibold text-foreground">{job.title}</p>
                    <p className="text-muted-foreground">
                      {[job.company, job.duration].filter(Boolean).join(' · ')}
                    </p>
                    {job.description ? (
                      <p className="mt-1 leading-relaxed whitespace-pre-wrap text-foreground">
                        {job.description}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="education">
          <SectionTrigger
            icon={<GraduationCap />}
            label="Education"
            count={profile.education.length}
          />
          <AccordionContent>
            {profile.education.length === 0 ? (
              <p className="text-muted-foreground">No education in your import.</p>
            ) : (
              <ul className="grid gap-3">
                {profile.education.map((school, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
                  <li key={`${school.school}-${index}`} className="grid gap-0.5">
                    <p className="font-semibold text-foreground">
                      {school.degree || school.school}
                    </p>
                    <p className="text-muted-foreground">
                      {[school.degree ? school.school : null, school.year]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="skills">
          <SectionTrigger
            icon={<Sparkles />}
            label="Skills & Expertise"
            count={profile.skills.length}
          />
          <AccordionContent>
            <Chips items={profile.skills} empty="No skills in your import." />
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="languages">
          <SectionTrigger icon={<Languages />} label="Languages" count={profile.languages.length} />
          <AccordionContent>
            <Chips items={profile.languages} empty="No languages in your import." />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      <p className="text-xs text-muted-foreground">
        Imported from your LinkedIn {profile.source === 'pdf' ? 'profile PDF' : 'data export'} on{' '}
        <time dateTime={profile.importedAt}>{formatShortDate(profile.importedAt)}</time>.
      </p>
    </div>
  );
}

function StateBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-background p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

function ProfileUrl({ url }: { url: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">Profile URL</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-sm text-sm font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {url}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

function RefreshButton({ onReload }: { onReload: () => void }) {
  const mutation = useParseLinkedin();
  const [reloading, setReloading] = useState(false);
  const busy = mutation.isPending || reloading;
  const refresh = () => {
    if (busy) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: LINKEDIN_UPDATED,
          description: 'Your LinkedIn profile analysis is up to date.',
        });
        // SPEC §4: on success the page reloads (after a moment, so the toast can be read).
        setReloading(true);
        setTimeout(onReload, RELOAD_DELAY_MS);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: LINKEDIN_REFRESH_FAILED_TITLE,
          description: messageOf(error, LINKEDIN_REFRESH_FAILED),
        });
      },
    });
  };
  return (
    <Button variant="outline" onClick={refresh} disabled={busy} aria-busy={busy}>
      {busy ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      {busy ? 'Scraping...' : 'Refresh Profile'}
    </Button>
  );
}

export interface LinkedinProfileCardProps {
  /** How the page reloads after a successful refresh (tests pass a spy). */
  onReload?: () => void;
}

/**
 * SPEC §2 Account Settings: the 'LinkedIn Profile Analysis' card, for a user with a LinkedIn URL
 * or an imported profile. Without either, a compact card invites them to import their data.
 */
export function LinkedinProfileCard({
  onReload = () => window.location.reload(),
}: LinkedinProfileCardProps) {
  const user: User = useCurrentUser();
  const stored = readLinkedinProfile(user.linkedinProfile);

  if (!user.linkedinUrl && stored.kind === 'none') {
    return (
      <Card data-testid="linkedin-card">
        <CardHeader className="flex-row items-start gap-3">
          <LinkedinMark />
          <div className="grid gap-1.5">
            <CardTitle>Add your LinkedIn profile</CardTitle>
            <CardDescription>
              Import your LinkedIn data so your coaches know your experience, education and skills.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <LinkedinImport />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-testid="linkedin-card">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <LinkedinMark />
          <div className="grid gap-1.5">
            <CardTitle>LinkedIn Profile Analysis</CardTitle>
            <CardDescription>
              What Facet learned from your LinkedIn profile. Your coaches use it to tailor their
              advice.
            </CardDescription>
          </div>
        </div>
        <RefreshButton onReload={onReload} />
      </CardHeader>
      <CardContent className="grid gap-5">
        {user.linkedinUrl ? <ProfileUrl url={user.linkedinUrl} /> : null}
        {stored.kind === 'parsed' ? <ParsedProfile profile={stored.profile} /> : null}
        {stored.kind === 'raw' ? (
          <StateBox icon={<FileText />} title="Profile Data Available">
            <p className="text-sm text-muted-foreground">
              We have your profile data, but could not organise it into sections. Here it is as
              stored:
            </p>
            <pre
              className="max-h-64 overflow-auto rounded-lg border border-border bg-card p-3 font-mono text-xs whitespace-pre-wrap break-words text-foreground"
              data-testid="linkedin-raw"
            >
              {stored.text}
            </pre>
          </StateBox>
        ) : null}
        {stored.kind === 'none' ? (
          <StateBox icon={<Hourglass />} title="Profile Analysis Pending">
            <p className="text-sm text-muted-foreground">
              Profile analysis usually takes a few moments after registration. LinkedIn does not let
              other sites read profiles, so Facet analyses the data you import: upload your LinkedIn
              data export below, then use Refresh Profile to analyse it again at any time.
            </p>
          </StateBox>
        ) : null}
        <LinkedinImport compact={stored.kind === 'parsed'} />
      </CardContent>
    </Card>
  );
}
