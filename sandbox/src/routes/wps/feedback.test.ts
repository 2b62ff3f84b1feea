import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  FeedbackApi,
  feedbackEntrySchema,
  SandboxFeedbackApi,
  type FeedbackEntry,
} from '@wps/contract/feedback';
import { key, memberClient, type MemberClient } from '../../test-support/money.ts';
import { testSandbox } from '../../test-support/sandbox.ts';

let app: FastifyInstance;
let demo: MemberClient;
beforeEach(async () => {
  app = await testSandbox();
  demo = await memberClient(app);
});
afterEach(() => app.close());

const send = (body: object, client = demo) =>
  client.post<FeedbackEntry>(FeedbackApi.feedback, { idempotencyKey: key(), ...body });
const list = (client = demo) => client.value(client.get<FeedbackEntry[]>(FeedbackApi.feedback));

describe('feedback', () => {
  it('keeps an entry per member, newest first, trimmed', async () => {
    const first = await demo.value(send({ category: 'GAME', content: '  The lobby is slow.  ' }));
    expect(v.is(feedbackEntrySchema, first)).toBe(true);
    expect(first).toMatchObject({
      category: 'GAME',
      content: 'The lobby is slow.',
      status: 'RECEIVED',
    });
    await demo.value(send({ category: 'SUGGESTION', content: 'Please add dark mode.' }));
    expect((await list()).map((e) => e.category)).toEqual(['SUGGESTION', 'GAME']);
    const vip = await memberClient(app, 'vip01', 'vip123');
    expect(await list(vip)).toEqual([]);
  });

  it('sends one entry for a double tap (the same idempotency key)', async () => {
    const idempotencyKey = key();
    const body = { category: 'DEPOSIT', content: 'My deposit is late.', idempotencyKey };
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect(a.value).toEqual(b.value);
    expect(await list()).toHaveLength(1);
  });

  it.each([
    [{ category: 'GAME', content: 'too short' }, 'feedback.content.short'],
    [{ category: 'GAME', content: 'x'.repeat(501) }, 'feedback.content.long'],
    [{ category: 'LOTTERY', content: 'A real complaint.' }, 'feedback.category.unknown'],
    [{ category: 'GAME' }, 'bad_request'],
  ])('refuses %j with %s and keeps nothing', async (body, errorCode) => {
    expect(await send(body)).toMatchObject({ success: false, errorCode });
    expect(await list()).toEqual([]);
  });

  it('needs a session', async () => {
    const answer = await app.inject({ method: 'GET', url: FeedbackApi.feedback });
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });

  it('shows the operator reply given through the control API', async () => {
    const sent = await demo.value(send({ category: 'ACCOUNT', content: 'Change my e-mail.' }));
    const answered = await app.inject({
      method: 'PUT',
      url: SandboxFeedbackApi.reply(sent.id),
      payload: { reply: 'Done.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(await list()).toMatchObject([{ id: sent.id, status: 'REPLIED', reply: 'Done.' }]);
    const unknown = await app.inject({
      method: 'PUT',
      url: SandboxFeedbackApi.reply('F000'),
      payload: { reply: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
