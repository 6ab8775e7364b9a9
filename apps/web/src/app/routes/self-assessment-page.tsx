import type { QueryClient } from '@tanstack/react-query';
import { PageShell } from '@/components/layout/page-shell';
import { TipButton, TipCallout, useTip } from '@/components/ui/tip';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { diamondInsightsQueryOptions } from '@/features/insights/api/get-insights';
import { DiamondExplainer } from '@/features/insights/components/diamond-explainer';
import { PersonalProfileCard } from '@/features/insights/components/personal-profile-card';
import { AssessmentTestsGrid } from '@/features/self-assessment/components/assessment-tests-grid';
import { CoachCta } from '@/features/self-assessment/components/coach-cta';
import { ProgressCard } from '@/features/self-assessment/components/progress-card';
import { uploadedFilesQueryOptions, useUploadedFiles } from '@/features/uploads/api/get-files';
import { CvUploadCard } from '@/features/uploads/components/cv-upload-card';
import { PsychometricUploadCard } from '@/features/uploads/components/psychometric-upload-card';
import { UploadBanner } from '@/features/uploads/components/upload-banner';
import { useUploadBanner } from '@/features/uploads/hooks/use-upload-banner';

/** What the page shows first, fetched while its code loads (see preloadPage). */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(uploadedFilesQueryOptions('cv')),
    queryClient.prefetchQuery(uploadedFilesQueryOptions('psychometric')),
    queryClient.prefetchQuery(diamondInsightsQueryOptions),
  ]);
}

/** The intro tip opens by itself after 1.5 s. */
export const INTRO_TIP_DELAY_MS = 1_500;

function SectionHeading({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description: string;
}) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

/** The self-assessment profile page ('Know Yourself'). */
export default function SelfAssessmentPage() {
  const user = useCurrentUser();
  const cv = useUploadedFiles('cv');
  const psychometric = useUploadedFiles('psychometric');
  const banner = useUploadBanner();
  const introTip = useTip({
    id: 'self-assessment-intro',
    trigger: 'auto',
    delay: INTRO_TIP_DELAY_MS,
    persistent: true,
  });

  const hasCv = cv.files.length > 0;
  const psychometricCount = psychometric.files.length;
  const filesKnown =
    !cv.isPending && !psychometric.isPending && !cv.isError && !psychometric.isError;
  const fileIds = filesKnown
    ? [...cv.files, ...psychometric.files].map((file) => file.id)
    : undefined;

  return (
    <PageShell
      documentTitle="Know Yourself"
      eyebrow="Step 1 · Self-assessment"
      title={
        <span className="inline-flex items-center gap-2">
          Know Yourself
          <TipButton tip={introTip} title="Welcome to your self-assessment" className="size-8" />
        </span>
      }
      description="Upload your CV and assessment results, then see your diamond profile take shape."
      back={{ to: '/', label: 'Back to Dashboard' }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 sm:gap-10">
        <TipCallout tip={introTip} title="Welcome to your self-assessment">
          <p>
            Upload your CV and any psychometric results, then generate your diamond profile. Each
            file you add raises your progress and sharpens your insights.
          </p>
        </TipCallout>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
          <ProgressCard hasCv={hasCv} psychometricCount={psychometricCount} />
          <div className="lg:col-span-2">
            <DiamondExplainer />
          </div>
        </div>

        <section aria-labelledby="uploads-heading">
          <SectionHeading
            id="uploads-heading"
            title="Your files"
            description="Your insights are built only from what you upload here. Files stay private to your account."
          />
          <div className="grid gap-4">
            <UploadBanner state={banner.state} />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
              <CvUploadCard banner={banner} />
              <PsychometricUploadCard banner={banner} />
            </div>
          </div>
        </section>

        <PersonalProfileCard userId={user.id} fileIds={fileIds} />

        <CoachCta />

        <section aria-labelledby="tests-heading">
          <SectionHeading
            id="tests-heading"
            title="Assessment tests"
            description="Short tests that will add to your profile. They open here as soon as they are available."
          />
          <AssessmentTestsGrid />
        </section>
      </div>
    </PageShell>
  );
}
