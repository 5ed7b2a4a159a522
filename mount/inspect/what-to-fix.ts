import { unknownWidget, unnamedSlot } from '../slot-words';

// A failed slot's error, as mount-slot left it on the slot (`data-widget-error`: "<phase>: <error>",
// mount/slot-state.ts), or, without one, the loader's (it writes none: an unknown widget, by its fixed words, else
// code that did not load); and what to fix: check-page's words where it has a rule for the failure
// (mount/check-page/README.md: unknown-widget, slot-name, props, config-key), else what the runtime does.

export interface Failure {
  phase: string;
  /** The error's text, without its `Error: ` name. */
  message: string;
  fix: string;
}

/** `known`: the build has the widget (the inspector's table from the manifest). */
export function readFailure(widget: string, attribute: string | null, known: boolean): Failure {
  if (attribute === null) {
    const message = known ? 'its code did not load' : unknownWidget(widget);
    return { phase: 'load', message, fix: whatToFix(widget, 'load', message) };
  }
  const match = /^(\w+): (?:\w*Error: )?([\s\S]*)$/.exec(attribute);
  const phase = match?.[1] ?? '';
  const message = match?.[2] ?? attribute;
  return { phase, message, fix: whatToFix(widget, phase, message) };
}

function whatToFix(widget: string, phase: string, message: string): string {
  if (phase === 'load' && message === unknownWidget(widget)) {
    return widget.trim()
      ? `${unknownWidget(widget)}: no widget of this build has that name (names are case-sensitive); fix the slot's data-widget`
      : unnamedSlot(widget);
  }
  // mount/props.ts and the config's ConfigError: check-page's props and config-key messages are these same texts.
  if (phase === 'props') return `${message}; fix that prop in the slot's data-* attributes or its data-props block`;
  if (phase === 'config') return `${message}; fix that key in the page's #site-config`;
  if (phase === 'load')
    return 'its code did not load (even after one retry): serve every dist/ file beside loader.js, as it was built';
  if (phase === 'render')
    return "the widget threw as it rendered; the server's markup is back in place: a bug in the widget, or data it did not expect";
  return `the runtime reported it in phase "${phase}"`;
}
