import { DIMENSION_SOURCES, type DiamondInsightsResponse } from '@facet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_EVIDENCE, EMPTY_INSIGHTS } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { DIMENSION_INFO } from '../lib/dimensions';
import { PersonalProfileCard } from './personal-profile-card';

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const empty: DiamondInsightsResponse = {
  success: true,
  insights: null,
  evidence: null,
  generatedAt: null,
  generator: null,
  outOfDate: false,
};

const FILES = ['f1'];

const generated = (values: string[]): DiamondInsightsResponse => ({
  success: true,
  insights: { ...EMPTY_INSIGHTS, values },
  evidence: {
    ...EMPTY_EVIDENCE,
    values: values.map((statement) => ({
      statement,
      fileId: 'f1',
      fileName: 'cv.txt',
      quote: 'I value honesty and curiosity.',
    })),
  },
  generatedAt: new Date().toISOString(),
  generator: 'offline',
  outOfDate: false,
});

function serve(saved: DiamondInsightsResponse, answer: () => Promise<Response>) {
  return mockFetch(async (url, init) =>
    String(url) === '/api/generate-diamond-insights' && init?.method === 'POST'
      ? answer()
      : jsonResponse(saved),
  );
}

/**
 * 'Please Wait' is a notice, not a success: no check mark. Screen readers hear the same words the
 * toast shows.
 */
async function expectPleaseWait(text: string) {
  const title = await screen.findByText('Please Wait');
  const toast = title.closest('li') as HTMLElement;
  expect(within(toast).getByText(text)).toBeInTheDocument();
  expect(toast.querySelector('svg')).toHaveAttribute('data-icon', 'notice');
  expect(screen.getByTestId('insights-status')).toHaveTextContent(`Please Wait. ${text}`);
}

