import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { UploadedFileList } from './uploaded-file-list';

export interface CvUploadCardProps {
  banner: Pick<UploadBannerControls, 'start' | 'progress' | 'complete' | 'fail'>;
}

/** SPEC §2 CV upload card: a drop zone (drag-and-drop or picker), or the CV's file row. */
export function CvUploadCard({ banner }: CvUploadCardProps) {
  const { files, isPending } = useUploadedFiles('cv');
  const { upload, uploading } = useCvUpload(banner);
  const cv = files[0];

  const onDropFiles = (dropped: File[]) => {
    const [file] = dropped; // SPEC §5: the first file only.
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

  return (
    <Card className="flex flex-col" data-testid="cv-card">
      <CardHeader className="flex-row items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
        >
          <FileText className="size-5" />
        </span>
        <div className="grid flex-1 gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Your CV</CardTitle>
            {isPending ? null : (
              <Badge variant={cv ? 'success' : 'secondary'}>{cv ? '1/1' : '0/1'}</Badge>
            )}
          </div>
          <CardDescription>
            One CV. It is the main evidence for your diamond profile and gives your coaches context.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
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
      </CardContent>
    </Card>
  );
}
