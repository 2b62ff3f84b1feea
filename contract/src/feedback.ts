/**
 * Feedback (spec §2 /m/feedback). The spec shows no payloads: every shape here is the
 * project's decision, written down in contract/README.md "Feedback".
 */
import * as v from 'valibot';

export const FeedbackApi = {
  /** POST {category, content, idempotencyKey} -> FeedbackEntry; GET -> FeedbackEntry[] (newest first) */
  feedback: '/wps/v2/feedback',
} as const;

export const FEEDBACK_CATEGORIES = [
  'DEPOSIT',
  'WITHDRAW',
  'GAME',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The text's length after trimming, in characters (code points), both ends included. */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;

export const FeedbackErrorCode = {
  categoryUnknown: 'feedback.category.unknown',
  tooShort: 'feedback.content.short',
  tooLong: 'feedback.content.long',
} as const;

export const FEEDBACK_STATUSES = ['RECEIVED', 'REPLIED'] as const;

export const feedbackEntrySchema = v.object({
  id: v.string(),
  category: v.picklist(FEEDBACK_CATEGORIES),
  content: v.string(),
  status: v.picklist(FEEDBACK_STATUSES),
  reply: v.optional(v.nullable(v.string())),
  createdAt: v.number(),
});
export type FeedbackEntry = v.InferOutput<typeof feedbackEntrySchema>;

/** Characters as a player counts them: an emoji is one, not two UTF-16 units. */
export function feedbackLength(content: string): number {
  return [...content.trim()].length;
}

/** The rule both sides apply; null when the text may be sent. */
export function feedbackProblem(content: string): 'short' | 'long' | null {
  const length = feedbackLength(content);
  if (length < FEEDBACK_LENGTH.min) return 'short';
  if (length > FEEDBACK_LENGTH.max) return 'long';
  return null;
}

/** Control API (contract §5), sandbox only: PUT {reply} answers an entry as the operator would. */
export const SandboxFeedbackApi = {
  reply: (id: string) => `/sandbox/feedback/${encodeURIComponent(id)}/reply`,
} as const;
