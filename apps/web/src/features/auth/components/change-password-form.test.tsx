import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { jsonResponse, mockFetch, renderWithProviders, requestOf } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(screen.getByLabelText('Current Password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
  if (values.confirm)
    await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordForm', () => {
  it('requires all three fields first', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<ChangePasswordForm />);
    // Mismatched and short, but the current password is missing: only "required" is reported.
    await fill(user, { next: 'abc', confirm: 'abd' });

    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.queryByText('New passwords do not match.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then checks that the new passwords match', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, { current: 'old-secret', next: 'abc', confirm: 'abd' });

    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('New password must be at least 6 characters long.'),
    ).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then checks the minimum length', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, { current: 'old-secret', next: 'abc', confirm: 'abc' });

    expect(
      await screen.findByText('New password must be at least 6 characters long.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates the password, stores the new token and clears the form', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'old-token');
    const fetchMock = mockFetch(async () =>
      jsonResponse({ message: 'Password updated', token: 'fresh-token' }),
    );
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });

    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token'));
    expect(requestOf(fetchMock)).toEqual({
      url: '/api/auth/password',
      method: 'PATCH',
      body: {
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      },
    });
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("shows the server's message on failure", async () => {
    mockFetch(async () =>
      jsonResponse({ error: 'Current password is incorrect.' }, { status: 401 }),
    );
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, { current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    const text = await screen.findByText('Current password is incorrect.');
    // The toast says what did not happen, not just 'Error'.
    const toast = text.closest('li') as HTMLElement;
    expect(within(toast).getByText('Password not changed')).toBeInTheDocument();
    expect(within(toast).queryByText('Error')).toBeNull();
  });
});
