// Explicit chunk groups for the one esbuild run.
//
// esbuild splits code by the set of entry points that reach it (statement by statement) and has no option to
// merge chunks: react reached by every widget, valibot's `object` reached by six and ky by five would be three
// chunks, and a page would fetch one per importer set. A group makes its modules one chunk: every entry point
// and import() target that reaches any module of the group is made to reach all of it, by appending
//   export { keep as __keep_<group> } from 'chunk-group:<group>';
// to that file, where the virtual module `chunk-group:<group>` imports every module of the group (a namespace
// import, so all their exports stay live) and exports them in one array. Every part of the group then has the
// same importer set, so esbuild writes the group as one chunk, and code outside it still splits as before.
// Tree-shakable packages (valibot, nanostores, ky) are kept by the names the sources use, not whole.
// `checkGroups` fails the build when a group did not come out as exactly one chunk.
//
// Stylesheets: esbuild gives each entry one CSS bundle of every stylesheet its code imports, so a group's keep
// module would put the whole group's CSS into every entry it is injected into. So every stylesheet leaves the
// JavaScript build (it resolves to an empty module) and goes into one file, the design tokens' entry
// (`chunk-group-css:all`): the tokens, the groups' rules in group order, then every widget's own in bundle
// order. A page links that one file. It waits on one render-blocking request instead of 8-14 (six fit on an
// HTTP/1.1 host's connections; the rest queued behind the head's modulepreloads), each rule comes once per
// page, and a widget's own rules come after the shared ones they build on.
import { build as esbuildBuild } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { root, widgetEntries } from './entries.mjs';

const NAMESPACE = 'chunk-group';
const TOKENS_CSS = 'shared/design/tokens.css';
/** The entry point of the one stylesheet: the tokens, every group's and every widget's rules. */
export const ALL_CSS = `${NAMESPACE}-css:all`;

/**
 * The groups. `packages` are kept whole ('all': CommonJS, nothing to shake) or by the names the sources import
 * ('used'). Our own modules say where they belong where they live: a folder's `chunk-group.json` (below).
 */
export const CHUNK_GROUPS = [
  {
    // What every widget stands on: one file, loaded once per page.
    name: 'runtime',
    packages: {
      react: 'all',
      'react-dom': 'all',
      scheduler: 'all',
      nanostores: 'used',
      '@nanostores/react': 'used',
      ky: 'used',
      valibot: 'used',
    },
  },
  {
    // What the widgets on every page share: the user, auth, loyalty, navigation, basket, promo and flash stores, the
    // header parts its lazy sheets reuse, formatting and URL helpers, and the small primitives (icon button, avatar
    // ...). Not what opens on intent: the dropdowns' content blocks, the basket's recommendations and changes, the
    // loyalty modal's actions, the sign-in dialog's requests, proof of work and social SDK (they load with the dialog,
    // the modal, or on logout). The loyalty state is in: the banner is on every page, and apart it was one more script.
    name: 'shell',
  },
  {
    // What shows products and content: tiles and their parts, pictures, ratings, buttons, and the pantry's
    // GraphQL client (tiles, cart, collection, basket drawer, quick basket).
    name: 'cards',
  },
  {
    // Changing the basket, and its lines, states, summary and recommendations, and the quick basket's store
    // (basket drawer, cart page, quick basket, a tile's Add to Cart and cart icon).
    name: 'basket',
  },
  {
    // What every save button needs and its modal's code shares with it (the item's reading and the modal's
    // open state): one chunk, not one per importer set.
    name: 'collections',
  },
  {
    // The checkout's store and the parts its six section widgets share (the sections' shell and props schema, the
    // error summary): one chunk, on the checkout page only.
    name: 'checkout',
  },
  {
    // What opens on a click: the modal core, the drawer, accordion and text input.
    name: 'dialogs',
  },
];

const packageOf = (input) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

/** The folders our modules live in; a `chunk-group.json` in one of them says which group its modules join. */
const SOURCE_FOLDERS = ['mount', 'shared', 'stores', 'widgets'];
export const DECLARATION = 'chunk-group.json';
const isModule = (file) => /\.tsx?$/.test(file) && !/\.(test|e2e|d)\.tsx?$/.test(file);

