export * from './agents.js';
export * from './conversations.js';
export * from './insights.js';
export * from './linkedin.js';
export * from './notes.js';
export * from './uploads.js';
export * from './users.js';
