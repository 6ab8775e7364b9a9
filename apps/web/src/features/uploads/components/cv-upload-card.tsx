import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useUploadedFiles } from '../api/get-files';
import { useCvUpload } from '../hooks/use-file-uploads';
import type { UploadBannerControls } from '../hooks/use-upload-banner';
import {
  CV_PICKER_ACCEPT,
  checkCvFile,
  checkCvPickerFile,
  FILE_VALIDATION_TITLE,
  friendlyValidationMessage,
} from '../lib/validate-files';
import { DropZone } from './drop-zone';
import { UploadCard } from './upload-card';
import { UploadedFileList } from './uploaded-file-list';

export interface CvUploadCardProps {
  banner: Pick<UploadBannerControls, 'start' | 'progress' | 'complete' | 'fail'>;
}

/** The CV upload card: a drop zone (drag-and-drop or picker), or the CV's file row. */
export function CvUploadCard({ banner }: CvUploadCardProps) {
  const { files, isPending } = useUploadedFiles('cv');
  const { upload, uploading } = useCvUpload(banner);
  const cv = files[0];

  const onDropFiles = (dropped: File[]) => {
    const [file] = dropped; // A drop takes its first file only.
    if (!file) return;
    try {
      const check = checkCvFile(file, { hasCv: Boolean(cv) });
      if (!check.ok) {
        toast({
          title: FILE_VALIDATION_TITLE,
          description: friendlyValidationMessage(check.problem, check.message),
          variant: 'destructive',
        });
        return;
      }
    } catch (error) {
      console.error('Could not check the dropped file:', error);
      toast({
        title: FILE_VALIDATION_TITLE,
        description: friendlyValidationMessage('other'),
        variant: 'destructive',
      });
      return;
    }
    void upload(file);
  };

  const onPickFiles = (picked: File[]) => {
    const [file] = picked;
    if (!file) return;
    const problem = checkCvPickerFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    void upload(file);
  };

  const badge = isPending ? null : (
    <Badge variant={cv ? 'success' : 'secondary'}>{cv ? '1/1' : '0/1'}</Badge>
  );

  return (
    <UploadCard kind="cv" badge={badge}>
      {isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : cv ? (
        <UploadedFileList files={[cv]} label="Your CV" />
      ) : (
        <DropZone
          testId="cv-drop-zone"
          title="Drag and drop your CV here"
          hint="PDF, Word or text, up to 10MB"
          buttonLabel="Choose a file"
          inputLabel="Upload your CV"
          accept={CV_PICKER_ACCEPT}
          disabled={uploading}
          onDropFiles={onDropFiles}
          onPickFiles={onPickFiles}
        />
      )}
    </UploadCard>
  );
}
