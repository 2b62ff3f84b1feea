import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, patchMember, payOrder } from '../../../test-support/money.ts';
import {
  addCard,
  moveClock,
  saferClient,
  toolsOn,
  withdraw,
  type SaferClient,
} from '../../../test-support/safer-gambling.ts';
import { testSandbox } from '../../../test-support/sandbox.ts';

const MINUTE = 60_000;
let app: FastifyInstance;
let demo: SaferClient;
let loginAt: number;
beforeEach(async () => {
  app = await testSandbox();
  await toolsOn(app);
  // A minute after the seed's opening balance, so the login never shares its millisecond.
  await moveClock(app, { offsetMs: MINUTE });
  demo = await saferClient(app);
  loginAt = Date.parse((await demo.state()).session.startedAt);
});
afterEach(() => app.close());

/** The balance in major units, as the control API takes it (demo01 opens with ₱1,250.50). */
const setBalance = (balance: number) => patchMember(app, 'demo01', { balance });

describe('the session of the state (reality check)', () => {
  it('starts at the login, on the sandbox clock', async () => {
    const state = await demo.state();
    expect(Math.abs(loginAt - (Date.now() + MINUTE))).toBeLessThan(5000);
    expect(state.session.netMinor).toBe(0);
    await moveClock(app, { offsetMs: 11 * MINUTE });
    const later = await demo.state();
    expect(later.session.startedAt).toBe(state.session.startedAt);
    expect(Date.parse(later.now) - loginAt).toBeGreaterThanOrEqual(10 * MINUTE);
  });

  it.each([
    ['a loss in play', 1050.5, -20000],
    ['a win in play', 1300.5, 5000],
    ['nothing played', 1250.5, 0],
  ])('counts %s', async (_name, balance, netMinor) => {
    expect((await setBalance(balance)).statusCode).toBe(200);
    expect((await demo.state()).session.netMinor).toBe(netMinor);
  });

  it("leaves out the member's own deposits and withdrawals", async () => {
    await setBalance(1050.5); // lost 200.00
    const order = await deposit(demo, 50000);
    expect((await payOrder(app, order.value?.orderId ?? '')).success).toBe(true);
    expect((await withdraw(demo, await addCard(demo), 30000)).success).toBe(true);
    expect(await demo.balance()).toBe(1250.5);
    expect((await demo.state()).session.netMinor).toBe(-20000);
  });

  it('is per session: a new login starts again from 0', async () => {
    await setBalance(1050.5);
    const again = await saferClient(app);
    const state = await again.state();
    expect(state.session.netMinor).toBe(0);
    expect((await demo.state()).session.netMinor).toBe(-20000);
  });
});
