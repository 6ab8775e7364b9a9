import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { uploadCv } from '../api/upload-cv';
import { uploadKeys } from '../api/upload-keys';
import { uploadPsychometricFiles } from '../api/upload-psychometric';
import type { UploadOutcome } from '../lib/upload-request';
import { filesUploadedMessage } from '../lib/validate-files';
import type { UploadBannerControls } from './use-upload-banner';

type Banner = Pick<UploadBannerControls, 'start' | 'progress' | 'complete' | 'fail'>;

interface Messages {
  successTitle: string;
  success: (count: number) => string;
  fallbackError: string;
}

/** Runs one upload through the banner and answers with the upload toasts. */
function useBannerUpload<T>(
  banner: Banner,
  send: (files: File[], onProgress: (percent: number) => void) => Promise<UploadOutcome<T>>,
  messages: Messages,
) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const { start, progress, complete, fail } = banner;
  const { successTitle, success, fallbackError } = messages;

  const upload = useCallback(
    async (files: File[]): Promise<boolean> => {
      setUploading(true);
      start(files.length === 1 ? (files[0]?.name ?? '') : `${files.length} files`);
      try {
        const outcome = await send(files, progress);
        if (outcome.kind === 'ok') {
          complete();
          toast({ title: successTitle, description: success(files.length), variant: 'success' });
          return true;
        }
        fail(outcome.kind);
        toast({
          title: 'Upload Failed',
          description: (outcome.kind === 'bad-status' && outcome.message) || fallbackError,
          variant: 'destructive',
        });
        return false;
      } finally {
        setUploading(false);
        await queryClient.invalidateQueries({ queryKey: uploadKeys.all });
      }
    },
    [queryClient, send, start, progress, complete, fail, successTitle, success, fallbackError],
  );

  return { upload, uploading };
}

const sendCv = (files: File[], onProgress: (percent: number) => void) => {
  const [file] = files;
  if (!file) return Promise.resolve({ kind: 'parse' } as const);
  return uploadCv(file, onProgress);
};

const CV_MESSAGES: Messages = {
  successTitle: 'CV Uploaded',
  success: () => 'Your CV has been successfully uploaded and processed.',
  fallbackError: 'Failed to upload CV',
};

const PSYCHOMETRIC_MESSAGES: Messages = {
  successTitle: 'Files Uploaded',
  success: filesUploadedMessage,
  fallbackError: 'Failed to upload psychometric files',
};

/** POST /api/upload/cv with the banner and the 'CV Uploaded' / 'Upload Failed' toasts. */
export function useCvUpload(banner: Banner) {
  const { upload, uploading } = useBannerUpload(banner, sendCv, CV_MESSAGES);
  const uploadOne = useCallback((file: File) => upload([file]), [upload]);
  return { upload: uploadOne, uploading };
}

/** POST /api/upload/psychometric with the banner and the upload toasts. */
export function usePsychometricUpload(banner: Banner) {
  return useBannerUpload(banner, uploadPsychometricFiles, PSYCHOMETRIC_MESSAGES);
}
