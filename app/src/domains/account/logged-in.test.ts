import { describe, expect, it } from 'vitest';
import { sessionFrom } from './logged-in';

describe('session from a login or registration answer', () => {
  it('maps customerType to type and customerId to id when id is absent', () => {
    expect(sessionFrom({ token: 't', customerId: 9, userName: 'u' }, 'demo')).toEqual({
      id: 9,
      token: 't',
      merchantCode: 'demo',
      userName: 'u',
      type: null,
      firstTimeLogin: false,
    });
    expect(
      sessionFrom(
        { token: 't', id: 1, userName: 'u', customerType: 2, firstTimeLogin: true },
        'demo',
      ),
    ).toMatchObject({
      id: 1,
      type: 2,
      firstTimeLogin: true,
    });
  });
});
