import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { sampleUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('shows field errors and sends nothing when the input is invalid', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires an email', async () => {
    const fetchMock = mockFetch();
    const { user } = renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, stores the token and greets the user', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ token: 'tok-9', user: sampleUser }));
    const { user } = renderWithProviders(<LoginForm />, { route: '/auth' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-9'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
  });

  it("shows the server's error text in a 'Login failed' toast", async () => {
    mockFetch(async () => jsonResponse({ error: 'Invalid email or password.' }, { status: 401 }));
    const { user } = renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('disables the submit button while the request is pending', async () => {
    let resolve: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((r) => (resolve = r)));
    const { user } = renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    resolve(jsonResponse({ token: 't', user: sampleUser }));
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('t'));
  });
});
