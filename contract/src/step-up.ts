/**
 * Step-up (contract/README.md "Step-up"): what a call that lets money leave, or changes how the
 * player signs in, takes beside the token, and its refusals. Apart from auth.ts so that member
 * info's schema (which names the member's method) carries none of the sign-in shapes.
 */
import * as v from 'valibot';

/**
 * A call that takes a step-up has it in its body as `stepUp`. `password` is the member's password
 * again;
 * `code` is the authenticator code of a member who has one set up (member info `stepUp`
 * 'code'), who then cannot step up with the password alone.
 */
export type StepUp = { password: string } | { code: string };
export type StepUpMethod = 'password' | 'code';
export const STEP_UP_METHODS: readonly StepUpMethod[] = ['password', 'code'];

export const StepUpErrorCode = {
  /** No `stepUp` in the body (a bare token), or the other method than the member's. */
  required: 'step.up.required',
  /** The password or code is wrong; value StepUpRefusal with `triesLeft`. */
  wrong: 'step.up.wrong',
  /** Too many wrong tries; value StepUpRefusal with `retryAt`. Nothing is checked until then. */
  locked: 'step.up.locked',
} as const;

/** Wrong tries per member in the window; the last of them is answered as locked already. */
export const STEP_UP_MAX_TRIES = 5;
export const STEP_UP_WINDOW_MS = 15 * 60 * 1000;

/** The `value` of a step-up refusal. */
export const stepUpRefusalSchema = v.object({
  method: v.picklist(STEP_UP_METHODS),
  triesLeft: v.optional(v.number()),
  /** Epoch ms: when a locked member may try again. */
  retryAt: v.optional(v.number()),
});
export type StepUpRefusal = v.InferOutput<typeof stepUpRefusalSchema>;
