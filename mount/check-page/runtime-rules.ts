import type { Finding } from './findings';
import type { PageElement } from './parse-page';
import type { Slot } from './slots';

// The attributes the runtime writes on the page (mount/README.md section 2, "Slot states"; shared/page-widgets.ts),
// written by the server instead: HTML saved from a live page and served as a template. Each changes what the
// runtime does, without a console line.

const HTML_MARKS: Record<string, string> = {
  // mount/define-widget.ts: an entry mounts its own slots only when <html> lacks it.
  'data-widget-loader':
    'a widget entry the page includes without the loader (section 7) takes it to mean the loader runs, and mounts nothing; remove it',
  // stores/ads/widgets-ready.ts: the ads start GPT at once when <html> has it.
  'data-widgets-ready':
    "what waits for the page's load widgets (the ads' GPT) starts at the window's load, before they have mounted; remove it",
};

export function runtimeAttributeFindings(elements: readonly PageElement[], slots: readonly Slot[]): Finding[] {
  const findings: Finding[] = [];
  const html = elements.find((element) => element.tag === 'html');
  for (const [name, outcome] of Object.entries(HTML_MARKS)) {
    if (!html?.attributes.has(name)) continue;
    findings.push({
      rule: 'runtime-attribute',
      severity: 'error',
      ...html.attributeAt(name),
      message: `<html ${name}> is the loader's own mark: ${outcome}`,
    });
  }
  for (const { element, name } of slots) {
    // mount/mount-slot.tsx writes it as a slot fails; the inspector reads it as the runtime's error.
    if (element.attributes.has('data-widget-error')) {
      findings.push({
        rule: 'runtime-attribute',
        severity: 'error',
        ...element.attributeAt('data-widget-error'),
        widget: name,
        message:
          "data-widget-error is the runtime's own: the inspector shows it as the error the slot failed with, though it never failed; remove the attribute",
      });
    }
    const state = element.attributes.get('data-widget-state');
    if (state === undefined) continue;
    // mount/loader.ts upgrade (and define-widget.ts without the loader) skips a slot that has one, silently.
    findings.push({
      rule: 'runtime-attribute',
      severity: 'error',
      ...element.attributeAt('data-widget-state'),
      widget: name,
      message: `data-widget-state="${state}" is the runtime's own: the loader takes the slot for one it has seen, never mounts it, and logs nothing; remove the attribute`,
    });
  }
  return findings;
}
