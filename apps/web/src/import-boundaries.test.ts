import { afterAll, describe, expect, it } from 'vitest';
import { createLintProbe, importing as uses } from '../../../scripts/lint-probe.mjs';

/**
 * The web's import boundaries are lint rules (biome.json overrides): a feature never imports
 * another feature or the app, and components/lib never import a feature. This runs the real
 * linter with the repository's configuration on probe files laid out like the app.
 */
const probe = createLintProbe();
afterAll(() => probe.remove());

describe('web import boundaries (lint rules)', () => {
  it('refuses a cross-feature import and an import of the app, by alias or relative path', () => {
    const refused = probe.refused({
      'apps/web/src/features/notes/lib/alias.ts': uses('@/features/chat/lib/agent-display'),
      'apps/web/src/features/notes/lib/relative.ts': uses('../../chat/lib/agent-display'),
      'apps/web/src/features/notes/lib/app.ts': uses('@/app/router'),
      'apps/web/src/lib/layer.ts': uses('@/features/agents/api/get-agents'),
      'apps/web/src/components/ui/layer.tsx': uses('../../features/notes/components/note-card'),
    });
    expect(refused).toEqual([
      'apps/web/src/components/ui/layer.tsx',
      'apps/web/src/features/notes/lib/alias.ts',
      'apps/web/src/features/notes/lib/app.ts',
      'apps/web/src/features/notes/lib/relative.ts',
      'apps/web/src/lib/layer.ts',
    ]);
  }, 30_000);

  it('allows a feature its own files, components and lib; and the app everything', () => {
    const refused = probe.refused({
      'apps/web/src/features/notes/components/own.ts': uses('../lib/note-display'),
      'apps/web/src/features/notes/components/shared.ts': uses('@/components/ui/button'),
      'apps/web/src/features/notes/components/lib.ts': uses('@/lib/api-client'),
      'apps/web/src/app/routes/page.ts': uses('@/features/notes/components/notes-panel'),
    });
    expect(refused).toEqual([]);
  }, 30_000);
});
