import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary, type SummaryError } from './error-summary';

const NAME = { message: 'Please enter a first name.', fieldId: 'first-name' };
const CARD = { message: 'Please enter a credit card number.', onSelect: vi.fn() };

function Form({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  return (
    <form>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <label htmlFor="first-name">First name</label>
      <input id="first-name" />
      <label htmlFor="city">City</label>
      <input id="city" />
    </form>
  );
}

const summary = () => screen.getByRole('alert', { name: 'Please check the following:' });

describe('ErrorSummary', () => {
  it('renders nothing without errors, even after a submit', () => {
    render(<Form errors={[]} focusKey={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus when a submit brings errors, not when errors come without one (focusKey 0)', () => {
    const { rerender } = render(<Form errors={[NAME]} focusKey={0} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form errors={[NAME]} focusKey={1} />);
    expect(document.activeElement).toBe(summary());
  });

  it('takes focus once per submit: errors cleared and shown again under the same submit leave focus in the field', () => {
    const { rerender } = render(<Form errors={[NAME]} focusKey={1} />);
    expect(document.activeElement).toBe(summary());
    const city = screen.getByRole('textbox', { name: 'City' });
    city.focus();
    rerender(<Form errors={[]} focusKey={1} />);
    rerender(<Form errors={[NAME]} focusKey={1} />);
    expect(document.activeElement).toBe(city);
    rerender(<Form errors={[NAME]} focusKey={2} />);
    expect(document.activeElement).toBe(summary());
  });

  it('a submit that brought no errors does not lend its turn to errors that come later', () => {
    const { rerender } = render(<Form errors={[]} focusKey={1} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    city.focus();
    rerender(<Form errors={[NAME]} focusKey={1} />);
    expect(document.activeElement).toBe(city);
  });

  it('links each entry to its field (focused on activation), or runs its onSelect; an entry without either is text', async () => {
    const user = userEvent.setup();
    render(<Form errors={[NAME, CARD, { message: 'Your basket has been updated.' }]} focusKey={1} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      NAME.message,
      CARD.message,
      'Your basket has been updated.',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([NAME.message, CARD.message]);
    await user.click(screen.getByRole('link', { name: NAME.message }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('link', { name: CARD.message }));
    expect(CARD.onSelect).toHaveBeenCalledTimes(1);
  });
});
