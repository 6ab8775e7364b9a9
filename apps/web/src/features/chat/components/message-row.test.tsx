import type { Message } from '@facet/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleMessages } from '../api/get-messages';
import { MessageRow } from './message-row';

const message = (id: string, overrides: Partial<Message> = {}): Message => ({
  id,
  role: 'assistant',
  content: `Reply ${id}`,
  timestamp: '2026-11-21T10:00:00.000Z',
  attachments: null,
  suggestions: [],
  status: 'complete',
  ...overrides,
});

const row = (m: Message) =>
  render(
    <MessageRow
      message={m}
      agentEmoji="🧭"
      agentName="Coach"
      showSuggestions={false}
      onSuggestion={() => {}}
      suggestionsDisabled={false}
    />,
  );

describe('a reply still being written', () => {
  it('is marked as such, and a cut-short one as stopped', () => {
    row(message('a', { status: 'streaming', content: 'Half a' }));
    expect(screen.getByTestId('reply-in-progress')).toHaveTextContent('Still being written');
    expect(screen.queryByTestId('reply-stopped')).toBeNull();
  });

  it('is not listed while this page streams that reply itself (the live reply shows it)', () => {
    const saved = [
      message('u', { role: 'user', content: 'Hi' }),
      message('s', { role: 'system' }),
      message('r', { status: 'streaming' }),
    ];
    expect(visibleMessages(saved, true).map((m) => m.id)).toEqual(['u']);
    expect(visibleMessages(saved, false).map((m) => m.id)).toEqual(['u', 'r']);
  });
});
