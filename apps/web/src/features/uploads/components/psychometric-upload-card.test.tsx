import type { UploadedFile } from '@facet/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { useUploadBanner } from '../hooks/use-upload-banner';
import { PsychometricUploadCard } from './psychometric-upload-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = (n: number): UploadedFile[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    name: `result-${i}.pdf`,
    size: 1000,
    type: 'psychometric',
    mediaType: 'application/pdf',
    textStatus: 'ok',
    textNote: null,
    uploadedAt: '2025-06-01T10:00:00.000Z',
  }));

function Harness() {
  const banner = useUploadBanner();
  return <PsychometricUploadCard banner={banner} />;
}

function setup(existing: number) {
  mockFetch(async () => jsonResponse({ files: stored(existing) }));
  const XhrClass = installFakeXhr();
  return { ...renderWithProviders(<Harness />), XhrClass };
}

const file = (name: string) => new File(['results'], name, { type: 'text/plain' });

describe('PsychometricUploadCard', () => {
  it("shows 'n/10' and hides the drop zone at 10", async () => {
    setup(10);
    expect(await screen.findByText('10/10')).toBeInTheDocument();
    expect(screen.queryByTestId('psychometric-drop-zone')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('uploaded-file')).toHaveLength(10);
  });

  it('uploads several files in one request and says how many', async () => {
    const { user } = setup(1);
    expect(await screen.findByText('1/10')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload psychometric files'), [
      file('disc.txt'),
      file('mbti.txt'),
    ]);
    const form = lastXhr().body as FormData;
    expect(lastXhr().url).toBe('/api/upload/psychometric');
    expect(form.getAll('psychometric').map((f) => (f as File).name)).toEqual([
      'disc.txt',
      'mbti.txt',
    ]);
    lastXhr().respond(201, { files: stored(2) });
    expect(await screen.findByText('Files Uploaded')).toBeInTheDocument();
    expect(screen.getByText('2 psychometric file(s) uploaded successfully.')).toBeInTheDocument();
  });

  it("refuses a batch that would pass 10 with 'Too Many Files'", async () => {
    const { user, XhrClass } = setup(9);
    expect(await screen.findByText('9/10')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload psychometric files'), [
      file('a.txt'),
      file('b.txt'),
    ]);
    expect(await screen.findByText('Too Many Files')).toBeInTheDocument();
    expect(
      screen.getByText('You can upload a maximum of 10 psychometric files'),
    ).toBeInTheDocument();
    expect(XhrClass.instances).toHaveLength(0);
  });

  it("falls back to 'Failed to upload psychometric files'", async () => {
    const { user } = setup(0);
    await screen.findByText('0/10');
    await user.upload(screen.getByLabelText('Upload psychometric files'), [file('a.txt')]);
    lastXhr().respond(200, 'not json');
    expect(await screen.findByText('Failed to upload psychometric files')).toBeInTheDocument();
  });
});
