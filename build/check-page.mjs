// `npm run check-page -- <file.html | URL>...`: builds the page checker from the source (a second or so) into
// node_modules/.cache and runs it, so a fresh clone needs only `npm ci` and the check is always the source's.
// What ships is the same module, `npm run build`'s dist/check-page.mjs (mount/check-page/README.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCheckPage } from './check-page-bundle.mjs';
import { root } from './entries.mjs';

const bundle = await buildCheckPage(join(root, 'node_modules', '.cache', 'check-page'));
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2));
