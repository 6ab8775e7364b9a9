import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { sampleUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders, requestOf } from '@/test/render';
import { SignupForm } from './signup-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupForm', () => {
  it('requires first and last name and a 6-character password; sends nothing', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<SignupForm />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a LinkedIn URL that is not URL-shaped', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<SignupForm />);

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('LinkedIn Profile URL (optional)'), 'linkedin ada');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = 'Please enter a valid URL, for example https://www.linkedin.com/in/your-name.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn Profile URL (optional)')).toHaveAccessibleDescription(
      message,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the right JSON body for a valid form and welcomes the user', async () => {
    const fetchMock = mockFetch(async () =>
      jsonResponse({ token: 'new-token', user: sampleUser }, { status: 201 }),
    );
    const { user } = renderWithProviders(<SignupForm />, { route: '/auth' });

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(
      screen.getByLabelText('LinkedIn Profile URL (optional)'),
      'https://www.linkedin.com/in/ada',
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/auth/signup', method: 'POST' });
    expect(requestOf(fetchMock).body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Facet! Your account is ready.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });

  it("falls back to 'Something went wrong' when the failure has no text", async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderWithProviders(<SignupForm />);

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });
});
