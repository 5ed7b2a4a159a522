import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstInstance } from './use-first-instance';

function Probe({ label }: { label: string }) {
  return useFirstInstance('probe') ? <p>{label}</p> : null;
}

afterEach(() => vi.restoreAllMocks());

describe('useFirstInstance', () => {
  it('renders the first instance only, warns once per extra one, and hands over when the first goes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = render(<Probe label="first" />);
    const second = render(<Probe label="second" />);
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/more than one "probe" slot/);
    act(() => first.unmount());
    expect(screen.getByText('second')).toBeTruthy();
    second.unmount();
  });
});
