import { UNSUPPORTED_CHAT_FILE_ALERT } from '@facet/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function setup(props: Partial<React.ComponentProps<typeof Composer>> = {}) {
  const onSend = vi.fn(async () => 'sent' as const);
  const user = userEvent.setup();
  render(<Composer onSend={onSend} busy={false} {...props} />);
  const textbox = screen.getByRole('textbox', { name: 'Message' });
  return { onSend: (props.onSend as typeof onSend | undefined) ?? onSend, user, textbox };
}

const file = (name: string, type = 'application/octet-stream', size = 12) =>
  new File(['x'.repeat(size)], name, { type });

describe('Composer (chat send)', () => {
  it('sends the text on Enter and clears the field', async () => {
    const { onSend, user, textbox } = setup();
    await user.type(textbox, 'Help me with my CV{Enter}');
    expect(onSend).toHaveBeenCalledWith('Help me with my CV', []);
    expect(textbox).toHaveValue('');
  });

  it('inserts a new line on Shift+Enter without sending', async () => {
    const { onSend, user, textbox } = setup();
    await user.type(textbox, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('Line one\nLine two');
  });

  it('needs trimmed text or a file', async () => {
    const { onSend, user, textbox } = setup();
    await user.type(textbox, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('sends a file without text', async () => {
    const { onSend, user } = setup();
    const cv = file('cv.pdf', 'application/pdf');
    await user.upload(screen.getByTestId('chat-file-input'), cv);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('', [cv]);
  });

  it('is blocked while a reply is loading, and offers Stop', async () => {
    const onStop = vi.fn();
    const { onSend, user, textbox } = setup({ busy: true, onStop });
    await user.type(textbox, 'Another question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('disables Send while loading when no Stop is offered', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('turns the character counter red above 1000 characters', () => {
    const { textbox } = setup();
    const counter = screen.getByTestId('char-counter');
    fireEvent.change(textbox, { target: { value: 'a'.repeat(1000) } });
    expect(counter).toHaveTextContent('1,000 characters');
    expect(counter).not.toHaveClass('text-destructive');
    fireEvent.change(textbox, { target: { value: 'a'.repeat(1001) } });
    expect(counter).toHaveTextContent('1,001 characters');
    expect(counter).toHaveClass('text-destructive');
  });

  it('caps the height at 120 px', () => {
    const { textbox } = setup();
    Object.defineProperty(textbox, 'scrollHeight', { configurable: true, value: 400 });
    fireEvent.change(textbox, { target: { value: 'many\nlines\n'.repeat(20) } });
    expect((textbox as HTMLTextAreaElement).style.height).toBe('120px');
  });

  it('drops unsupported files with the unsupported-type alert and keeps the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSend = vi.fn(async () => 'sent' as const);
    render(<Composer onSend={onSend} busy={false} />);
    await user.upload(screen.getByTestId('chat-file-input'), [
      file('notes.txt', 'text/plain'),
      file('song.mp3', 'audio/mpeg'),
      file('photo.PNG', 'image/png'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUPPORTED_CHAT_FILE_ALERT);
    const list = screen.getByRole('list', { name: 'Files to send' });
    expect(list).toHaveTextContent('notes.txt');
    expect(list).toHaveTextContent('photo.PNG');
    expect(list).not.toHaveTextContent('song.mp3');
  });

  it('removes attached files one by one', async () => {
    const { user } = setup();
    await user.upload(screen.getByTestId('chat-file-input'), [
      file('a.pdf', 'application/pdf'),
      file('b.docx'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove b.docx' })).toBeInTheDocument();
  });

  it('gives the draft back when the server refuses it before streaming', async () => {
    const onSend = vi.fn(async () => 'rejected' as const);
    const user = userEvent.setup();
    render(<Composer onSend={onSend} busy={false} />);
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textbox, 'Keep me{Enter}');
    expect(onSend).toHaveBeenCalled();
    expect(textbox).toHaveValue('Keep me');
  });

  it('accepts exactly the supported attachment types in the picker', () => {
    setup();
    expect(screen.getByTestId('chat-file-input')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.gif,.webp,.pdf,.txt,.csv,.json,.doc,.docx',
    );
    expect(screen.getByTestId('chat-file-input')).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeInTheDocument();
  });
});
