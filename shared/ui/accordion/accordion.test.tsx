import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionRootProps } from './accordion';

const sections = [
  ['ingredients', 'Ingredients', 'Flour, water, salt.'],
  ['method', 'Method', 'Mix and bake.'],
  ['storage', 'Storage', 'Keeps three days.'],
] as const;

function Recipe(props: AccordionRootProps) {
  return (
    <Accordion.Root {...props}>
      {sections.map(([value, title, body]) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Header>
            <Accordion.Trigger>{title}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>{body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const openRegions = () => screen.queryAllByRole('region').map((region) => region.textContent);

describe('Accordion', () => {
  describe('given its parts', () => {
    it('wires headings, triggers and regions as the APG pattern', () => {
      render(<Recipe type="single" defaultValue="method" />);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      const method = trigger('Method');
      const region = screen.getByRole('region', { name: 'Method' });
      expect(method.getAttribute('aria-expanded')).toBe('true');
      expect(method.getAttribute('aria-controls')).toBe(region.id);
      expect(region.getAttribute('aria-labelledby')).toBe(method.id);
      expect(region.textContent).toBe('Mix and bake.');
      expect(method.getAttribute('data-state')).toBe('open');
      expect(region.parentElement!.getAttribute('data-state')).toBe('open');
      expect(region.getAttribute('data-state')).toBe('open');
      const ingredients = trigger('Ingredients');
      expect(ingredients.getAttribute('aria-expanded')).toBe('false');
      expect(ingredients.getAttribute('data-state')).toBe('closed');
      expect(document.getElementById(ingredients.getAttribute('aria-controls')!)!.hidden).toBe(true);
    });

    it('uses the heading level it is given', () => {
      render(
        <Accordion.Root type="multiple">
          <Accordion.Item value="a">
            <Accordion.Header level={2}>
              <Accordion.Trigger>Details</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>Text</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    });
  });

  describe('given type single, not collapsible', () => {
    it('opens one item at a time and will not close the open one', async () => {
      const onValueChange = vi.fn();
      render(<Recipe type="single" onValueChange={onValueChange} />);
      expect(openRegions()).toEqual([]);
      await userEvent.click(trigger('Ingredients'));
      expect(openRegions()).toEqual(['Flour, water, salt.']);
      await userEvent.click(trigger('Method'));
      expect(openRegions()).toEqual(['Mix and bake.']);
      expect(trigger('Method').getAttribute('aria-disabled')).toBe('true');
      expect(trigger('Ingredients').hasAttribute('aria-disabled')).toBe(false);
      await userEvent.click(trigger('Method'));
      expect(openRegions()).toEqual(['Mix and bake.']);
      expect(onValueChange.mock.calls).toEqual([['ingredients'], ['method']]);
    });
  });

  describe('given type single, collapsible', () => {
    it('closes the open item when its trigger is pressed again', async () => {
      const onValueChange = vi.fn();
      render(<Recipe type="single" collapsible defaultValue="storage" onValueChange={onValueChange} />);
      expect(trigger('Storage').hasAttribute('aria-disabled')).toBe(false);
      await userEvent.click(trigger('Storage'));
      expect(openRegions()).toEqual([]);
      expect(onValueChange).toHaveBeenLastCalledWith(null);
    });
  });

  describe('given type multiple', () => {
    it('opens and closes items independently', async () => {
      const onValueChange = vi.fn();
      render(<Recipe type="multiple" defaultValue={['storage']} onValueChange={onValueChange} />);
      await userEvent.click(trigger('Ingredients'));
      expect(openRegions()).toEqual(['Flour, water, salt.', 'Keeps three days.']);
      await userEvent.click(trigger('Storage'));
      expect(openRegions()).toEqual(['Flour, water, salt.']);
      expect(onValueChange.mock.calls).toEqual([[['storage', 'ingredients']], [['ingredients']]]);
    });
  });

  describe('given a value (controlled)', () => {
    it('shows the value and asks the parent to change it', async () => {
      const onValueChange = vi.fn();
      const { rerender } = render(<Recipe type="single" collapsible value={null} onValueChange={onValueChange} />);
      await userEvent.click(trigger('Method'));
      expect(onValueChange).toHaveBeenCalledWith('method');
      expect(openRegions()).toEqual([]);
      rerender(<Recipe type="single" collapsible value="method" onValueChange={onValueChange} />);
      expect(openRegions()).toEqual(['Mix and bake.']);
    });

    it('follows a parent that keeps the state', async () => {
      function Parent() {
        const [value, setValue] = useState<string[]>(['method']);
        return (
          <>
            <output>{value.join(',')}</output>
            <Recipe type="multiple" value={value} onValueChange={setValue} />
          </>
        );
      }
      render(<Parent />);
      await userEvent.click(trigger('Storage'));
      expect(screen.getByRole('status').textContent).toBe('method,storage');
      expect(openRegions()).toEqual(['Mix and bake.', 'Keeps three days.']);
    });
  });

  describe('given keyboard focus on a trigger', () => {
    it('toggles with Enter and Space', async () => {
      render(<Recipe type="single" collapsible />);
      trigger('Method').focus();
      await userEvent.keyboard('{Enter}');
      expect(openRegions()).toEqual(['Mix and bake.']);
      await userEvent.keyboard(' ');
      expect(openRegions()).toEqual([]);
    });

    it('moves between triggers with the arrows (wrapping), Home and End', async () => {
      render(<Recipe type="multiple" />);
      trigger('Ingredients').focus();
      const steps: Array<[string, string]> = [
        ['{ArrowDown}', 'Method'],
        ['{ArrowDown}', 'Storage'],
        ['{ArrowDown}', 'Ingredients'],
        ['{ArrowUp}', 'Storage'],
        ['{Home}', 'Ingredients'],
        ['{End}', 'Storage'],
      ];
      for (const [key, name] of steps) {
        await userEvent.keyboard(key);
        expect(document.activeElement).toBe(trigger(name));
      }
      expect(openRegions()).toEqual([]);
    });

    it('keeps a nested accordion out of the outer arrow-key loop', async () => {
      render(
        <Accordion.Root type="multiple" defaultValue={['outer']}>
          <Accordion.Item value="outer">
            <Accordion.Header>
              <Accordion.Trigger>Outer</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              <Accordion.Root type="multiple">
                <Accordion.Item value="inner">
                  <Accordion.Header level={4}>
                    <Accordion.Trigger>Inner</Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content>Text</Accordion.Content>
                </Accordion.Item>
              </Accordion.Root>
            </Accordion.Content>
          </Accordion.Item>
          <Accordion.Item value="last">
            <Accordion.Header>
              <Accordion.Trigger>Last</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>Text</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>,
      );
      trigger('Outer').focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(trigger('Last'));
    });
  });
});
