import { LINKEDIN_MESSAGES, type LinkedinProfile, type User } from '@facet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { LinkedinProfileCard } from './linkedin-profile-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const profile: LinkedinProfile = {
  name: 'Priya Raman',
  headline: 'Senior Product Manager | Payments',
  currentPosition: 'Senior Product Manager at Monzo',
  location: 'London, England, United Kingdom',
  industry: 'Financial Services',
  summary: 'I build products people trust.',
  experience: [
    {
      title: 'Senior Product Manager',
      company: 'Monzo',
      duration: 'Mar 2021 - Present',
      description: 'Led the card payments squad.',
    },
  ],
  education: [{ degree: 'BSc Computer Science', school: 'University of Manchester', year: '2014' }],
  skills: ['Product Management', 'SQL'],
  languages: ['English', 'Tamil'],
  connections: 1234,
  source: 'export',
  importedAt: '2026-11-21T10:00:00.000Z',
};

/** The card as the settings page holds it: the member in state, replaced by each answer. */
function Harness({ initial, onReload }: { initial: User; onReload: () => void }) {
  const [member, setMember] = useState(initial);
  return <LinkedinProfileCard user={member} onUserChange={setMember} onReload={onReload} />;
}

function renderCard(user: Partial<User>, onReload = vi.fn()) {
  const rendered = renderWithProviders(
    <Harness initial={{ ...sampleUser, ...user }} onReload={onReload} />,
  );
  return { user: rendered.user, onReload };
}

const PARSED = JSON.stringify(profile);

const URL = 'https://www.linkedin.com/in/priya-raman';

