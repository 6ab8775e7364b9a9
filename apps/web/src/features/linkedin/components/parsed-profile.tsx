import type { LinkedinProfile } from '@facet/contracts';
import {
  BriefcaseBusiness,
  Building2,
  GraduationCap,
  Languages,
  type LucideIcon,
  MapPin,
  Sparkles,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { IconTile } from '@/components/ui/icon-tile';
import { formatShortDate } from '@/lib/format';

const NOT_AVAILABLE = <span className="font-normal text-muted-foreground">Not in your import</span>;

function Fact({ icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <div className="relative grid min-w-0 content-start gap-0.5 rounded-xl border border-border bg-background py-3.5 pr-3.5 pl-14">
      <dt className="text-xs font-medium text-muted-foreground">
        <IconTile icon={icon} size="sm" className="absolute top-3.5 left-3.5" />
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words text-foreground">{value}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
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

function Experience({ profile }: { profile: LinkedinProfile }) {
  return (
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
  );
}

function Education({ profile }: { profile: LinkedinProfile }) {
  return (
    <ul className="grid gap-3">
      {profile.education.map((school, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
        <li key={`${school.school}-${index}`} className="grid gap-0.5">
          <p className="font-semibold text-foreground">{school.degree || school.school}</p>
          <p className="text-muted-foreground">
            {[school.degree ? school.school : null, school.year].filter(Boolean).join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The accordion's sections: Work Experience, Education, Skills & Expertise, Languages. */
const SECTIONS: {
  value: string;
  label: string;
  icon: LucideIcon;
  count: (profile: LinkedinProfile) => number;
  empty: string;
  body: (profile: LinkedinProfile) => ReactNode;
}[] = [
  {
    value: 'experience',
    label: 'Work Experience',
    icon: BriefcaseBusiness,
    count: (p) => p.experience.length,
    empty: 'No positions in your import.',
    body: (p) => <Experience profile={p} />,
  },
  {
    value: 'education',
    label: 'Education',
    icon: GraduationCap,
    count: (p) => p.education.length,
    empty: 'No education in your import.',
    body: (p) => <Education profile={p} />,
  },
  {
    value: 'skills',
    label: 'Skills & Expertise',
    icon: Sparkles,
    count: (p) => p.skills.length,
    empty: 'No skills in your import.',
    body: (p) => <Chips items={p.skills} />,
  },
  {
    value: 'languages',
    label: 'Languages',
    icon: Languages,
    count: (p) => p.languages.length,
    empty: 'No languages in your import.',
    body: (p) => <Chips items={p.languages} />,
  },
];

/** An imported profile: the key facts, the about text and a single-open accordion. */
export function ParsedProfile({ profile }: { profile: LinkedinProfile }) {
  const connections =
    profile.connections === null ? NOT_AVAILABLE : profile.connections.toLocaleString('en-US');
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
          icon={BriefcaseBusiness}
          label="Current Position"
          value={profile.currentPosition || NOT_AVAILABLE}
        />
        <Fact icon={MapPin} label="Location" value={profile.location || NOT_AVAILABLE} />
        <Fact icon={Building2} label="Industry" value={profile.industry || NOT_AVAILABLE} />
        <Fact icon={Users} label="Connections" value={connections} />
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
        {SECTIONS.map(({ value, label, icon: Icon, count, empty, body }) => {
          const n = count(profile);
          return (
            <AccordionItem key={value} value={value}>
              <AccordionTrigger>
                <span className="flex items-center gap-2.5">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {label}
                  <Badge variant="secondary" className="px-2 font-medium">
                    {n}
                    <span className="sr-only"> {n === 1 ? 'item' : 'items'}</span>
                  </Badge>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                {n === 0 ? <p className="text-muted-foreground">{empty}</p> : body(profile)}
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
      <p className="text-xs text-muted-foreground">
        Imported from your LinkedIn {profile.source === 'pdf' ? 'profile PDF' : 'data export'} on{' '}
        <time dateTime={profile.importedAt}>{formatShortDate(profile.importedAt)}</time>.
      </p>
    </div>
  );
}
