import {
  createContext,
  use,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type Context,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '../use-controllable-state';
import './accordion.css';

// The WAI-ARIA APG accordion pattern with Radix's anatomy: https://www.w3.org/WAI/ARIA/apg/patterns/accordion/

interface RootContext {
  root: RefObject<HTMLDivElement | null>;
  isOpen(value: string): boolean;
  /** False for the open item of a single accordion that is not collapsible. */
  canToggle(value: string): boolean;
  toggle(value: string): void;
}

interface ItemContext {
  value: string;
  open: boolean;
  triggerId: string;
  contentId: string;
}

const RootContext = createContext<RootContext | null>(null);
const ItemContext = createContext<ItemContext | null>(null);

function useRequired<T>(context: Context<T | null>, part: string): T {
  const value = use(context);
  if (!value) throw new Error(`${part} must be used inside its Accordion.Root and Accordion.Item`);
  return value;
}

type DivProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue'>;

export interface AccordionSingleProps extends DivProps {
  type: 'single';
  /** Whether the open item closes when its trigger is pressed again (default false). */
  collapsible?: boolean;
  /** The open item; null for none. Passing it makes the accordion controlled. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
}

export interface AccordionMultipleProps extends DivProps {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionRootProps = AccordionSingleProps | AccordionMultipleProps;

function RootElement({ context, className, ...rest }: DivProps & { context: RootContext }) {
  return (
    <RootContext value={context}>
      <div
        {...rest}
        ref={context.root}
        className={['ui-accordion', className].filter(Boolean).join(' ')}
        data-ui-accordion-root=""
      />
    </RootContext>
  );
}

function SingleRoot({
  type: _type,
  collapsible = false,
  value,
  defaultValue = null,
  onValueChange,
  ref,
  ...rest
}: AccordionSingleProps) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange });
  const context: RootContext = {
    root,
    isOpen: (item) => item === open,
    canToggle: (item) => collapsible || item !== open,
    toggle: (item) => {
      if (item !== open) setOpen(item);
      else if (collapsible) setOpen(null);
    },
  };
  return <RootElement {...rest} ref={ref} context={context} />;
}

function MultipleRoot({ type: _type, value, defaultValue = [], onValueChange, ref, ...rest }: AccordionMultipleProps) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange });
  const context: RootContext = {
    root,
    isOpen: (item) => open.includes(item),
    canToggle: () => true,
    toggle: (item) => setOpen(open.includes(item) ? open.filter((other) => other !== item) : [...open, item]),
  };
  return <RootElement {...rest} ref={ref} context={context} />;
}

function Root(props: AccordionRootProps) {
  // Two components rather than one with a branch, so each calls its own hooks in a fixed order.
  return props.type === 'single' ? <SingleRoot {...props} /> : <MultipleRoot {...props} />;
}

const state = (open: boolean) => (open ? 'open' : 'closed');

export interface AccordionItemProps extends ComponentPropsWithRef<'div'> {
  value: string;
}

function Item({ value, className, ...rest }: AccordionItemProps) {
  const { isOpen } = useRequired(RootContext, 'Accordion.Item');
  const id = useId();
  const open = isOpen(value);
  const item: ItemContext = { value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` };
  return (
    <ItemContext value={item}>
      <div {...rest} className={['ui-accordion__item', className].filter(Boolean).join(' ')} data-state={state(open)} />
    </ItemContext>
  );
}

export interface AccordionHeaderProps extends ComponentPropsWithRef<'h3'> {
  /** The heading level that fits the page outline (default 3). */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

function Header({ level = 3, className, ...rest }: AccordionHeaderProps) {
  const { open } = useRequired(ItemContext, 'Accordion.Header');
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...rest}
      className={['ui-accordion__header', className].filter(Boolean).join(' ')}
      data-state={state(open)}
    />
  );
}

const triggerSelector = '[data-ui-accordion-trigger]:not(:disabled)';

function moveFocus(event: KeyboardEvent<HTMLButtonElement>, root: HTMLElement | null) {
  if (!root) return;
  // Only this accordion's triggers: a nested accordion keeps its own arrow-key loop.
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(triggerSelector)].filter(
    (trigger) => trigger.closest('[data-ui-accordion-root]') === root,
  );
  const index = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || index === -1) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export interface AccordionTriggerProps extends ComponentPropsWithRef<'button'> {
  children: ReactNode;
}

function Trigger({ className, onClick, onKeyDown, ...rest }: AccordionTriggerProps) {
  const { root, canToggle, toggle } = useRequired(RootContext, 'Accordion.Trigger');
  const { value, open, triggerId, contentId } = useRequired(ItemContext, 'Accordion.Trigger');
  // The APG marks the open panel of a non-collapsible accordion aria-disabled: pressing it does nothing.
  const locked = !canToggle(value);
  return (
    <button
      type="button"
      {...rest}
      id={triggerId}
      className={['ui-accordion__trigger', className].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls={contentId}
      aria-disabled={locked || undefined}
      data-state={state(open)}
      data-ui-accordion-trigger=""
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle(value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event, root.current);
      }}
    />
  );
}

function Content({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  const { open, triggerId, contentId } = useRequired(ItemContext, 'Accordion.Content');
  return (
    <div
      {...rest}
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      className={['ui-accordion__content', className].filter(Boolean).join(' ')}
      data-state={state(open)}
    />
  );
}

export const Accordion = { Root, Item, Header, Trigger, Content };