describe('LinkedinProfileCard', () => {
  it('shows the URL, the key facts and a single-open accordion for a parsed profile', async () => {
    mockFetch();
    const { user } = renderCard({ linkedinUrl: URL, linkedinProfile: JSON.stringify(profile) });

    expect(screen.getByRole('heading', { name: 'LinkedIn Profile Analysis' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(URL) });
    expect(link).toHaveAttribute('href', URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Senior Product Manager at Monzo')).toBeInTheDocument();
    expect(screen.getByText('London, England, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Financial Services')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();

    const experience = screen.getByRole('button', { name: /Work Experience/ });
    const education = screen.getByRole('button', { name: /Education/ });
    expect(screen.getByRole('button', { name: /Skills & Expertise/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Languages/ })).toBeInTheDocument();

    await user.click(experience);
    expect(experience).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Led the card payments squad.')).toBeInTheDocument();
    // Single-open: opening Education closes Work Experience.
    await user.click(education);
    expect(education).toHaveAttribute('aria-expanded', 'true');
    expect(experience).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('University of Manchester · 2014')).toBeInTheDocument();
    // Collapsible: a second click closes it.
    await user.click(education);
    expect(education).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the raw text under 'Profile Data Available' when it cannot be parsed", () => {
    mockFetch();
    renderCard({ linkedinUrl: URL, linkedinProfile: 'Priya Raman — PM at Monzo (legacy text)' });
    expect(screen.getByRole('heading', { name: 'Profile Data Available' })).toBeInTheDocument();
    expect(screen.getByTestId('linkedin-raw')).toHaveTextContent(
      'Priya Raman — PM at Monzo (legacy text)',
    );
    expect(screen.queryByRole('button', { name: /Work Experience/ })).toBeNull();
  });

  it('treats JSON of another shape as raw text too', () => {
    mockFetch();
    renderCard({ linkedinUrl: URL, linkedinProfile: '{"headline":"PM"}' });
    expect(screen.getByRole('heading', { name: 'Profile Data Available' })).toBeInTheDocument();
  });

  it("shows 'Profile Analysis Pending' when there is no profile yet, with how to upload", () => {
    mockFetch();
    renderCard({ linkedinUrl: URL, linkedinProfile: null });
    expect(screen.getByRole('heading', { name: 'Profile Analysis Pending' })).toBeInTheDocument();
    // Nothing imported yet: there is nothing to refresh.
    expect(screen.queryByRole('button', { name: 'Refresh Profile' })).toBeNull();
    expect(screen.getByText(/usually takes a few moments after registration/)).toBeInTheDocument();
    expect(screen.getByText(/Get a copy of your data/)).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn export file (ZIP or PDF)')).toHaveAttribute(
      'accept',
      '.zip,.pdf,application/zip,application/pdf',
    );
  });

  it('invites a user without a URL or profile to import their data', () => {
    mockFetch();
    renderCard({ linkedinUrl: null, linkedinProfile: null });
    expect(screen.queryByRole('heading', { name: 'LinkedIn Profile Analysis' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Add your LinkedIn profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload LinkedIn export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Profile' })).toBeNull();
  });

  it("shows 'Scraping...' while refreshing, then toasts and reloads the page", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, onReload } = renderCard({ linkedinUrl: URL, linkedinProfile: PARSED });
    await user.click(screen.getByRole('button', { name: 'Refresh Profile' }));

    const pending = await screen.findByRole('button', { name: 'Scraping...' });
    expect(pending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/parse-linkedin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();

    answer(jsonResponse({ user: { ...sampleUser, linkedinUrl: URL, linkedinProfile: PARSED } }));
    expect(await screen.findByText('LinkedIn Profile Updated')).toBeInTheDocument();
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("toasts 'LinkedIn Scraping Failed' with the server message", async () => {
    mockFetch(async () => jsonResponse({ error: LINKEDIN_MESSAGES.noImport }, { status: 400 }));
    const { user, onReload } = renderCard({ linkedinUrl: URL, linkedinProfile: PARSED });
    await user.click(screen.getByRole('button', { name: 'Refresh Profile' }));

    const title = await screen.findByText('LinkedIn Scraping Failed');
    const toast = title.closest('li') ?? document.body;
    expect(within(toast as HTMLElement).getByText(LINKEDIN_MESSAGES.noImport)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Profile' })).toBeEnabled();
    expect(onReload).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to scrape LinkedIn profile' without a server message", async () => {
    mockFetch(async () => new Response(null, { status: 502 }));
    const { user } = renderCard({ linkedinUrl: URL, linkedinProfile: PARSED });
    await user.click(screen.getByRole('button', { name: 'Refresh Profile' }));
    expect(await screen.findByText('LinkedIn Scraping Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to scrape LinkedIn profile')).toBeInTheDocument();
  });

  it('uploads the chosen export as multipart field "file" and shows the imported profile', async () => {
    const fetchMock = mockFetch(async () =>
      jsonResponse({ user: { ...sampleUser, linkedinProfile: PARSED } }),
    );
    const { user } = renderCard({ linkedinUrl: null, linkedinProfile: null });
    const file = new File(['PK'], 'Basic_LinkedInDataExport.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('LinkedIn export file (ZIP or PDF)'), file);

    expect(
      await screen.findByRole('heading', { name: 'LinkedIn Profile Analysis' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LinkedIn Profile Updated')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/linkedin/import');
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('refuses other file types before uploading', async () => {
    const fetchMock = mockFetch();
    const { user } = renderCard({ linkedinUrl: null, linkedinProfile: null });
    const input = screen.getByLabelText('LinkedIn export file (ZIP or PDF)');
    // The accept attribute filters the picker; a drop or a forced choice is still checked.
    input.removeAttribute('accept');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(LINKEDIN_MESSAGES.unsupported)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('flags a file for another name, shows the name found, and imports only once confirmed', async () => {
    const calls: string[] = [];
    mockFetch(async (input) => {
      const url = String(input);
      calls.push(url);
      if (!url.includes('confirmName=')) {
        return jsonResponse(
          {
            error:
              'This LinkedIn file is for Jordan Lee, not Priya Raman, so nothing was imported.',
            code: 'conflict',
            details: {
              foundName: 'Jordan Lee',
              currentName: null,
              memberName: 'Priya Raman',
              nameMismatch: true,
            },
          },
          { status: 409 },
        );
      }
      return jsonResponse({ user: { ...sampleUser, linkedinProfile: PARSED } });
    });
    const { user } = renderCard({ linkedinUrl: null, linkedinProfile: null });
    const file = new File(['%PDF'], 'Profile.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('LinkedIn export file (ZIP or PDF)'), file);

    const panel = await screen.findByTestId('linkedin-confirm');
    expect(panel).toHaveTextContent('This LinkedIn file is for Jordan Lee.');
    expect(panel).toHaveTextContent('That is not your name (Priya Raman).');
    expect(screen.queryByText('LinkedIn Profile Updated')).not.toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: "Import Jordan Lee's profile anyway" }),
    );
    expect(await screen.findByText('LinkedIn Profile Updated')).toBeInTheDocument();
    expect(calls).toEqual([
      '/api/auth/linkedin/import',
      '/api/auth/linkedin/import?confirmName=Jordan%20Lee',
    ]);
    expect(screen.queryByTestId('linkedin-confirm')).not.toBeInTheDocument();
  });

  it('keeps the current data when the member declines a replacement', async () => {
    const fetchMock = mockFetch(async () =>
      jsonResponse(
        {
          error:
            'This LinkedIn file is for Priya Raman. Confirm to replace your current LinkedIn data with it.',
          code: 'conflict',
          details: {
            foundName: 'Priya Raman',
            currentName: 'Priya Raman',
            memberName: 'Priya Raman',
            nameMismatch: false,
          },
        },
        { status: 409 },
      ),
    );
    const { user } = renderCard({ linkedinUrl: null, linkedinProfile: PARSED });
    const file = new File(['PK'], 'export.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('LinkedIn export file (ZIP or PDF)'), file);
    const panel = await screen.findByTestId('linkedin-confirm');
    expect(panel).toHaveTextContent('It replaces your current LinkedIn data (Priya Raman).');
    await user.click(within(panel).getByRole('button', { name: 'Keep what I have' }));
    expect(screen.queryByTestId('linkedin-confirm')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
