import type {
  Agent,
  Conversation,
  DiamondEvidence,
  DiamondInsights,
  Message,
  Note,
  UploadedFile,
  User,
} from '@facet/contracts';

/**
 * Typed sample answers of the API for component tests: each builder takes the fields a test cares
 * about, so a contract change shows up here as a type error instead of silently drifting.
 */

export const sampleUser: User = {
  id: 'usr_123',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: null,
  linkedinProfile: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function makeAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 1,
    name: 'Career CV Assistant',
    description: 'Sharpens your CV for the roles you want. Also writes cover letters.',
    model: 'gpt-4',
    isActive: true,
    category: 'career-tools',
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    sessionId: 's1',
    agentId: 1,
    title: 'Chat with Career CV Assistant',
    systemPrompt: null,
    temperature: 0.7,
    maxTokens: 1000,
    model: 'gpt-4',
    theme: 'default',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'a1',
    role: 'assistant',
    content: 'Here is **one** idea.',
    timestamp: '2025-01-01T00:00:01.000Z',
    attachments: null,
    suggestions: null,
    status: 'complete',
    ...overrides,
  };
}

export function makeNote(id: string, overrides: Partial<Note> = {}): Note {
  return {
    id,
    title: `Note ${id}`,
    content: `Content of ${id}`,
    tags: [],
    isPrivate: false,
    priority: 'medium',
    status: 'active',
    sharedWith: [],
    collaborators: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    role: 'owner',
    ...overrides,
  };
}

export function makeFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: '7b0c5d7e-3a53-4f5e-9d8a-1b2c3d4e5f60',
    name: 'maya-cv.pdf',
    size: 2048,
    type: 'cv',
    mediaType: 'application/pdf',
    textStatus: 'ok',
    textNote: null,
    uploadedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const EMPTY_INSIGHTS: DiamondInsights = {
  vision: [],
  beliefs: [],
  values: [],
  behaviours: [],
  limitingBeliefs: [],
  limitingBehaviours: [],
};

export const EMPTY_EVIDENCE: DiamondEvidence = {
  vision: [],
  beliefs: [],
  values: [],
  behaviours: [],
  limitingBeliefs: [],
  limitingBehaviours: [],
};
