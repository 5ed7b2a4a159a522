import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Stands in for fixtures/server/pantry/schema.ts in happy-dom tests: that module reads its SDL with
// new URL('./schema.graphql', import.meta.url), which the unit project's browser-style transform resolves
// against the page (http://localhost:3000/...). This reads the same file by path. In a test:
//   vi.mock('../../fixtures/server/pantry/schema', () => import('../../stores/tiles/pantry-test-schema'));

export const PANTRY_SDL = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/server/pantry/schema.graphql'), 'utf8');

export const pantrySchema = buildSchema(PANTRY_SDL);
