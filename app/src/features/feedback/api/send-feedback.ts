/** POST /wps/v2/feedback {category, content, idempotencyKey} (contract/README.md "Feedback"). */
import {
  FeedbackApi,
  feedbackEntrySchema,
  type FeedbackCategory,
  type FeedbackEntry,
} from '@wps/contract/feedback';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const sendFeedbackCall = defineCall({
  method: 'POST',
  path: FeedbackApi.feedback,
  auth: true,
  value: feedbackEntrySchema,
});

export function sendFeedback(
  body: { category: FeedbackCategory; content: string },
  idempotencyKey: string,
): Promise<FeedbackEntry> {
  // The form shows refusals beside the text it keeps: no global notice.
  return request(sendFeedbackCall, { body: { ...body, idempotencyKey }, alert: false });
}
