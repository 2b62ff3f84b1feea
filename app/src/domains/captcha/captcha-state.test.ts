import { describe, expect, it } from 'vitest';
import {
  captchaReducer,
  initialCaptchaState,
  type CaptchaEvent,
  type CaptchaState,
} from './captcha-state';

const fields = { geetestChallenge: 'c', geetestSeccode: 's' };

describe('captcha widget states (spec §4)', () => {
  it.each<[string, CaptchaState, CaptchaEvent, CaptchaState]>([
    ['starts loading', initialCaptchaState, { type: 'ready' }, { status: 'waiting' }],
    ['passes', { status: 'waiting' }, { type: 'passed', fields }, { status: 'success', fields }],
    [
      'errors',
      { status: 'waiting' },
      { type: 'failed', message: 'Network failure', code: '60204' },
      { status: 'error', message: 'Network failure', code: '60204' },
    ],
    [
      'retry returns to loading',
      { status: 'error' },
      { type: 'loadStarted' },
      { status: 'loading' },
    ],
    ['close returns to waiting', { status: 'waiting' }, { type: 'closed' }, { status: 'waiting' }],
    [
      'close after success keeps the success',
      { status: 'success', fields },
      { type: 'closed' },
      { status: 'success', fields },
    ],
    [
      'reset returns to waiting',
      { status: 'success', fields },
      { type: 'reset' },
      { status: 'waiting' },
    ],
    [
      'ready while waiting changes nothing',
      { status: 'waiting' },
      { type: 'ready' },
      { status: 'waiting' },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(captchaReducer(state, event)).toEqual(expected);
  });
});
