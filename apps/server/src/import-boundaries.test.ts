import { afterAll, describe, expect, it } from 'vitest';
import { createLintProbe, importing as uses } from '../../../scripts/lint-probe.mjs';

/**
 * The server's module boundaries are lint rules (biome.json overrides): storage/, lib/, extract/,
 * nlp/ and ai/ never import a module, and a module never imports another module's repository
 * (each table is written only by its own module; others go through its service). This runs the
 * real linter with the repository's configuration on probe files laid out like the server.
 */
const probe = createLintProbe();
afterAll(() => probe.remove());

describe('server import boundaries (lint rules)', () => {
  it('refuses a layer importing a module, and a module importing another one’s repository', () => {
    const refused = probe.refused({
      'apps/server/src/storage/keys.ts': uses('../modules/uploads/uploads.repository.js'),
      'apps/server/src/lib/layer.ts': uses('../modules/auth/auth.service.js'),
      'apps/server/src/extract/layer.ts': uses('../modules/uploads/uploads.mapper.js'),
      'apps/server/src/ai/profile/layer.ts': uses('../../modules/insights/insights.service.js'),
      'apps/server/src/nlp/layer.ts': uses('../modules/chat/chat.service.js'),
      'apps/server/src/modules/chat/rows.ts': uses('../conversations/conversations.repository.js'),
    });
    expect(refused).toEqual([
      'apps/server/src/ai/profile/layer.ts',
      'apps/server/src/extract/layer.ts',
      'apps/server/src/lib/layer.ts',
      'apps/server/src/modules/chat/rows.ts',
      'apps/server/src/nlp/layer.ts',
      'apps/server/src/storage/keys.ts',
    ]);
  }, 30_000);

  it('allows a module its own repository and other modules’ services and mappers', () => {
    const refused = probe.refused({
      'apps/server/src/modules/notes/own.ts': uses('./notes.repository.js'),
      'apps/server/src/modules/chat/service.ts': uses('../conversations/conversations.service.js'),
      'apps/server/src/modules/linkedin/mapper.ts': uses('../auth/auth.mapper.js'),
      'apps/server/src/modules/chat/layers.ts': uses('../../lib/http-error.js'),
      'apps/server/src/app-like.ts': uses('./modules/uploads/uploads.repository.js'),
    });
    expect(refused).toEqual([]);
  }, 30_000);
});
