import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTipDismissed, TooltipHelper } from './tooltip-helper';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TooltipHelper (SPEC §4 tooltip helper)', () => {
  it('opens an auto tip after 2000 ms by default', () => {
    render(<TooltipHelper id="t1" title="Hello tip" content="Body" trigger="auto" />);
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Hello tip' })).toBeInTheDocument();
  });

  it('honours a custom delay and remembers "Got it" per tip id', () => {
    const { unmount } = render(
      <TooltipHelper
        id="intro"
        title="Intro"
        content="Body"
        trigger="auto"
        delay={1_500}
        persistent
      />,
    );
    act(() => vi.advanceTimersByTime(1_500));
    act(() => screen.getByRole('button', { name: 'Got it' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isTipDismissed('intro')).toBe(true);
    expect(isTipDismissed('other')).toBe(false);
    unmount();

    render(
      <TooltipHelper
        id="intro"
        title="Intro"
        content="Body"
        trigger="auto"
        delay={1_500}
        persistent
      />,
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a click tip only when its button is pressed', () => {
    render(<TooltipHelper id="c" title="Click tip" content="Body" trigger="click" />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Click tip' }).click());
    expect(screen.getByRole('dialog', { name: 'Click tip' })).toBeInTheDocument();
  });
});
