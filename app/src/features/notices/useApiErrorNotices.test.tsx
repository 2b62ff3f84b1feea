// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { apiErrors } from '../../lib/api/events';
import { overlays } from '../../lib/overlays/overlays';
import { sessionStore } from '../../lib/session/store';
import { useApiErrorNotices } from './useApiErrorNotices';

const clear = () => {
  overlays.hideLoading();
  overlays.get().notices.forEach((n) => overlays.close(n.uid));
};

beforeEach(() => {
  vi.useFakeTimers();
  clear();
});
afterEach(() => {
  vi.useRealTimers();
  clear();
});

describe('useApiErrorNotices', () => {
  it('hides the loading at once and again every second for 3 ticks after an error', () => {
    renderHook(() => useApiErrorNotices(() => undefined));
    overlays.showLoading();
    act(() => apiErrors.emit(new ApiError({ kind: 'http', path: '/wps/x', status: 502 })));
    expect(overlays.get().loading).toBeNull();
    for (const at of [1000, 2000, 3000]) {
      overlays.showLoading();
      act(() => vi.advanceTimersByTime(999));
      expect(overlays.get().loading, `still shown before ${at} ms`).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(overlays.get().loading, `hidden at ${at} ms`).toBeNull();
    }
    overlays.showLoading();
    act(() => vi.advanceTimersByTime(5000));
    expect(overlays.get().loading, 'no fourth tick').not.toBeNull();
  });

  it('logs a member out and raises one please-login notice for several expiries at once', () => {
    const navigate = vi.fn();
    renderHook(() => useApiErrorNotices(navigate));
    sessionStore.dispatch({ type: 'tokenAdopted', token: 't', merchantCode: 'demo' });
    act(() => {
      apiErrors.emit(
        new ApiError({ kind: 'session-expired', path: '/wps/member/info', status: 401 }),
      );
      apiErrors.emit(
        new ApiError({
          kind: 'session-expired',
          path: '/wps/v2/wallets/balance',
          errorCode: 'CUSTOMER_NOT_LOGIN',
        }),
      );
    });
    expect(sessionStore.get().status).toBe('guest');
    const notices = overlays.get().notices;
    expect(notices).toHaveLength(1);
    notices[0]?.onConfirm?.();
    expect(navigate).toHaveBeenCalledWith('/m/login');
  });

  it('shows nothing for a call made with alert:false', () => {
    renderHook(() => useApiErrorNotices(() => undefined));
    act(() =>
      apiErrors.emit(new ApiError({ kind: 'failure', path: '/wps/x', message: 'x', alert: false })),
    );
    expect(overlays.get().notices).toHaveLength(0);
  });
});
