import type { UploadedFile } from '@facet/contracts';
import {
  Download,
  FileText,
  Image as ImageIcon,
  LoaderCircle,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconTile } from '@/components/ui/icon-tile';
import { toast } from '@/components/ui/use-toast';
import { formatFileSize, formatShortDate } from '@/lib/format';
import { useDeleteUploadedFile } from '../api/delete-file';
import { useDownloadUploadedFile } from '../api/download-file';

function FileRow({
  file,
  downloading,
  onDownload,
  onDelete,
}: {
  file: UploadedFile;
  downloading: boolean;
  onDownload: (file: UploadedFile) => void;
  onDelete: (file: UploadedFile) => void;
}) {
  const unreadable = file.textStatus !== 'ok';
  const Icon = file.mediaType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-3 @xl:flex-row @xl:items-center @xl:p-4"
      data-testid="uploaded-file"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <IconTile icon={Icon} className="rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-foreground" title={file.name}>
            {file.name}
          </p>
          <p className="text-sm text-muted-foreground">
            {formatFileSize(file.size)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, uploaded </span>
            <time dateTime={file.uploadedAt}>{formatShortDate(file.uploadedAt)}</time>
          </p>
          {unreadable ? (
            <p className="mt-1.5 flex items-start gap-1.5 text-sm text-accent-foreground">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {file.textNote ??
                  "We couldn't read any text in this file, so it won't be used as evidence for your insights."}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 @xs:pl-13 @xl:pl-0">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDownload(file)}
          disabled={downloading}
          aria-label={`Download ${file.name}`}
        >
          {downloading ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive-soft hover:text-destructive"
          onClick={() => onDelete(file)}
          aria-label={`Delete ${file.name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Uploaded files with Download and Delete (which asks first), and their toasts. */
export function UploadedFileList({ files, label }: { files: UploadedFile[]; label: string }) {
  const deleteMutation = useDeleteUploadedFile();
  const downloadMutation = useDownloadUploadedFile();
  const [pendingDelete, setPendingDelete] = useState<UploadedFile | null>(null);

  const download = (file: UploadedFile) => {
    downloadMutation.mutate(file, {
      onError: (error) => {
        console.error('Download failed:', error);
        toast({
          title: 'Download Failed',
          description: 'Failed to download file. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  // mutateAsync: the row (and this list) may unmount once the file is gone, and the toast must
  // still show.
  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      await deleteMutation.mutateAsync(pendingDelete.id);
      toast({
        title: 'File Deleted',
        description: 'File has been successfully removed.',
        variant: 'success',
      });
    } catch (error) {
      console.error('Delete failed:', error);
      toast({
        title: 'Delete Failed',
        description: 'Failed to delete file. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPendingDelete(null);
    }
  };

  return (
    <>
      {/* Rows lay out by the card's width, not the window's: the card is half a page wide on
          large screens and the whole page on small ones. */}
      <ul aria-label={label} className="@container grid grid-cols-1 gap-3">
        {files.map((file) => (
          <FileRow
            key={file.id}
            file={file}
            downloading={downloadMutation.isPending && downloadMutation.variables?.id === file.id}
            onDownload={download}
            onDelete={setPendingDelete}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteMutation.isPending) setPendingDelete(null);
        }}
        title="Delete file"
        description={
          pendingDelete
            ? `Are you sure you want to delete "${pendingDelete.name}"? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        pending={deleteMutation.isPending}
      />
    </>
  );
}
