import type { UploadedFile } from '@facet/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { makeFile } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { useUploadBanner } from '../hooks/use-upload-banner';
import { CvUploadCard } from './cv-upload-card';
import { UploadBanner } from './upload-banner';

afterEach(() => {
  vi.unstubAllGlobals();
});

const savedCv = makeFile({ uploadedAt: '2025-06-01T10:00:00.000Z' });

function Harness() {
  const banner = useUploadBanner({ random: () => 0 });
  return (
    <>
      <UploadBanner state={banner.state} />
      <CvUploadCard banner={banner} />
    </>
  );
}

function setup(files: UploadedFile[] = []) {
  const fetchMock = mockFetch(async () => jsonResponse({ files }));
  const XhrClass = installFakeXhr();
  return { ...renderWithProviders(<Harness />), fetchMock, XhrClass };
}

function drop(zone: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

const textFile = (name: string, text = 'I value honesty.') =>
  new File([text], name, { type: 'text/plain' });

describe('CvUploadCard', () => {
  it('highlights the drop zone while a file is dragged over it', async () => {
    setup();
    const zone = await screen.findByTestId('cv-drop-zone');
    const dataTransfer = { files: [], types: ['Files'] };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(screen.getByText('Drop to upload')).toBeInTheDocument();
    fireEvent.dragLeave(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('uploads only the first dropped file, then shows the banner and the toast', async () => {
    const { XhrClass } = setup();
    const zone = await screen.findByTestId('cv-drop-zone');
    drop(zone, [textFile('first.txt'), textFile('second.txt')]);

    expect(XhrClass.instances).toHaveLength(1);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/cv');
    const form = xhr.body as FormData;
    expect(form.getAll('cv')).toHaveLength(1);
    expect((form.get('cv') as File).name).toBe('first.txt');
    expect(screen.getByTestId('upload-banner').querySelector('[data-status]')).toHaveAttribute(
      'data-status',
      'uploading',
    );

    xhr.respond(201, { file: { ...savedCv, name: 'first.txt' } });
    expect(await screen.findByText('CV Uploaded')).toBeInTheDocument();
    expect(
      screen.getByText('Your CV has been successfully uploaded and processed.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('upload-banner').querySelector('[data-status]')).toHaveAttribute(
      'data-status',
      'complete',
    );
  });

  it("shows a refused type in a 'File Validation' toast and sends nothing", async () => {
    const { XhrClass } = setup();
    const zone = await screen.findByTestId('cv-drop-zone');
    drop(zone, [textFile('setup.exe'), textFile('cv.txt')]);
    expect(await screen.findByText('File Validation')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We'd love to help, but this file type isn't supported yet. Please try a PDF, Word document, or text file.",
      ),
    ).toBeInTheDocument();
    expect(XhrClass.instances).toHaveLength(0);
  });

  it('refuses a dropped file over 10MB with the friendly size text', async () => {
    const { XhrClass } = setup();
    const zone = await screen.findByTestId('cv-drop-zone');
    const big = textFile('cv.pdf');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    drop(zone, [big]);
    expect(await screen.findByText('File Validation')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your file is a bit large for us to process smoothly. Please try a smaller version (under 10MB).',
      ),
    ).toBeInTheDocument();
    expect(XhrClass.instances).toHaveLength(0);
  });

  it("refuses an over-size file from the picker with 'File Too Large'", async () => {
    const { user, XhrClass } = setup();
    await screen.findByTestId('cv-drop-zone');
    const big = textFile('cv.pdf');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(screen.getByLabelText('Upload your CV'), big);
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('CV file must be smaller than 10MB')).toBeInTheDocument();
    expect(XhrClass.instances).toHaveLength(0);
  });

  it("shows the server's refusal in 'Upload Failed' and the banner error", async () => {
    const { user } = setup();
    await screen.findByTestId('cv-drop-zone');
    await user.upload(screen.getByLabelText('Upload your CV'), textFile('cv.txt'));
    lastXhr().respond(409, {
      error:
        'You already have a CV uploaded. Please remove it first if you want to upload a new one.',
    });
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You already have a CV uploaded. Please remove it first if you want to upload a new one.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Upload encountered an issue. No worries, let's give it another try."),
    ).toBeInTheDocument();
  });

  it("falls back to 'Failed to upload CV' on a network error", async () => {
    const { user } = setup();
    await screen.findByTestId('cv-drop-zone');
    await user.upload(screen.getByLabelText('Upload your CV'), textFile('cv.txt'));
    lastXhr().failNetwork();
    expect(await screen.findByText('Failed to upload CV')).toBeInTheDocument();
    expect(
      screen.getByText("Network connection interrupted. Let's try uploading again."),
    ).toBeInTheDocument();
  });

  it('shows the saved CV with size, date, download and delete; refuses a drop-in second CV', async () => {
    setup([{ ...savedCv, textStatus: 'empty', textNote: 'We could not read any text.' }]);
    expect(await screen.findByText('maya-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(/2 KB/)).toBeInTheDocument();
    expect(screen.getByText('We could not read any text.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download maya-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete maya-cv.pdf' })).toBeInTheDocument();
    expect(screen.queryByTestId('cv-drop-zone')).not.toBeInTheDocument();
  });

  it("deletes after confirmation with 'File Deleted'", async () => {
    const fetchMock = mockFetch(async (_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse({ success: true })
        : jsonResponse({ files: [savedCv] }),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Delete maya-cv.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File has been successfully removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe(`/api/upload/files/${savedCv.id}`);
  });

  it("says 'Delete Failed' when the delete fails", async () => {
    mockFetch(async (_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse({ error: 'Not found' }, { status: 404 })
        : jsonResponse({ files: [savedCv] }),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Delete maya-cv.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete file. Please try again.')).toBeInTheDocument();
  });
});
