import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, decorative (the name is said beside it)', () => {
    const { container } = render(<Avatar src="/images/avatars/victor.svg" name="Victor V." />);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt')]).toEqual(['/images/avatars/victor.svg', '']);
  });

  it.each([
    ['no picture', null],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/a.png'],
  ])('with %s, the first letter of the name, hidden from assistive technology', (_case, src) => {
    const { container } = render(<Avatar src={src} name="  victor V." />);
    expect(container.querySelector('img')).toBeNull();
    const letter = container.querySelector('span')!;
    expect([letter.textContent, letter.getAttribute('aria-hidden')]).toEqual(['V', 'true']);
  });

  it('falls back to the letter when the picture fails to load', () => {
    const { container } = render(<Avatar src="/images/missing.png" name="Priya" className="extra" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span.ui-avatar.extra')?.textContent).toBe('P');
  });
});
