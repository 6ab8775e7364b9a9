import { describe, expect, it } from 'vitest';
import { agentEmoji, chatBackLink, DEFAULT_AGENT_EMOJI, firstSentence } from './agent-display';

describe('agentEmoji', () => {
  it.each([
    ['Creative Strategist', '🎨'],
    ['Technical Writer', '💻'],
    ['Research Partner', '🔬'],
    ['Business Mentor', '💼'],
    ['Education Guide', '📚'],
    ['Data Coach', '📊'],
    ['Healthcare Advisor', '🏥'],
    ['Language Tutor', '🌐'],
    ['Financial Planner', '💰'],
    ['Quick Career Help', '⚡'],
  ])('%s → %s', (name, emoji) => {
    expect(agentEmoji(name)).toBe(emoji);
  });

  it('falls back to a robot', () => {
    expect(agentEmoji('Career CV Assistant')).toBe(DEFAULT_AGENT_EMOJI);
    expect(agentEmoji(undefined)).toBe('🤖');
  });

  it('takes the first keyword in catalogue order and ignores case', () => {
    expect(agentEmoji('quick data tips')).toBe('📊');
  });
});

describe('chatBackLink', () => {
  it('sends each agent back to where it was started', () => {
    expect(chatBackLink('Career CV Assistant')).toBe('/transition-tools');
    expect(chatBackLink('Self-Assessment Coach')).toBe('/conversations');
    expect(chatBackLink('Mindfulness Coach')).toBe('/');
    expect(chatBackLink(undefined)).toBe('/');
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence only', () => {
    expect(firstSentence('Helps with your CV. Also covers letters.')).toBe('Helps with your CV.');
    expect(firstSentence('Ready to help! Ask anything.')).toBe('Ready to help!');
  });
  it('keeps dotted words and text without a full stop', () => {
    expect(firstSentence('Uses v2.1 models for advice')).toBe('Uses v2.1 models for advice');
    expect(firstSentence(null)).toBe('');
  });
});
