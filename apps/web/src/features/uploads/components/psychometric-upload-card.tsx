import { MAX_PSYCHOMETRIC_FILES } from '@facet/contracts';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useUploadedFiles } from '../api/get-files';
import { usePsychometricUpload } from '../hooks/use-file-uploads';
import type { UploadBannerControls } from '../hooks/use-upload-banner';
import { checkPsychometricFiles, PSYCHOMETRIC_PICKER_ACCEPT } from '../lib/validate-files';
import { DropZone } from './drop-zone';
import { UploadCard } from './upload-card';
import { UploadedFileList } from './uploaded-file-list';

export interface PsychometricUploadCardProps {
  banner: Pick<UploadBannerControls, 'start' | 'progress' | 'complete' | 'fail'>;
}

/** The psychometric card: 'n/10', a drop zone (hidden at 10) and the uploaded files. */
export function PsychometricUploadCard({ banner }: PsychometricUploadCardProps) {
  const { files, isPending } = useUploadedFiles('psychometric');
  const { upload, uploading } = usePsychometricUpload(banner);
  const count = files.length;
  const full = count >= MAX_PSYCHOMETRIC_FILES;

  const onFiles = (chosen: File[]) => {
    const check = checkPsychometricFiles(chosen, count);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    void upload(check.files);
  };

  const badge = isPending ? null : (
    <Badge
      variant={full ? 'warning' : count > 0 ? 'success' : 'secondary'}
      data-testid="psychometric-count"
    >
      <span aria-hidden="true">
        {count}/{MAX_PSYCHOMETRIC_FILES}
      </span>
      <span className="sr-only">
        {count} of {MAX_PSYCHOMETRIC_FILES} files uploaded
      </span>
    </Badge>
  );

  return (
    <UploadCard kind="psychometric" badge={badge}>
      {isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : full ? (
        <p className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
          You have reached the maximum of {MAX_PSYCHOMETRIC_FILES} files. Delete one to add another.
        </p>
      ) : (
        <DropZone
          testId="psychometric-drop-zone"
          title="Drag and drop your results here"
          hint="PDF, Word, text, JPG or PNG, up to 10MB each"
          buttonLabel="Choose files"
          inputLabel="Upload psychometric files"
          accept={PSYCHOMETRIC_PICKER_ACCEPT}
          multiple
          disabled={uploading}
          onDropFiles={onFiles}
          onPickFiles={onFiles}
        />
      )}
      {count > 0 ? <UploadedFileList files={files} label="Your psychometric files" /> : null}
    </UploadCard>
  );
}
