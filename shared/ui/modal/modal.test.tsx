import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Example({
  onOpenChange,
  open,
  onInside,
}: {
  onOpenChange?: (open: boolean) => void;
  open?: boolean;
  onInside?: () => void;
}) {
  return (
    <>
      <a href="#behind">Behind</a>
      <Modal.Root open={open} onOpenChange={onOpenChange}>
        <Modal.Trigger>Open details</Modal.Trigger>
        <Modal.Content>
          <Modal.Title>Promo details</Modal.Title>
          <Modal.Description>Ends Sunday.</Modal.Description>
          <button type="button" onClick={onInside}>
            First
          </button>
          <a href="/terms">Terms</a>
          <Modal.Close label="Close" />
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;
const escape = () => act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));

describe('Modal', () => {
  describe('given it is closed', () => {
    it('shows a trigger that says it opens a dialog, and no open dialog', () => {
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Open details' });
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      expect(dialog().open).toBe(false);
      expect(dialog().getAttribute('data-state')).toBe('closed');
    });
  });

  describe('after the trigger is clicked', () => {
    it('opens a modal labelled by its title and described by its description, focus inside, page scroll locked', async () => {
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      const modal = screen.getByRole('dialog', { name: 'Promo details' });
      expect(modal).toBe(dialog());
      expect(modal.getAttribute('aria-modal')).toBe('true');
      expect(document.getElementById(modal.getAttribute('aria-describedby')!)!.textContent).toBe('Ends Sunday.');
      expect(modal.getAttribute('data-state')).toBe('open');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
      expect(screen.getByRole('button', { name: 'Open details' }).getAttribute('aria-expanded')).toBe('true');
    });

    it('keeps Tab and Shift+Tab cycling inside', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(screen.getByRole('button', { name: 'Open details' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Terms' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });

    it.each([
      ['Escape', escape],
      ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ])('closes on %s, gives focus back to the trigger and unlocks scrolling', async (_how, close) => {
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Open details' });
      await userEvent.click(trigger);
      await close();
      expect(dialog().open).toBe(false);
      expect(document.activeElement).toBe(trigger);
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
    });

    it('swallows the rest of the double click that opened or closed it, until a new press begins', async () => {
      const inside = vi.fn();
      const behind = vi.fn();
      render(
        <>
          <Example onInside={inside} />
          <button type="button" onClick={behind}>
            Behind it
          </button>
        </>,
      );
      const mouse = (type: string, target: Element, detail: number) =>
        act(() => void target.dispatchEvent(new MouseEvent(type, { bubbles: true, detail })));
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      const first = screen.getByRole('button', { name: 'First' });
      // However long the second click of the opening double click takes, it does nothing where it lands.
      mouse('mousedown', first, 2);
      mouse('click', first, 2);
      mouse('pointerdown', dialog(), 2);
      mouse('click', dialog(), 2);
      expect(inside).not.toHaveBeenCalled();
      expect(dialog().open).toBe(true);
      // A new press: its clicks count, a double click's second one too.
      mouse('mousedown', first, 1);
      mouse('click', first, 1);
      mouse('mousedown', first, 2);
      mouse('click', first, 2);
      expect(inside).toHaveBeenCalledTimes(2);
      // Closed by the first click of a double click: the second lands on the page behind, and does nothing there.
      escape();
      const page = screen.getByRole('button', { name: 'Behind it' });
      mouse('mousedown', page, 2);
      mouse('click', page, 2);
      expect(behind).not.toHaveBeenCalled();
      mouse('mousedown', page, 1);
      mouse('click', page, 1);
      expect(behind).toHaveBeenCalledTimes(1);
    });

    it('closes on a click on the overlay, but not on one inside or on a drag that ends outside', async () => {
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      const press = (down: Element, up: Element, detail = 1) =>
        act(() => {
          down.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
          up.dispatchEvent(new MouseEvent('click', { bubbles: true, detail }));
        });
      press(screen.getByText('Ends Sunday.'), screen.getByText('Ends Sunday.'));
      expect(dialog().open).toBe(true);
      press(screen.getByText('Ends Sunday.'), dialog());
      expect(dialog().open).toBe(true);
      press(dialog(), dialog());
      expect(dialog().open).toBe(false);
    });
  });

  describe('given the control that opened it is replaced while it is open (a sign-in turns Log In into the account button)', () => {
    function Swap() {
      const [signedIn, setSignedIn] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <>
          <a href="#first">Skip</a>
          <div className="box">
            {signedIn ? (
              <button type="button">Your account</button>
            ) : (
              <a href="/login" onClick={(event) => (event.preventDefault(), setOpen(true))}>
                Log In
              </a>
            )}
          </div>
          <Modal.Root open={open} onOpenChange={setOpen}>
            <Modal.Content>
              <Modal.Title>Log In</Modal.Title>
              <button type="button" onClick={() => (setSignedIn(true), setOpen(false))}>
                Submit
              </button>
            </Modal.Content>
          </Modal.Root>
        </>
      );
    }

    it('gives focus to the control that took its place in the same box', async () => {
      const user = userEvent.setup();
      render(<Swap />);
      await user.click(screen.getByRole('link', { name: 'Log In' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Your account' }));
    });
  });

  describe("given the browser's close event, which comes a task after the closing", () => {
    it('takes a close the browser forced into its state', async () => {
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      act(() => dialog().close());
      await act(() => void dialog().dispatchEvent(new Event('close')));
      expect(screen.getByRole('button', { name: 'Open details' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('ignores one that comes after the shopper opened it again', async () => {
      render(<Example />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      escape();
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      await act(() => void dialog().dispatchEvent(new Event('close')));
      expect(dialog().open).toBe(true);
      expect(screen.getByRole('dialog', { name: 'Promo details' })).toBeTruthy();
    });
  });

  describe('given it is controlled', () => {
    it('asks the parent, which may refuse to close', async () => {
      const onOpenChange = vi.fn();
      render(<Example open onOpenChange={onOpenChange} />);
      escape();
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(dialog().open).toBe(true);
    });
  });

  describe('given a modal opened from inside another', () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      return (
        <Modal.Root open={outer} onOpenChange={setOuter}>
          <Modal.Trigger>Outer</Modal.Trigger>
          <Modal.Content>
            <Modal.Title>Outer title</Modal.Title>
            <Modal.Root>
              <Modal.Trigger>Inner</Modal.Trigger>
              <Modal.Content>
                <Modal.Title>Inner title</Modal.Title>
                <button type="button">Inner action</button>
              </Modal.Content>
            </Modal.Root>
          </Modal.Content>
        </Modal.Root>
      );
    }

    it('Escape closes only the top one, focus returns to its trigger, and scroll stays locked until the last closes', async () => {
      render(<Nested />);
      await userEvent.click(screen.getByRole('button', { name: 'Outer' }));
      await userEvent.click(screen.getByRole('button', { name: 'Inner' }));
      const [outerDialog, innerDialog] = Array.from(document.querySelectorAll('dialog'));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
      act(() => void innerDialog!.dispatchEvent(new Event('cancel', { cancelable: true })));
      expect(innerDialog!.open).toBe(false);
      expect(outerDialog!.open).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner' }));
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
      act(() => void outerDialog!.dispatchEvent(new Event('cancel', { cancelable: true })));
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
    });
  });
});
