import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { sampleUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { useAuth } from '../api/get-me';
import { ProfileForm } from './profile-form';

function SignedIn() {
  return useAuth().status === 'signed-in' ? <ProfileForm /> : null;
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function api() {
  return mockFetch(async (url, init) => {
    if (String(url) === '/api/auth/me') return jsonResponse({ user: sampleUser });
    const body = JSON.parse(String(init?.body));
    return jsonResponse({ user: { ...sampleUser, ...body, currentPassword: undefined } });
  });
}
const patches = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('ProfileForm', () => {
  it('saves names without asking for the password', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<SignedIn />);
    const first = await screen.findByLabelText('First Name');
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      { firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.com' },
    ]);
  });

  it('asks for the current password when the e-mail address changes, and sends it', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<SignedIn />);
    const email = await screen.findByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'augusta@example.com');
    const password = screen.getByLabelText('Your password (to change your e-mail)');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter your current password to change your e-mail address.'),
    ).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);

    await user.type(password, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'augusta@example.com',
          currentPassword: 'correct horse',
        },
      ]),
    );
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    // Saved: the address is the account's again, so the password field goes, emptied.
    await waitFor(() =>
      expect(screen.queryByLabelText('Your password (to change your e-mail)')).toBeNull(),
    );
  });
});
