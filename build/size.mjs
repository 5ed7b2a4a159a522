// The size check: every entry plus the chunks it imports, gzipped, against its budget (its widget.json; the
// loader, tokens, runtime, shared and size group rows: package.json "sizeBudgets").
// Bytes are deterministic, so this runs in `npm test`; timings live in `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { widgetEntries as declaredWidgets, manifestWidgets, pkg, root, TOKENS_ENTRY } from './entries.mjs';
import { VITALS_PREFIX } from './vitals.mjs';
import { INSPECT_PREFIX } from './inspect.mjs';

const gzipped = (outdir, file) => gzipSync(readFileSync(join(outdir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// What a page pays, in three parts. The runtime: the one chunk of the libraries and code every widget stands on
// (react, react-dom, nanostores, ky, valibot, the mount runtime, the config schema: the "runtime" chunk group of
// build/chunk-groups.mjs); a page loads it once. Shared: the other files two or more widgets use (the shell,
// cards, basket and dialogs groups' chunks and stylesheets, and what a widget shares with its own lazy parts),
// also loaded once per page, whichever widget asks first. Own: a widget's entry, its CSS and the chunks only it
// imports. Chunks loaded with
// import() on first need are listed apart, without a budget.
const RUNTIME_GROUP = 'chunk-group:runtime';

/** The runtime: the chunk the runtime group came out as. */
export function runtimeChunks(manifest, meta, outdir) {
  const chunks = new Set(manifestWidgets(manifest).flatMap(([, entry]) => entry.imports));
  return [...chunks].filter(
    (file) => RUNTIME_GROUP in (meta.outputs[relative(root, join(outdir, file))]?.inputs ?? {}),
  );
}

export function measure(outdir) {
  const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'));
  const meta = JSON.parse(readFileSync(join(outdir, 'meta.json'), 'utf8'));
  const runtime = runtimeChunks(manifest, meta, outdir);
  const widgets = manifestWidgets(manifest);
  const users = new Map();
  for (const [name, entry] of widgets)
    for (const file of [...entry.imports, ...entry.css]) users.set(file, [...(users.get(file) ?? []), name]);
  // A size group (a widget.json's "sizeGroup", e.g. the checkout's six sections): the files only its widgets use
  // are its own, counted once against its budget (package.json "sizeBudgets"), and not in the page-wide shared row.
  const declared = declaredWidgets();
  const groups = [...new Set(declared.flatMap((widget) => widget.sizeGroup ?? []))].map((name) => [
    name,
    {
      widgets: declared.filter((widget) => widget.sizeGroup === name).map((widget) => widget.name),
      budget: pkg.sizeBudgets[name],
    },
  ]);
  const inGroup = (names) => groups.some(([, group]) => names.every((name) => group.widgets.includes(name)));
  const shared = [...users]
    .filter(([file, names]) => names.length > 1 && !runtime.includes(file) && !inGroup(names))
    .map(([file]) => file);
  const groupShared = [...users]
    .filter(([file, names]) => names.length > 1 && !runtime.includes(file) && inGroup(names))
    .map(([file]) => file);
  const size = (files) => files.reduce((sum, file) => sum + gzipped(outdir, file), 0);
  const rows = [
    { name: 'loader', files: ['loader.js'], bytes: size(['loader.js']), note: 'the only script a page includes' },
    {
      name: 'tokens',
      files: [manifest[TOKENS_ENTRY].file],
      bytes: size([manifest[TOKENS_ENTRY].file]),
      note: 'the one stylesheet: design tokens, then every widget rule; once per page',
    },
    {
      name: 'runtime',
      files: runtime,
      bytes: size(runtime),
      note: `${runtime.length} chunk: react, react-dom, nanostores, ky, valibot, mount, config`,
    },
    {
      name: 'shared',
      files: shared,
      bytes: size(shared),
      note: `${shared.length} file(s) two or more widgets use (the shell, cards, basket and dialogs groups' chunks and stylesheets), loaded once`,
    },
  ];
  // Field data: the entry and its part (build/vitals.mjs), loaded at idle by speculate.js, on no page before.
  const vitals = readdirSync(outdir).filter((file) => file.startsWith(VITALS_PREFIX) && file.endsWith('.js'));
  if (vitals.length)
    rows.push({
      name: 'vitals',
      files: vitals,
      bytes: size(vitals),
      note: 'field data at idle: the entry (config, sample) and its part (web-vitals, beacon), a sampled view both',
    });
  // The inspector (build/inspect.mjs): at idle, on a page that asks for it (`?widgets-inspect`), on no other.
  const inspect = readdirSync(outdir).filter((file) => file.startsWith(INSPECT_PREFIX) && file.endsWith('.js'));
  if (inspect.length)
    rows.push({
      name: 'inspect',
      files: inspect,
      bytes: size(inspect),
      note: 'the in-page inspector, at idle on a page that asks for it (?widgets-inspect), on no other',
    });
  for (const [name, entry] of widgets) {
    const own = [
      entry.file,
      ...[...entry.css, ...entry.imports].filter(
        (file) => !runtime.includes(file) && !shared.includes(file) && !groupShared.includes(file),
      ),
    ];
    const total = size([entry.file, ...entry.css, ...entry.imports]);
    rows.push({ name, files: own, bytes: size(own), note: `its own; ${kb(total)} with everything it imports` });
  }
  for (const [name, group] of groups) {
    const files = [
      ...new Set(
        widgets
          .filter(([widget]) => group.widgets.includes(widget))
          .flatMap(([, entry]) => [entry.file, ...entry.css, ...entry.imports]),
      ),
    ].filter((file) => !runtime.includes(file) && !shared.includes(file));
    rows.push({
      name,
      files,
      bytes: size(files),
      note: `${group.widgets.length} widgets together, beyond the runtime and shared files`,
      budget: group.budget,
    });
  }
  const lazy = [...new Set(Object.values(manifest).flatMap((entry) => entry.dynamicImports))].filter(
    (file) => !users.has(file),
  );
  if (lazy.length)
    rows.push({ name: '(lazy)', files: lazy, bytes: size(lazy), note: 'import() on first need, no budget' });
  const budgets = new Map(declared.map((widget) => [widget.name, widget.budget]));
  return rows.map((row) => ({
    ...row,
    budget: row.name === '(lazy)' ? undefined : (row.budget ?? budgets.get(row.name) ?? pkg.sizeBudgets?.[row.name]),
  }));
}

export function printSizes(rows) {
  const lines = rows.map((row) => {
    const status = row.budget === undefined ? '' : row.bytes <= row.budget ? 'ok' : 'OVER';
    return [row.name, kb(row.bytes), row.budget === undefined ? '-' : kb(row.budget), status, row.note];
  });
  const header = ['bundle', 'gzip', 'budget', '', 'note'];
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)));
  const format = (line) =>
    line
      .map((cell, index) => cell.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  console.log([format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n'));
  return rows.filter((row) => row.budget !== undefined && row.bytes > row.budget);
}

const primitive = (input) => input.replace(/^shared\/ui\//, '').replace(/\/.*$|\.(tsx?|css)$/g, '');

/** Which shared/ui primitives each widget loads, in minified bytes (a chunk group's whole, build/chunk-groups.mjs). */
export function printUiShares(outdir) {
  const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'));
  const meta = JSON.parse(readFileSync(join(outdir, 'meta.json'), 'utf8'));
  const lines = [];
  for (const [name, entry] of manifestWidgets(manifest)) {
    const shares = new Map();
    for (const file of [entry.file, ...entry.css, ...entry.imports]) {
      for (const [input, { bytesInOutput }] of Object.entries(
        meta.outputs[relative(root, join(outdir, file))]?.inputs ?? {},
      )) {
        if (input.startsWith('shared/ui/'))
          shares.set(primitive(input), (shares.get(primitive(input)) ?? 0) + bytesInOutput);
      }
    }
    const list = [...shares].map(([ui, bytes]) => `${ui} ${bytes} B`).join(', ');
    lines.push(`  ${name}: ${list || 'none'}`);
  }
  console.log(`shared/ui primitives each widget loads, its groups whole (minified):\n${lines.join('\n')}`);
}

/** Prints the table; returns false when a bundle is over its budget. */
export function checkSizes(outdir) {
  const over = printSizes(measure(outdir));
  printUiShares(outdir);
  for (const row of over) console.error(`size: ${row.name} is ${kb(row.bytes)}, over its budget of ${kb(row.budget)}`);
  return over.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!checkSizes(join(root, 'dist'))) process.exit(1);
}
