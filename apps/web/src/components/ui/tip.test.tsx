import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTipDismissed, TipButton, TipCallout, type TipOptions, useTip } from './tip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A tip as a page places it: its button by a heading, its callout in the flow below. */
function Page(options: TipOptions) {
  const tip = useTip(options);
  return (
    <>
      <h1>
        Heading <TipButton tip={tip} title="Hello tip" />
      </h1>
      <TipCallout tip={tip} title="Hello tip">
        Body
      </TipCallout>
      <p>What the page says next</p>
    </>
  );
}

const callout = () => screen.queryByRole('region', { name: 'Hello tip' });

describe('tips', () => {
  it('opens an auto tip after 2000 ms by default, in the flow (not over the page)', () => {
    render(<Page id="t1" trigger="auto" />);
    act(() => vi.advanceTimersByTime(1_999));
    expect(callout()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const open = callout();
    expect(open).toBeInTheDocument();
    // A section in the page, before what follows it: nothing is covered.
    expect(open?.closest('[role="dialog"]')).toBeNull();
    expect(open?.nextElementSibling).toHaveTextContent('What the page says next');
    expect(screen.getByRole('button', { name: 'Hello tip' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // It opened by itself: focus stays where the user was.
    expect(document.activeElement).toBe(document.body);
  });

  it('honours a custom delay and remembers "Got it" per tip id', () => {
    const { unmount } = render(<Page id="intro" trigger="auto" delay={1_500} persistent />);
    act(() => vi.advanceTimersByTime(1_500));
    act(() => screen.getByRole('button', { name: 'Got it' }).click());
    expect(callout()).toBeNull();
    expect(isTipDismissed('intro')).toBe(true);
    expect(isTipDismissed('other')).toBe(false);
    unmount();

    render(<Page id="intro" trigger="auto" delay={1_500} persistent />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(callout()).toBeNull();
  });

  it('opens a click tip only from its button, which also closes it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Page id="c" trigger="click" />);
    expect(callout()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hello tip' }));
    expect(callout()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hello tip' }));
    expect(callout()).toBeNull();
  });
});
