/**
 * The captcha widget's states (spec §4): loading, waiting, success, error. Retry returns to
 * loading; closing the challenge or a reset returns to waiting.
 */
export type CaptchaFields = {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
};

export type CaptchaState =
  | { status: 'loading' }
  | { status: 'waiting' }
  | { status: 'success'; fields: CaptchaFields }
  | { status: 'error'; message?: string; code?: string };

export type CaptchaEvent =
  | { type: 'loadStarted' }
  | { type: 'ready' }
  | { type: 'passed'; fields: CaptchaFields }
  | { type: 'failed'; message?: string; code?: string }
  | { type: 'closed' }
  | { type: 'reset' };

export const initialCaptchaState: CaptchaState = { status: 'loading' };

export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'loadStarted':
      return { status: 'loading' };
    case 'ready':
      return state.status === 'loading' ? { status: 'waiting' } : state;
    case 'passed':
      return { status: 'success', fields: event.fields };
    case 'failed':
      return { status: 'error', message: event.message, code: event.code };
    case 'closed':
      return state.status === 'success' ? state : { status: 'waiting' };
    case 'reset':
      return { status: 'waiting' };
  }
}
