import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, type LazyPart } from './lazy-part';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('lazyPart', () => {
  it('imports once however often it is wanted', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'sheet' }));
    const part = lazyPart(importer);
    part.prefetch();
    part.prefetch();
    expect(await part.load()).toEqual({ name: 'sheet' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next want imports again; a failed prefetch throws nowhere', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue({ name: 'sheet' });
    const part = lazyPart(importer);
    part.prefetch();
    await expect(part.load()).rejects.toThrow('chunk 404');
    expect(await part.load()).toEqual({ name: 'sheet' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

function Opener({ part, onFailed }: { part: LazyPart<{ label: string }>; onFailed: (error: unknown) => void }) {
  const [wanted, setWanted] = useState(false);
  const loaded = useLazyPart(part, wanted, onFailed);
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        Open
      </button>
      {loaded && <p>{loaded.label}</p>}
    </>
  );
}

describe('useLazyPart', () => {
  it('loads nothing until wanted, then shows the part once it arrives', async () => {
    const load = deferred<{ label: string }>();
    const importer = vi.fn(() => load.promise);
    render(<Opener part={lazyPart(importer)} onFailed={() => {}} />);
    expect(importer).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Details')).toBeNull();
    await act(async () => load.resolve({ label: 'Details' }));
    expect(screen.getByText('Details')).toBeTruthy();
  });

  it('once in, a second opener has it on its first render', async () => {
    const part = lazyPart(() => Promise.resolve({ label: 'Details' }));
    await part.load();
    render(<Opener part={part} onFailed={() => {}} />);
    expect(screen.getByText('Details')).toBeTruthy();
  });

  it('a failed load calls onFailed with the error, and shows nothing', async () => {
    const load = deferred<{ label: string }>();
    const onFailed = vi.fn();
    render(<Opener part={lazyPart(() => load.promise)} onFailed={onFailed} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    await act(async () => load.reject(new Error('offline')));
    expect(onFailed).toHaveBeenCalledWith(new Error('offline'));
    expect(screen.queryByRole('paragraph')).toBeNull();
  });
});