/** The folders (root-relative) that hold a chunk-group.json. */
function declaringFolders(base = root) {
  return SOURCE_FOLDERS.filter((top) => existsSync(join(base, top)))
    .flatMap((top) => [
      top,
      ...readdirSync(join(base, top), { recursive: true, withFileTypes: true })
        .filter((item) => item.isDirectory())
        .map((item) => relative(base, join(item.parentPath, item.name))),
    ])
    .filter((folder) => existsSync(join(base, folder, DECLARATION)));
}

/**
 * Our modules' groups, from each folder's chunk-group.json: `{ "group": "shell", "files": { "x.ts": "basket",
 * "y.ts": null } }`. `group` is every module's of that folder (not its subfolders'), a new file's too; `files`
 * says otherwise for a file (null: none). A folder with no file, or with `files` alone, puts the rest in no group.
 * A group that does not exist, or a file that is not in the folder, fails the build with the declaration's path.
 */
export function declaredGroups(base = root) {
  const names = new Set(CHUNK_GROUPS.map((group) => group.name));
  const groups = new Map();
  for (const folder of declaringFolders(base)) {
    const file = join(base, folder, DECLARATION);
    const where = relative(base, file);
    const { group = null, files = {}, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
    const modules = readdirSync(join(base, folder)).filter(isModule);
    if (Object.keys(rest).length)
      throw new Error(`${where}: unknown key "${Object.keys(rest)[0]}" (it has "group" and "files")`);
    for (const name of [group, ...Object.values(files)])
      if (name !== null && !names.has(name))
        throw new Error(`${where}: no chunk group "${name}" (build/chunk-groups.mjs has ${[...names].join(', ')})`);
    for (const name of Object.keys(files))
      if (!modules.includes(name))
        throw new Error(
          `${where}: "${name}" is not a module of ${folder}/ (renamed or moved? say so where it lives now)`,
        );
    for (const name of modules) {
      const joined = name in files ? files[name] : group;
      if (joined) groups.set(`${folder}/${name}`, joined);
    }
  }
  return groups;
}

function groupOf(input, declared) {
  const name = packageOf(input);
  return CHUNK_GROUPS.find((group) => (name ? group.packages?.[name] : group.name === declared.get(input)));
}

const IMPORT = /import\s+(?!type\b)([\w$]+\s*,\s*)?(\*\s+as\s+([\w$]+)|\{([^}]*)\}|[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;

/** What one import statement (an IMPORT match) takes by name: `default` and its named imports, types left out. */
function importedByName([, defaultPart, clause, , named]) {
  const names = defaultPart || (clause && !clause.startsWith('{') && !clause.startsWith('*')) ? ['default'] : [];
  for (const item of named?.split(',') ?? []) {
    const name = item
      .trim()
      .replace(/^type\s+.*$/, '')
      .split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  return names;
}

/** The names source texts import from each tree-shakable package: named, default, and `ns.name` of a namespace. */
export function usedNames(sources, packages) {
  const used = new Map();
  for (const source of sources) {
    for (const match of source.matchAll(IMPORT)) {
      const [, , , namespace, , specifier] = match;
      if (!packages.includes(specifier)) continue;
      const names = used.get(specifier) ?? new Set();
      used.set(specifier, names);
      importedByName(match).forEach((name) => names.add(name));
      if (namespace)
        for (const [, name] of source.matchAll(new RegExp(`\\b${namespace.replace('$', '\\$')}\\.([\\w$]+)`, 'g')))
          names.add(name);
    }
  }
  return used;
}

const ALL = 'all';
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const RE_EXPORT = /export\s+(\*|\{[^}]*\})\s*from\s*['"](\.[^'"]+)['"]/g;

/**
 * The names our own modules' importers take from each of them (root-relative paths), from the bundle's sources:
 * named and default imports and re-exports; `ALL` where a module's namespace is taken or it is loaded with import().
 */
export function importedNames(sources, inputs, read = (file) => readFileSync(join(root, file), 'utf8')) {
  const names = new Map();
  const resolve = (from, specifier) => {
    const base = join(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => inputs.has(path));
  };
  const add = (file, name) => {
    if (!file || names.get(file) === ALL) return;
    if (name === ALL) return names.set(file, ALL);
    names.set(file, (names.get(file) ?? new Set()).add(name));
  };
  for (const source of sources) {
    const text = read(source);
    for (const match of text.matchAll(IMPORT)) {
      const [, , , namespace, , specifier] = match;
      if (!specifier.startsWith('.')) continue;
      const file = resolve(source, specifier);
      importedByName(match).forEach((name) => add(file, name));
      if (namespace) add(file, ALL);
    }
    for (const [, specifier] of text.matchAll(DYNAMIC)) add(resolve(source, specifier), ALL);
    for (const [, list, specifier] of text.matchAll(RE_EXPORT)) {
      const file = resolve(source, specifier);
      if (list === '*') add(file, ALL);
      else
        for (const item of list.slice(1, -1).split(',')) if (item.trim()) add(file, item.trim().split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The package's real exports: a name our regexes found that it does not export is dropped. */
async function exportsOf(specifier) {
  const module = await import(specifier);
  return new Set(Object.keys(module));
}

/**
 * From a first pass's metafile: which files each group must be injected into, and each group's keep module.
 * Entry points and import() targets count alike (esbuild splits by both).
 */
export async function planGroups(metafile) {
  const inputs = metafile.inputs;
  const declared = declaredGroups();
  const importsOf = (file, kinds) =>
    (inputs[file]?.imports ?? [])
      .filter((item) => kinds.includes(item.kind) && !item.external)
      .map((item) => item.path);
  /** Every file the given ones reach through imports of these kinds, them included. */
  const closureOf = (files, kinds = ['import-statement']) => {
    const seen = new Set(files);
    const queue = [...files];
    while (queue.length)
      for (const next of importsOf(queue.pop(), kinds)) if (!seen.has(next)) seen.add(next) && queue.push(next);
    return seen;
  };
  const dynamicTargets = new Set(Object.keys(inputs).flatMap((file) => importsOf(file, ['dynamic-import'])));
  const entryPoints = new Set([
    ...Object.values(metafile.outputs)
      .map((output) => output.entryPoint)
      .filter(Boolean),
    ...dynamicTargets,
  ]);
  const plan = new Map(CHUNK_GROUPS.map((group) => [group.name, { group, members: new Set(), inject: new Set() }]));
  const closures = new Map();
  const reachedBy = new Map();
  for (const entry of entryPoints) {
    if (entry.endsWith('.css')) continue;
    const seen = closureOf([entry]);
    closures.set(entry, seen);
    for (const file of seen) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
  }
  // A module only one entry point reaches stays in that entry's own file.
  for (const input of Object.keys(inputs)) {
    const group = groupOf(input, declared);
    if (group && !input.endsWith('.css') && (group === CHUNK_GROUPS[0] || reachedBy.get(input) > 1))
      plan.get(group.name).members.add(input);
  }
  // A group's stylesheets: the ones its members import (they come first in the one stylesheet, below).
  const stylesheetsOf = (file) =>
    (inputs[file]?.imports ?? [])
      .filter((item) => item.kind === 'import-statement' && item.path.endsWith('.css'))
      .map((item) => item.path);
  // In the order esbuild would have put them in a bundle: depth first, in import order (a tile's frame rules
  // come before the product tile's, which build on them).
  const order = [];
  const visited = new Set();
  const visit = (file) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const item of inputs[file]?.imports ?? [])
      if (!item.external && item.kind !== 'require-call') visit(item.path);
    if (file.endsWith('.css')) order.push(file);
  };
  [...entryPoints].forEach(visit);
  // A stylesheet a group member imports belongs to the group, wherever else it is imported from too (a widget
  // importing the visually-hidden rules directly gets them from the group's stylesheet).
  const claimed = new Set();
  for (const item of plan.values()) {
    const own = new Set([...item.members].flatMap(stylesheetsOf).filter((file) => !claimed.has(file)));
    own.forEach((file) => claimed.add(file));
    item.stylesheets = order.filter((file) => own.has(file));
  }
  // Every stylesheet in one file, the design tokens' (build/esbuild-options.mjs): the tokens, the groups' in
  // group order, then the rest in bundle order. A page links that one file, so its render waits on one request.
  plan.stylesheets = [
    TOKENS_CSS,
    ...[...plan.values()].flatMap((item) => item.stylesheets),
    ...order.filter((file) => file !== TOKENS_CSS && !claimed.has(file)),
  ];
  const [first] = plan.values();
  if (first.stylesheets.length)
    throw new Error(
      `chunk groups: "${first.group.name}" imports stylesheets (${first.stylesheets.join(', ')}); it goes into every entry, so it has none`,
    );
  // A group injected into a file brings all its members, and their imports may reach another group (the
  // basket's lines use the cards' Button): so the injections grow until nothing more is reached.
  for (const [entry, reached] of closures) {
    let seen = reached;
    for (let grown = true; grown;) {
      grown = false;
      for (const { group, members, inject } of plan.values()) {
        // The first group also holds esbuild's helpers (__toESM ...), which every file may use: it goes everywhere.
        if (inject.has(entry) || (group !== CHUNK_GROUPS[0] && ![...seen].some((file) => members.has(file)))) continue;
        inject.add(entry);
        seen = closureOf([...seen, ...members]);
        grown = true;
      }
    }
  }
  const sources = Object.keys(inputs).filter((input) => !input.startsWith('node_modules/') && /\.tsx?$/.test(input));
  const ownNames = importedNames(sources, new Set(Object.keys(inputs)));
  for (const item of plan.values()) {
    const used = Object.entries(item.group.packages ?? {})
      .filter(([, mode]) => mode === 'used')
      .map(([name]) => name);
    const names = usedNames(
      sources.map((file) => readFileSync(join(root, file), 'utf8')),
      used,
    );
    const lines = [];
    const kept = [];
    let index = 0;
    for (const member of [...item.members].sort()) {
      if (item.group.packages?.[packageOf(member)] === 'used') continue;
      // Relative to the root (the module's resolveDir): an absolute path would make chunk names differ by checkout.
      const path = JSON.stringify(`./${member}`);
      // Our module: the names the bundle imports from it, so an export only tests read does not ship; whole when
      // something takes its namespace or loads it with import(). A package file: whole.
      const wanted = packageOf(member) || dynamicTargets.has(member) ? ALL : (ownNames.get(member) ?? ALL);
      if (wanted === ALL) {
        lines.push(`import * as m${index} from ${path};`);
        kept.push(`m${index++}`);
        continue;
      }
      const list = [...wanted].sort();
      const aliases = list.map(() => `m${index++}`);
      lines.push(`import { ${list.map((name, at) => `${name} as ${aliases[at]}`).join(', ')} } from ${path};`);
      kept.push(...aliases);
    }
    for (const [specifier, wanted] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
      const real = await exportsOf(specifier);
      const list = [...wanted].filter((name) => real.has(name)).sort();
      const aliases = list.map((name) => `m${index++}`);
      if (list.length)
        lines.push(
          `import { ${list.map((name, at) => `${name === 'default' ? 'default' : name} as ${aliases[at]}`).join(', ')} } from ${JSON.stringify(specifier)};`,
        );
      kept.push(...aliases);
    }
    lines.push(`export const keep = [${kept.join(', ')}];`);
    item.source = lines.join('\n');
  }
  return plan;
}

const WRAP = `${NAMESPACE}-wrap`;

/** The export names of the packages' files loaded with import(), from a bundle of each (to re-export them by name). */
async function vendorExports(options, files) {
  if (!files.length) return new Map();
  const { metafile } = await esbuildBuild({
    ...options,
    entryPoints: files,
    plugins: [],
    write: false,
    metafile: true,
    splitting: false,
    logLevel: 'silent',
    entryNames: '[dir]/[name]-[hash]',
    outdir: join(options.outdir, '.vendor-exports'),
  });
  return new Map(
    Object.values(metafile.outputs)
      .filter((output) => output.entryPoint)
      .map((output) => [output.entryPoint, output.exports]),
  );
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * The esbuild plugin: before each build it plans the groups from a first pass over the same options (about
 * half a second), then serves the keep modules and appends the line to each file that needs it.
 */
export function chunkGroupsPlugin(options) {
  let plan = new Map();
  let injections = new Map();
  let wrapped = new Map();
  let unstyled = new Set();
  const plugin = {
    name: 'chunk-groups',
    setup(build) {
      // The tokens entry becomes the one stylesheet of every widget (its content comes from the plan, made in onStart).
      build.initialOptions.entryPoints = build.initialOptions.entryPoints.map((entry) =>
        entry.in === TOKENS_CSS ? { ...entry, in: ALL_CSS } : entry,
      );
      build.onStart(async () => {
        const { metafile } = await esbuildBuild({
          ...options,
          plugins: [],
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        plan = await planGroups(metafile);
        unstyled = new Set(plan.stylesheets.map((file) => join(root, file)));
        injections = new Map();
        for (const { group, inject } of plan.values()) {
          for (const file of inject)
            injections.set(join(root, file), [...(injections.get(join(root, file)) ?? []), group.name]);
        }
        // A package file loaded with import() cannot be edited: it is loaded through a module that re-exports it.
        const vendors = [...injections.keys()].filter((file) => relative(root, file).startsWith('node_modules/'));
        wrapped = await vendorExports(
          options,
          vendors.map((file) => relative(root, file)),
        );
      });
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === WRAP || !wrapped.size) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: WRAP,
        });
        // Paths in a namespace of ours are relative to the root: esbuild hashes them, and chunk names must not
        // differ by where the checkout is.
        return wrapped.has(relative(root, resolved.path))
          ? { path: relative(root, resolved.path), namespace: WRAP }
          : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: WRAP }, (args) => {
        const names = wrapped.get(args.path);
        const lines = injections
          .get(join(root, args.path))
          .map((name) => `export { keep as __keep_${name} } from '${NAMESPACE}:${name}';`);
        return {
          contents: `export { ${names.join(', ')} } from ${JSON.stringify(`./${args.path}`)};\n${lines.join('\n')}\n`,
          resolveDir: root,
          loader: 'js',
        };
      });
      // A group's stylesheet imported from code: nothing in JavaScript (the group's own stylesheet entry holds it).
      build.onResolve({ filter: /^\..*\.css$/ }, (args) => {
        const path = join(args.resolveDir, args.path);
        return args.kind === 'import-statement' && unstyled.has(path)
          ? { path: relative(root, path), namespace: `${NAMESPACE}-unstyled` }
          : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-unstyled` }, () => ({ contents: '', loader: 'js' }));
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}-css:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 5),
        namespace: `${NAMESPACE}-css`,
      }));
      build.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-css` }, (args) => ({
        contents: (args.path === 'all' ? plan.stylesheets : plan.get(args.path).stylesheets)
          .map((file) => `@import ${JSON.stringify(`./${file}`)};`)
          .join('\n'),
        resolveDir: root,
        loader: 'css',
      }));
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: plan.get(args.path).source,
        // npm run dev: a changed declaration plans the groups again; a widget.json, the manifest's load default.
        watchFiles: [
          ...declaringFolders().map((folder) => join(root, folder, DECLARATION)),
          ...widgetEntries().map((widget) => join(root, 'widgets', widget.name, 'widget.json')),
        ],
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        const groups = injections.get(args.path);
        if (!groups || wrapped.has(relative(root, args.path))) return undefined;
        const lines = groups.map((name) => `export { keep as __keep_${name} } from '${NAMESPACE}:${name}';`);
        return {
          contents: `${readFileSync(args.path, 'utf8')}\n${lines.join('\n')}\n`,
          loader: LOADERS[extname(args.path)],
        };
      });
    },
  };
  return { plugin, plan: () => plan };
}

/** Each group's JavaScript must have come out as one chunk; returns the chunk of each group, by name. */
export function checkGroups(metafile, plan, outdir) {
  const chunks = {};
  for (const [name, { members }] of plan) {
    const outputs = Object.entries(metafile.outputs).filter(
      ([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((input) => members.has(input)),
    );
    if (outputs.length !== 1) {
      const where = outputs.map(
        ([file, output]) =>
          `${relative(outdir, join(root, file))} (${Object.keys(output.inputs)
            .filter((input) => members.has(input))
            .slice(0, 3)
            .join(', ')}...)`,
      );
      throw new Error(`chunk groups: "${name}" came out as ${outputs.length} chunks: ${where.join('; ')}`);
    }
    chunks[name] = relative(outdir, join(root, outputs[0][0]));
  }
  return chunks;
}
