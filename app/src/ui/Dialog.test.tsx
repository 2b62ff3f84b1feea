// @vitest-environment jsdom
/**
 * The owner of a dialog hears of Escape and of the close button at once, in the same task: a
 * browser hides a closed <dialog> at once but reports 'close' a task later, and a reload in
 * between lost what the owner saves on close (a flaky announcement test under load).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

// jsdom has no modal dialogs: these follow the browser, including the late 'close' event.
beforeEach(() => {
  vi.useFakeTimers();
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
});
afterEach(() => vi.useRealTimers());

function Owner({ onClose, closable = true }: { onClose: () => void; closable?: boolean }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <Dialog
      title="Notice"
      closeLabel="Close"
      closable={closable}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <p>Body</p>
    </Dialog>
  );
}

const cancel = () => {
  const event = new Event('cancel', { cancelable: true });
  act(() => void screen.getByRole('dialog', { hidden: true }).dispatchEvent(event));
  return event;
};

describe('Dialog', () => {
  it.each([
    ['Escape', () => void cancel()],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s tells the owner in the same task, once', (_how, close) => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('ignores Escape while it may not close', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} closable={false} />);
    expect(cancel().defaultPrevented).toBe(true);
    vi.runAllTimers();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still reports a close the browser makes on its own', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    screen.getByRole('dialog', { hidden: true }).closest('dialog')?.close();
    act(() => void vi.runAllTimers());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
