/** Body validation for control routes: a failure envelope naming the first problem. */
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { fail } from '../../http/envelope.ts';

export function parseBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  reply: FastifyReply,
): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? 'body';
  reply.code(400).send(fail('bad_request', `${where}: ${issue.message}`));
  return undefined;
}

/** A JSON object (the body came from JSON.parse, so its values are JSON). */
export const jsonObjectSchema = v.record(v.string(), v.unknown());
