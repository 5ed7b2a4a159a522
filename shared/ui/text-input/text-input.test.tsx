import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input';

const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextInput', () => {
  describe('given a label', () => {
    it('is a textbox named by its label, with the one-space placeholder the floating label needs', () => {
      const ref = createRef<HTMLInputElement>();
      render(
        <TextInput label="Email" type="email" name="email" autoComplete="email" inputMode="email" required ref={ref} />,
      );
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(ref.current).toBe(input);
      expect(input.getAttribute('placeholder')).toBe(' ');
      expect(input.getAttribute('type')).toBe('email');
      expect(input.getAttribute('name')).toBe('email');
      expect(input.getAttribute('autocomplete')).toBe('email');
      expect(input.getAttribute('inputmode')).toBe('email');
      expect((input as HTMLInputElement).required).toBe(true);
      expect(input.hasAttribute('aria-invalid')).toBe(false);
      expect(input.hasAttribute('aria-describedby')).toBe(false);
      expect(input.hasAttribute('data-filled')).toBe(false);
    });

    it('uses the id it is given', () => {
      render(<TextInput label="Postcode" id="postcode" />);
      expect(screen.getByRole('textbox', { name: 'Postcode' }).id).toBe('postcode');
    });
  });

  describe('when typed into (uncontrolled)', () => {
    it('keeps the text, reports each value and marks itself filled', async () => {
      const onChange = vi.fn();
      render(<TextInput label="Name" defaultValue="A" onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Name' });
      expect(input.hasAttribute('data-filled')).toBe(true);
      await userEvent.clear(input);
      expect(input.hasAttribute('data-filled')).toBe(false);
      await userEvent.type(input, 'Bo');
      expect((input as HTMLInputElement).value).toBe('Bo');
      expect(onChange.mock.calls).toEqual([[''], ['B'], ['Bo']]);
    });
  });

  describe('given a value (controlled)', () => {
    it('shows what the parent keeps', async () => {
      function Parent() {
        const [value, setValue] = useState('');
        return <TextInput label="Code" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
      }
      render(<Parent />);
      const input = screen.getByRole('textbox', { name: 'Code' });
      await userEvent.type(input, 'ab');
      expect((input as HTMLInputElement).value).toBe('AB');
    });
  });

  describe('given maxLength and showCounter', () => {
    it('says the characters left, tied by aria-describedby and not live', async () => {
      render(<TextInput label="Gift message" maxLength={20} showCounter />);
      const input = screen.getByRole('textbox', { name: 'Gift message' });
      expect(input.getAttribute('maxlength')).toBe('20');
      expect(descriptionOf(input)).toEqual(['20 characters left']);
      await userEvent.type(input, 'Happy birthday');
      expect(descriptionOf(input)).toEqual(['6 characters left']);
      const counter = document.getElementById(input.getAttribute('aria-describedby')!)!;
      expect(counter.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    });

    it('counts down below zero for a longer value from the server', () => {
      render(<TextInput label="Note" maxLength={3} showCounter defaultValue="hello" />);
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Note' }))).toEqual(['2 characters too many']);
    });

    it('with allowOverLimit, takes typing past the maximum and counts it as too many', async () => {
      render(<TextInput label="Title" maxLength={3} showCounter allowOverLimit />);
      const input = screen.getByRole('textbox', { name: 'Title' });
      expect(input.hasAttribute('maxlength')).toBe(false);
      await userEvent.type(input, 'abcd');
      expect((input as HTMLInputElement).value).toBe('abcd');
      expect(descriptionOf(input)).toEqual(['1 character too many']);
    });

    it('shows no counter without maxLength', () => {
      render(<TextInput label="Note" showCounter />);
      expect(screen.getByRole('textbox', { name: 'Note' }).hasAttribute('aria-describedby')).toBe(false);
      expect(screen.queryByText(/characters left/)).toBeNull();
    });
  });

  describe('given an error message and a hint', () => {
    it('is invalid and described by the error, the hint and any caller description, in that order', () => {
      render(
        <>
          <p id="extra">We never share it.</p>
          <TextInput label="Email" error="Enter an email address" hint="For your receipt" aria-describedby="extra" />
        </>,
      );
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(input)).toEqual(['Enter an email address', 'For your receipt', 'We never share it.']);
    });
  });

  describe('given error={true}', () => {
    it('is invalid with no message', () => {
      render(<TextInput label="Email" error />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('given error={false} or an empty message', () => {
    it.each([false, ''])('error=%j is valid', (error) => {
      render(<TextInput label="Email" error={error} />);
      expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false);
    });
  });
});
