import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const module = () => Promise.resolve({ default: Greeting });

describe('preloadable', () => {
  it('shows its placeholder until its code is there, then itself', async () => {
    const Page = preloadable(module, { whileLoading: <p>Loading…</p> });
    render(<Page name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without its placeholder, once loaded ahead', async () => {
    const Page = preloadable(module, { whileLoading: <p>Loading…</p> });
    await Page.load();
    render(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
