import type { User } from '@facet/contracts';
import { ExternalLink, FileText, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { readLinkedinProfile } from '../lib/linkedin-profile';
import { LinkedinImport } from './linkedin-import';
import { ParsedProfile } from './parsed-profile';
import { RefreshButton } from './refresh-button';

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

function StateBox({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-background p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Icon className="size-4 text-primary" aria-hidden="true" />
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

export interface LinkedinProfileCardProps {
  /** The signed-in member. */
  user: User;
  /** Receives the member as the server answers after an import or a refresh. */
  onUserChange: (user: User) => void;
  /** How the page reloads after a successful refresh (tests pass a spy). */
  onReload?: () => void;
}

/**
 * Account Settings: the 'LinkedIn Profile Analysis' card, for a member with a LinkedIn URL or an
 * imported profile. 'Refresh Profile' is offered once there is an import to analyse again.
 * Without a URL or an import, a compact card invites the member to import their data.
 */
export function LinkedinProfileCard({
  user,
  onUserChange,
  onReload = () => window.location.reload(),
}: LinkedinProfileCardProps) {
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
          <LinkedinImport onUser={onUserChange} />
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
        {stored.kind === 'parsed' ? (
          <RefreshButton onUser={onUserChange} onReload={onReload} />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {user.linkedinUrl ? <ProfileUrl url={user.linkedinUrl} /> : null}
        {stored.kind === 'parsed' ? <ParsedProfile profile={stored.profile} /> : null}
        {stored.kind === 'raw' ? (
          <StateBox icon={FileText} title="Profile Data Available">
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
          <StateBox icon={Hourglass} title="Profile Analysis Pending">
            <p className="text-sm text-muted-foreground">
              Profile analysis usually takes a few moments after registration. LinkedIn does not let
              other sites read profiles, so Facet analyses the data you import: upload your LinkedIn
              data export below and your profile appears here.
            </p>
          </StateBox>
        ) : null}
        <LinkedinImport compact={stored.kind === 'parsed'} onUser={onUserChange} />
      </CardContent>
    </Card>
  );
}
