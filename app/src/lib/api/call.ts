/** How a call is described: one `Call` per WPS endpoint, declared in its feature's api file. */
import type * as v from 'valibot';
import type { ModuleIdValue } from '@wps/contract/module-ids';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Call<TValue> = {
  method: Method;
  path: string;
  /** Schema of the envelope's `value` on success. */
  value: v.GenericSchema<unknown, TValue>;
  moduleId?: ModuleIdValue;
  /** Send the session token as Authorization (spec §6: promotions and announcements never do). */
  auth?: boolean;
  /** Post the body encrypted (contract §2). */
  encrypted?: boolean;
  /** The answer is plain text rather than an envelope (the RSA key). */
  text?: boolean;
  timeoutMs?: number;
};

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** False: a failure is not shown to the player (spec §7 'alert flag', §8). */
  alert?: boolean;
  /** GET only: 'session' answers from sessionStorage when present; 'flush' refreshes it. */
  cache?: 'session' | 'flush';
  signal?: AbortSignal;
};

export function defineCall<TValue>(call: Call<TValue>): Call<TValue> {
  return call;
}
