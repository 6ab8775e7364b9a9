import { PageShell } from '@/components/layout/page-shell';
import { TooltipHelper } from '@/components/ui/tooltip-helper';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { DiamondExplainer } from '@/features/insights/components/diamond-explainer';
import { PersonalProfileCard } from '@/features/insights/components/personal-profile-card';
import { AssessmentTestsGrid } from '@/features/self-assessment/components/assessment-tests-grid';
import { CoachCta } from '@/features/self-assessment/components/coach-cta';
import { ProgressCard } from '@/features/self-assessment/components/progress-card';
import { useUploadedFiles } from '@/features/uploads/api/get-files';
import { CvUploadCard } from '@/features/uploads/components/cv-upload-card';
import { PsychometricUploadCard } from '@/features/uploads/components/psychometric-upload-card';
import { UploadBanner } from '@/features/uploads/components/upload-banner';
import { useUploadBanner } from '@/features/uploads/hooks/use-upload-banner';

/** SPEC §4/§9: the intro tip opens by itself after 1.5 s. */
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

/** SPEC §2 self-assessment profile page ('Know Yourself'). */
export default function SelfAssessmentPage() {
  const user = useCurrentUser();
  const cv = useUploadedFiles('cv');
  const psychometric = useUploadedFiles('psychometric');
  const banner = useUploadBanner();

  const hasCv = cv.files.length > 0;
  const psychometricCount = psychometric.files.length;
  const filesKnown =
    !cv.isPending && !psychometric.isPending && !cv.isError && !psychometric.isError;

  return (
    <PageShell
      documentTitle="Know Yourself"
      eyebrow="Step 1 · Self-assessment"
      title={
        <span className="inline-flex items-center gap-2">
          Know Yourself
          <TooltipHelper
            id="self-assessment-intro"
            title="Welcome to your self-assessment"
            trigger="auto"
            delay={INTRO_TIP_DELAY_MS}
            persistent
            side="bottom"
            align="start"
            className="size-8"
            content={
              <p>
                Upload your CV and any psychometric results, then generate your diamond profile.
                Each file you add raises your progress and sharpens your insights.
              </p>
            }
          />
        </span>
      }
      description="Upload your CV and assessment results, then see your diamond profile take shape."
      back={{ to: '/', label: 'Back to Dashboard' }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 sm:gap-10">
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

        <PersonalProfileCard
          userId={user.id}
          hasFiles={filesKnown ? hasCv || psychometricCount > 0 : undefined}
        />

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
