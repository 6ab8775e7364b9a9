import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnthropic } from '../test/fake-anthropic.js';
import type { CoachRequest } from './coach.js';
import { createLlmCoach } from './llm-coach.js';

const fake = new FakeAnthropic();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const request = (): CoachRequest => ({
  agent: {
    id: 14,
    name: 'Mindfulness Coach',
    category: 'well-being',
    persona: 'You are the Mindfulness Coach.',
    questions: [],
  },
  settings: {
    model: 'gpt-3.5-turbo',
    temperature: 0.4,
    maxTokens: 700,
    systemPrompt: 'Keep it short.',
  },
  history: [
    { role: 'user', content: 'Earlier question' },
    { role: 'assistant', content: 'Earlier answer' },
  ],
  message: { content: 'How do I calm down before a talk?', attachments: [] },
  user: { firstName: 'Sam' },
  signal: new AbortController().signal,
});

describe('LlmCoach on Anthropic', () => {
  it('streams deltas and passes persona, settings and history, mapping the model label to Claude', async () => {
    const coach = createLlmCoach({ provider: 'anthropic', apiKey: 'test', baseURL: fake.baseURL });
    const deltas: string[] = [];
    for await (const delta of coach.streamReply(request())) deltas.push(delta);
    expect(deltas.join('')).toBe('Hello from Claude.');

    const sent = fake.requests[0];
    expect(sent).toMatchObject({
      model: 'claude-haiku-4-5',
      max_tokens: 700,
      temperature: 0.4,
      stream: true,
    });
    expect(JSON.stringify(sent?.system)).toContain('You are the Mindfulness Coach.');
    expect(JSON.stringify(sent?.system)).toContain('Keep it short.');
    expect(sent?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(sent?.messages.at(-1))).toContain('How do I calm down before a talk?');
  });

  it('gets structured follow-ups and a title', async () => {
    const coach = createLlmCoach({ provider: 'anthropic', apiKey: 'test', baseURL: fake.baseURL });
    const followUp = await coach.followUp(request(), 'Breathe slowly.', true);
    expect(followUp).toEqual({
      suggestions: ['Go deeper', 'Give me an example'],
      title: 'A Claude chat',
    });
  });
});
