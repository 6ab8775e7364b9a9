import { AGENT_CATEGORIES, CHAT_MODELS } from '@facet/contracts';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The coach catalogue, seeded from db/seed/agents-catalogue.ts (ids are the catalogue's). */
export const agents = pgTable('agents', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  model: text('model', { enum: CHAT_MODELS }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  category: text('category', { enum: AGENT_CATEGORIES }).notNull(),
  /** Server-only: the system prompt of the coach. */
  persona: text('persona').notNull(),
  /** Server-only: coaching questions of the agent's theme (offline coach). */
  questions: text('questions').array().notNull().default([]),
  catalogueVersion: integer('catalogue_version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgentRow = typeof agents.$inferSelect;
