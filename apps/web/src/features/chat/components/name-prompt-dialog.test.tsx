import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NamePromptDialog } from './name-prompt-dialog';

describe('NamePromptDialog (name prompt)', () => {
  it('disables submit below 2 trimmed characters and saves the trimmed name', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<NamePromptDialog open onSave={onSave} />);
    const input = screen.getByLabelText('Your name');
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();

    await user.type(input, ' A ');
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '  Maya  ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSave).toHaveBeenCalledWith('Maya');
  });

  it('is prefilled with the member’s first name, which one click saves', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<NamePromptDialog open onSave={onSave} initialName="Priya" />);
    expect(screen.getByLabelText('Your name')).toHaveValue('Priya');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith('Priya');
  });

  it('allows at most 50 characters', () => {
    render(<NamePromptDialog open onSave={vi.fn()} />);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxLength', '50');
  });

  it('cannot be dismissed with Escape (it shows until a name is stored)', async () => {
    const user = userEvent.setup();
    render(<NamePromptDialog open onSave={vi.fn()} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
