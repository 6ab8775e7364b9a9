import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUploadBanner } from '../hooks/use-upload-banner';
import { BANNER_MESSAGES } from '../lib/banner-messages';
import { UploadBanner } from './upload-banner';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const hook = renderHook(() => useUploadBanner({ random: () => 0 }));
  const view = render(<UploadBanner state={hook.result.current.state} />);
  const sync = () => view.rerender(<UploadBanner state={hook.result.current.state} />);
  return { hook, sync };
}

const status = () => screen.getByTestId('upload-banner').querySelector('[data-status]');

describe('upload banner (upload status)', () => {
  it('is an empty live region while idle', () => {
    setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('goes uploading → processing (50–90 %) → complete → motivational → idle', () => {
    const { hook, sync } = setup();
    act(() => hook.result.current.start('cv.pdf'));
    sync();
    expect(status()).toHaveAttribute('data-status', 'uploading');
    expect(screen.getByText(BANNER_MESSAGES.uploading[0])).toBeInTheDocument();
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();

    act(() => hook.result.current.progress(49));
    sync();
    expect(status()).toHaveAttribute('data-status', 'uploading');
    act(() => hook.result.current.progress(50));
    sync();
    expect(status()).toHaveAttribute('data-status', 'processing');
    expect(screen.getByText(BANNER_MESSAGES.processing[0])).toBeInTheDocument();
    act(() => hook.result.current.progress(95));
    sync();
    expect(status()).toHaveAttribute('data-status', 'processing');

    act(() => hook.result.current.complete());
    sync();
    expect(status()).toHaveAttribute('data-status', 'complete');
    expect(screen.getByText(BANNER_MESSAGES.complete[0])).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_999));
    sync();
    expect(screen.getByText(BANNER_MESSAGES.complete[0])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    sync();
    expect(screen.getByText(BANNER_MESSAGES.motivational[0])).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3_000));
    sync();
    expect(status()).toBeNull();
    expect(hook.result.current.state).toMatchObject({ status: 'idle', fileName: null });
  });

  it('does not enter processing when progress jumps past 90 %', () => {
    const { hook } = setup();
    act(() => hook.result.current.start('cv.pdf'));
    act(() => hook.result.current.progress(100));
    expect(hook.result.current.state.status).toBe('uploading');
  });

  it.each([
    ['bad-status', "Upload encountered an issue. No worries, let's give it another try.", 3_000],
    ['parse', "There was a technical issue processing your file. Let's try again.", 3_000],
    ['network', "Network connection interrupted. Let's try uploading again.", 2_000],
  ] as const)('on %s shows the fixed text and resets after %s ms', (kind, text, resetMs) => {
    const { hook, sync } = setup();
    act(() => hook.result.current.start('cv.pdf'));
    act(() => hook.result.current.fail(kind));
    sync();
    expect(status()).toHaveAttribute('data-status', 'error');
    expect(screen.getByText(text)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(resetMs - 1));
    sync();
    expect(status()).toHaveAttribute('data-status', 'error');
    act(() => vi.advanceTimersByTime(1));
    sync();
    expect(status()).toBeNull();
    expect(hook.result.current.state.fileName).toBeNull();
  });

  it('a new upload cancels the pending reset of the previous one', () => {
    const { hook } = setup();
    act(() => hook.result.current.start('a.pdf'));
    act(() => hook.result.current.fail('network'));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => hook.result.current.start('b.pdf'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(hook.result.current.state).toMatchObject({ status: 'uploading', fileName: 'b.pdf' });
  });
});
