// @vitest-environment node
import { Ajv, type ValidateFunction } from 'ajv';
import { Window } from 'happy-dom';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PAGES } from '../fixtures/pages/examples';
import { createApp } from '../fixtures/server/app';
import { fakeDistDir } from '../fixtures/server/test-client';
import { readProps, validateProps } from '../mount/props';
import { siteConfigSchema } from '../shared/config/schema';
import { signInConfigSchema } from '../stores/auth/sign-in-config';
import { checkoutConfigSchema } from '../stores/checkout/checkout-config';
import { registryConfigSchema } from '../stores/registry/registry-config';
import { vitalsConfigSchema } from '../mount/vitals/vitals-config';
import tileDefinition from '../widgets/tile/definition';
import { widgetEntries } from './entries.mjs';
import { keyDescriptions, makeSchemas, schemaIndex } from './schemas.mjs';

/** Every config key the runtime reads, each with the schema it reads it by. */
const CONFIG: Record<string, v.GenericSchema> = {
  ...siteConfigSchema,
  ...signInConfigSchema,
  ...registryConfigSchema,
  ...checkoutConfigSchema,
  ...vitalsConfigSchema,
};
/** The runtime's reading of a config block: key by key; the keys it refuses. */
const runtimeRefuses = (config: Record<string, unknown>) =>
  Object.entries(config)
    .filter(([key, value]) => key in CONFIG && !v.safeParse(CONFIG[key]!, value).success)
    .map(([key]) => key);

let workdir: string;
let schemas: Record<string, Record<string, unknown>>;
const validators = new Map<string, ValidateFunction>();
beforeAll(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'schemas-'));
  schemas = await makeSchemas(workdir);
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [file, schema] of Object.entries(schemas)) validators.set(file, ajv.compile(schema));
}, 60_000);
afterAll(() => rmSync(workdir, { recursive: true, force: true }));

const valid = (file: string, value: unknown) => {
  const validate = validators.get(file)!;
  return validate(value) ? [] : validate.errors!.map((error) => `${error.instancePath} ${error.message}`);
};

/** A fixture page as a browser would parse it: its site config, and each widget slot's props as the runtime reads them. */
async function page(path: string) {
  const response = await createApp({ distDir: fakeDistDir() }).request(path);
  expect(response.status).toBe(200);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(await response.text(), 'text/html');
  const config: unknown = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}');
  const slots = [...document.querySelectorAll('[data-widget]')].map((found) => {
    const slot = found as unknown as HTMLElement;
    return { widget: slot.dataset.widget!, props: readProps(slot) };
  });
  await window.happyDOM.close();
  return { config, slots };
}

describe('dist/schemas: JSON Schemas from the runtime valibot schemas', () => {
  it('one for the site config and one per widget, each with its $id, title and description', () => {
    expect(Object.keys(schemas)).toContain('site-config.json');
    expect(Object.keys(schemas)).toContain('widgets/header.json');
    expect(Object.keys(schemas)).toHaveLength(widgetEntries().length + 1);
    for (const [file, schema] of Object.entries(schemas)) {
      expect(schema.$id, file).toMatch(/^urn:storefront-widgets:schema:/);
      expect(schema.title, file).toEqual(expect.any(String));
      expect(schema.description, file).toEqual(expect.any(String));
    }
    expect(
      (schemas['site-config.json']!.properties as Record<string, { description?: string }>).useStandaloneCart!
        .description,
    ).toBe("When on, the header's cart button goes to the cart page instead of opening the drawer.");
  });

  it.each(EXAMPLE_PAGES)(
    '%s: its config and every slot it writes pass the schemas, as the runtime passes them',
    async (path) => {
      const { config, slots } = await page(path);
      expect(valid('site-config.json', config)).toEqual([]);
      expect(runtimeRefuses(config as Record<string, unknown>)).toEqual([]);
      const known = slots.filter(({ widget }) => validators.has(`widgets/${widget}.json`));
      expect(known.length).toBeGreaterThan(5);
      for (const { widget, props } of known)
        expect(valid(`widgets/${widget}.json`, props), `${path} ${widget}`).toEqual([]);
    },
  );

  it('a bad value is refused by the schema and by the runtime alike', () => {
    expect(valid('widgets/tile.json', { type: 'spaceship', id: '1' })).not.toEqual([]);
    expect(() => validateProps(tileDefinition.props, { type: 'spaceship', id: '1' })).toThrow(/prop "type" is invalid/);
  });

  it('a bad config value is refused by both, at its key; what the runtime lets by, the schema does too', async () => {
    const { config } = await page('/');
    const offSite = { ...(config as Record<string, unknown>), cartPath: 'https://elsewhere.example/cart' };
    expect(valid('site-config.json', offSite)).toEqual([expect.stringMatching(/^\/cartPath must match pattern/)]);
    expect(runtimeRefuses(offSite)).toEqual(['cartPath']);
    // No key is required of every page; a menu link that is not a path is left out, not refused.
    const lenient = { pageType: 'recipe', links: { account: 'https://elsewhere.example/account' } };
    expect(valid('site-config.json', lenient)).toEqual([]);
    expect(runtimeRefuses(lenient)).toEqual([]);
    // A key outside the site schema's own table (the registry's) is checked too.
    expect(valid('site-config.json', { registryId: 'abc' })).toEqual(['/registryId must be integer']);
    expect(runtimeRefuses({ registryId: 'abc' })).toEqual(['registryId']);
  });

  it("reads each config key's doc comment as its description, one comment per key", () => {
    const source =
      '/** A. */\nexport const x = 1;\nconst s = {\n  /** The kind\n   * of page. */\n  pageType: v.string(),\n  cartPath: v.string(),\n};';
    expect(keyDescriptions(source)).toEqual({ pageType: 'The kind of page.' });
  });

  it("index.json: each widget's load, ssr and config keys, and its once where widget.json says one", async () => {
    const headerDefinition = (await import('../widgets/header/definition')).default;
    const index = schemaIndex(
      [
        { name: 'header', load: 'load', ssr: true },
        {
          name: 'basket-drawer',
          load: 'demand',
          ssr: false,
          once: { why: 'one drawer serves every cart button', severity: 'error' },
        },
      ],
      [headerDefinition, { name: 'basket-drawer' }],
    );
    expect(index).toEqual({
      header: { load: 'load', ssr: true, config: [...headerDefinition.config!] },
      'basket-drawer': {
        load: 'demand',
        ssr: false,
        config: [],
        once: { why: 'one drawer serves every cart button', severity: 'error' },
      },
    });
    expect(index.header!.config).toContain('cartPath');
  });
});