describe('PersonalProfileCard', () => {
  it('shows the six boxes with example bullets before anything is generated', async () => {
    serve(empty, async () => jsonResponse({}));
    renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    for (const { label } of Object.values(DIMENSION_INFO)) {
      expect(await screen.findByRole('heading', { name: label, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Example')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Generate Insights' })).toBeEnabled();
  });

  it("says 'No Files Available' without calling the server when there are no files", async () => {
    const fetchMock = serve(empty, async () => jsonResponse({}));
    const { user } = renderWithProviders(<PersonalProfileCard userId="u1" fileIds={[]} />);
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    expect(await screen.findByText('No Files Available')).toBeInTheDocument();
    expect(
      screen.getByText('Please upload your CV or psychometric files first to generate insights.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('disables the button with overlays while generating, then reveals and toasts; a second try waits 5 minutes', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = serve(
      empty,
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const { user } = renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    await screen.findAllByText('Example');
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));

    const busy = await screen.findByRole('button', { name: 'Generating Insights...' });
    expect(busy).toBeDisabled();
    expect(screen.getAllByTestId('insight-overlay')).toHaveLength(6);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: 'u1' });

    await act(async () => release(jsonResponse(generated(['Honesty matters to you.']))));
    expect(await screen.findByText('Insights Generated')).toBeInTheDocument();
    expect(
      screen.getByText('Your diamond profile insights have been generated successfully.'),
    ).toBeInTheDocument();
    const values = screen.getByTestId('insight-box-values');
    expect(
      await within(values).findByText('Honesty matters to you.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(values).getByText('cv.txt')).toBeInTheDocument();
    expect(screen.getByText('Built from the words in your files')).toBeInTheDocument();
    expect(screen.getByText('Just now')).toBeInTheDocument();
    expect(screen.queryByTestId('insight-overlay')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate Insights' }));
    await expectPleaseWait('You can generate insights again in 5 minute(s).');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says which files were left out because they name someone else', async () => {
    serve(empty, async () =>
      jsonResponse({
        ...generated(['Honesty matters to you.']),
        flaggedFiles: [{ fileId: 'f2', fileName: 'morgan-cv.pdf', foundName: 'Morgan Ellis' }],
      }),
    );
    const { user } = renderWithProviders(
      <PersonalProfileCard userId="u1" fileIds={['f1', 'f2']} />,
    );
    await screen.findAllByText('Example');
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    const note = await screen.findByTestId('insights-flagged-files');
    expect(note).toHaveTextContent('Not used: files that name someone else');
    expect(note).toHaveTextContent('morgan-cv.pdf names Morgan Ellis, not you.');
  });

  it('says which readable files gave nothing, and why', async () => {
    serve(empty, async () =>
      jsonResponse({
        ...generated(['Honesty matters to you.']),
        silentFiles: [
          { fileId: 'f2', fileName: 'scan-notes.txt', reason: 'No line of it is about you.' },
        ],
      }),
    );
    const { user } = renderWithProviders(
      <PersonalProfileCard userId="u1" fileIds={['f1', 'f2']} />,
    );
    await screen.findAllByText('Example');
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    const note = await screen.findByTestId('insights-silent-files');
    expect(note).toHaveTextContent('Files that gave nothing to the profile');
    expect(note).toHaveTextContent('scan-notes.txt: No line of it is about you.');
    expect(screen.getByTestId('insights-status')).toHaveTextContent(
      '1 file gave nothing to the profile: see the note below.',
    );
  });

  it('regenerates within the cooldown when the files changed since (new evidence is not waste)', async () => {
    const fetchMock = serve(empty, async () =>
      jsonResponse(generated(['Honesty matters to you.'])),
    );
    const { user, rerender } = renderWithProviders(
      <PersonalProfileCard userId="u1" fileIds={FILES} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate Insights' }));
    expect(await screen.findByText('Insights Generated')).toBeInTheDocument();

    // A psychometric file added: the same button generates again at once.
    rerender(<PersonalProfileCard userId="u1" fileIds={['f2', ...FILES]} />);
    await user.click(screen.getByRole('button', { name: /Insights/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2),
    );
    expect(screen.queryByText('Please Wait')).toBeNull();
  });

  it("restores the previous insights and shows the server's message on failure", async () => {
    serve(generated(['Fairness matters to you.']), async () =>
      jsonResponse(
        { error: 'Your files did not give us enough to build a profile yet.' },
        { status: 422 },
      ),
    );
    const { user } = renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    expect(await screen.findByText('Fairness matters to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate Insights' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Your files did not give us enough to build a profile yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fairness matters to you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate Insights' })).toBeEnabled();
  });

  it('shows a generated profile that found little, and says what would fill each empty box', async () => {
    serve(generated(['Fairness matters to you.']), async () => jsonResponse(empty));
    renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    expect(await screen.findByText('Fairness matters to you.')).toBeInTheDocument();
    expect(screen.queryByText('Example')).toBeNull();
    const vision = screen.getByTestId('insight-box-vision');
    expect(
      within(vision).getByText(`What would fill it: ${DIMENSION_SOURCES.vision}`),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('insight-gap')).toHaveLength(5);
    expect(screen.queryByTestId('insights-out-of-date')).toBeNull();
  });

  it('says when the files changed since the profile was generated, and offers Regenerate', async () => {
    serve({ ...generated(['Fairness matters to you.']), outOfDate: true }, async () =>
      jsonResponse(empty),
    );
    renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    expect(await screen.findByTestId('insights-out-of-date')).toHaveTextContent(/Out of date/);
    expect(screen.getByRole('button', { name: 'Regenerate Insights' })).toBeEnabled();
  });

  it('treats an empty insights answer as a failure', async () => {
    serve(empty, async () => jsonResponse({ ...empty }));
    const { user } = renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate insights. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Example')).toHaveLength(6);
  });

  it("shows the server's cooldown answer (429) as 'Please Wait'", async () => {
    serve(empty, async () =>
      jsonResponse(
        { error: 'You can generate insights again in 3 minute(s).', code: 'insights_cooldown' },
        { status: 429 },
      ),
    );
    const { user } = renderWithProviders(<PersonalProfileCard userId="u1" fileIds={FILES} />);
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    await expectPleaseWait('You can generate insights again in 3 minute(s).');
  });
});
