/**
 * The announcement popup (spec §2, §4): a carousel of titles (text) and sanitised HTML, with
 * previous, next, close and autoplay every 5 s. With forceRead the last slide must be reached
 * before it closes. Promotions add 'go to activity' and 'know it'. The checkbox is 'hide today'
 * when the site sets hidePopup 1, else 'do not show this popup again'.
 */
import { useState } from 'react';
import { linkDestination } from '../../domains/content/destination';
import { useFollowDestination, useLinkContext } from '../../domains/content/useDestination';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useSiteStatus } from '../../domains/site/status';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../domains/content/ui/SafeHtml';
import { afterClose, type Decision } from './decision';
import { writePopupState } from './popup-state';
import { useAutoplay } from '../../lib/paint/useAutoplay';
import '../../styles/content.css';
import '../../styles/forms.css';

export const AUTOPLAY_MS = 5000;

export default function AnnouncementDialog({
  user,
  decision,
  onClosed,
}: {
  user: string;
  decision: Decision;
  onClosed: () => void;
}) {
  const { t } = useI18n();
  const status = useSiteStatus();
  const linkContext = useLinkContext();
  const follow = useFollowDestination();
  const { items } = decision;
  const [index, setIndex] = useState(0);
  const [reachedLast, setReachedLast] = useState(items.length === 1);
  const [checked, setChecked] = useState(false);
  const hideToday = status.data?.hidePopup === 1;
  const forceRead = items.some((item) => item.forceRead);
  const closable = !forceRead || reachedLast;
  const last = items.length - 1;
  const item = items[index] ?? items[0];

  const go = (next: number) => {
    const wrapped = (next + items.length) % items.length;
    setIndex(wrapped);
    if (wrapped === last) setReachedLast(true);
  };
  useAutoplay(items.length > 1, AUTOPLAY_MS, () => go(index + 1));

  const close = () => {
    const choice = checked ? (hideToday ? 'hideToday' : 'doNotShowAgain') : 'close';
    writePopupState(user, afterClose(decision.hashes, choice, Date.now()));
    onClosed();
  };
  const followLink = (href: string) => {
    close();
    follow(linkDestination(href, linkContext));
  };
  if (!item) return null;

  return (
    <Dialog
      title={t('announcement.title')}
      closeLabel={t('common.close')}
      onClose={close}
      closable={closable}
      footer={
        <div className="announcement-footer">
          <Checkbox
            label={t(hideToday ? 'announcement.hideToday' : 'announcement.doNotShowAgain')}
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          {item.promotionType ? (
            <div className="dialog-actions">
              <Button variant="secondary" onClick={() => (index < last ? go(index + 1) : close())}>
                {t('announcement.knowIt')}
              </Button>
              <Button onClick={() => followLink(Paths.activity)}>
                {t('announcement.goActivity')}
              </Button>
            </div>
          ) : null}
        </div>
      }
    >
      <section
        className="announcement-slide"
        aria-roledescription="slide"
        aria-label={t('announcement.slideOf', { n: index + 1, total: items.length })}
        data-testid="announcement-slide"
      >
        <h3 className="announcement-heading">
          <bdi>{item.title}</bdi>
        </h3>
        <SafeHtml className="rich-text" html={item.content} onLink={followLink} />
      </section>
      {items.length > 1 ? (
        <div className="carousel-controls">
          <Button variant="ghost" onClick={() => go(index - 1)}>
            {t('carousel.previous')}
          </Button>
          <span className="muted" aria-live="polite">
            {index + 1} / {items.length}
          </span>
          <Button variant="ghost" onClick={() => go(index + 1)}>
            {t('carousel.next')}
          </Button>
        </div>
      ) : null}
      {!closable ? <p className="muted small">{t('announcement.readAll')}</p> : null}
    </Dialog>
  );
}
