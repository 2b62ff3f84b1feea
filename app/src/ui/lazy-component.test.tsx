// @vitest-environment jsdom
/** lazyComponent: drawn at once once its chunk is in, never remounted, asked again after a failure. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { forgetFailedChunks, lazyComponent } from './lazy-component';

afterEach(cleanup);

/** A chunk whose module is a text field that keeps what is typed (its state). */
function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(e) => setValue(e.target.value)} />;
}
const chunk = () => Promise.resolve({ default: Field });

function Page({ Part }: { Part: React.ComponentType<{ label: string }> }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <button
          onClick={() => {
            forgetFailedChunks();
            retry();
          }}
        >
          Retry
        </button>
      )}
    >
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Name" />
      </Suspense>
    </ErrorBoundary>
  );
}

describe('lazyComponent', () => {
  it('a part whose chunk is in draws in the first commit, with no fallback', async () => {
    const Part = lazyComponent(chunk);
    await Part.preload();
    render(<Page Part={Part} />);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('asks for its chunk once, however often it is preloaded and drawn', async () => {
    const load = vi.fn(chunk);
    const Part = lazyComponent(load);
    void Part.preload();
    render(<Page Part={Part} />);
    await screen.findByRole('textbox', { name: 'Name' });
    await Part.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a part drawn before its chunk came shows the fallback, then stays mounted with its state', async () => {
    const Part = lazyComponent(chunk);
    const { rerender } = render(<Page Part={Part} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'Ana' } });
    // The chunk is in now: a redraw must not swap the component under the field.
    rerender(<Page Part={Part} />);
    const after = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(after).toBe(field);
    expect(after.value).toBe('Ana');
  });

  it('a chunk that failed is asked for again by the boundary’s retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Field }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(chunk);
    const Part = lazyComponent(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page Part={Part} />);
    // The preload's failure is not kept: the first draw asks again, and gets it.
    await screen.findByRole('textbox', { name: 'Name' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk that cannot come shows the boundary, whose retry asks again', async () => {
    let online = false;
    const load = vi.fn(() => (online ? chunk() : Promise.reject(new Error('offline'))));
    const Part = lazyComponent(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page Part={Part} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // Asked once: the failure reached the boundary instead of a new ask at each draw.
    const failed = load.mock.calls.length;
    expect(failed).toBe(1);
    online = true;
    act(() => retry.click());
    await screen.findByRole('textbox', { name: 'Name' });
    expect(load.mock.calls.length).toBeGreaterThan(failed);
  });
});
