/**
 * The feedback form: a topic and a text of 10 to 500 characters (the rule the server shares,
 * contract/src/feedback.ts), checked as the player types once they have tried to send; a
 * refusal keeps everything typed. One idempotency key per text: a double tap sends one entry.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LENGTH,
  FeedbackErrorCode,
  feedbackLength,
  feedbackProblem,
  type FeedbackCategory,
} from '@wps/contract/feedback';
import { isApiError } from '../../lib/api/errors';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { moneyErrorMessage, useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { FormSubmit } from '../../ui/FormSubmit';
import { feedbackKeys } from './api/feedback-list';
import { sendFeedback } from './api/send-feedback';
import '../../styles/fields.css';

type Problems = { category?: string; content?: string };

function check(category: string, content: string, t: Translate): Problems {
  const problem = feedbackProblem(content);
  return {
    ...(category ? {} : { category: t('feedback.error.category') }),
    ...(problem === 'short' ? { content: t('feedback.error.short') } : {}),
    ...(problem === 'long' ? { content: t('feedback.error.long') } : {}),
  };
}

/** A server refusal, by the field it concerns. */
function refusal(error: unknown, t: Translate): Problems {
  const code = isApiError(error) ? error.errorCode : undefined;
  if (code === FeedbackErrorCode.categoryUnknown) return { category: t('feedback.error.category') };
  if (code === FeedbackErrorCode.tooShort) return { content: t('feedback.error.short') };
  if (code === FeedbackErrorCode.tooLong) return { content: t('feedback.error.long') };
  return { content: moneyErrorMessage(error, t) };
}

export function FeedbackForm() {
  const { t, language } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const problems = tried ? { ...check(category, content, t), ...refused } : refused;
  const count = (n: number) => formatNumber(language, n);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setSent(false);
    if (!category || Object.keys(check(category, content, t)).length > 0) return;
    void run(async () => {
      try {
        await sendFeedback({ category, content }, idempotency.keyFor(`${category}\n${content}`));
        idempotency.done();
        setCategory('');
        setContent('');
        setTried(false);
        setSent(true);
        void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      } catch (error) {
        setRefused(refusal(error, t));
      }
    });
  }

  const field = (name: keyof Problems) => ({
    className: `field${problems[name] ? ' field-invalid' : ''}`,
    invalid: problems[name] ? true : undefined,
    errorId: `${id}-${name}-error`,
  });
  const topic = field('category');
  const text = field('content');
  return (
    <form className="money-form card" onSubmit={submit} noValidate>
      <div className={topic.className}>
        <label htmlFor={`${id}-category`} className="field-label">
          {t('feedback.topic')}
        </label>
        <div className="field-control">
          <select
            id={`${id}-category`}
            className="field-input"
            value={category}
            aria-invalid={topic.invalid}
            aria-describedby={topic.errorId}
            onChange={(event) => {
              setCategory(event.target.value as FeedbackCategory | '');
              setRefused({});
            }}
          >
            <option value="">{t('feedback.chooseTopic')}</option>
            {FEEDBACK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.category.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <p id={topic.errorId} className="field-error" role={topic.invalid ? 'alert' : undefined}>
          {problems.category ?? ''}
        </p>
      </div>
      <div className={text.className}>
        <label htmlFor={`${id}-content`} className="field-label">
          {t('feedback.message')}
        </label>
        <div className="field-control">
          <textarea
            id={`${id}-content`}
            className="field-input feedback-text"
            rows={5}
            value={content}
            aria-invalid={text.invalid}
            aria-describedby={`${text.errorId} ${id}-count`}
            onChange={(event) => {
              setContent(event.target.value);
              setRefused({});
            }}
          />
        </div>
        <p id={`${id}-count`} className="field-hint">
          {t('feedback.count', {
            count: count(feedbackLength(content)),
            max: count(FEEDBACK_LENGTH.max),
          })}
        </p>
        <p id={text.errorId} className="field-error" role={text.invalid ? 'alert' : undefined}>
          {problems.content ?? ''}
        </p>
      </div>
      <FormSubmit busy={busy} label={t('feedback.send')} busyLabel={t('common.pleaseWait')} />
      {sent ? (
        <p className="money-status" role="status" data-testid="feedback-sent">
          {t('feedback.sent')}
        </p>
      ) : null}
    </form>
  );
}
