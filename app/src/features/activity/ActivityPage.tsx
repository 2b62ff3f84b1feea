/**
 * Promotions (spec §2): /m/activity lists them by category; /m/activity?id={id} shows one with
 * its go-button (banner type P lands here).
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { Promotion } from '@wps/contract/content';
import { useAnnouncements } from '../../domains/content/announcements';
import { useContentLinks } from '../../domains/content/useDestination';
import { useSiteStatus } from '../../domains/site/status';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { LazyImage } from '../../ui/LazyImage';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../domains/content/ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { Sticky } from '../../ui/Sticky';
import { TabPills } from '../../ui/TabPills';
import { GoButton } from './GoButton';
import { usedCategories, usePromotionCategories } from './promotion-categories';
import '../../styles/content.css';

function PromotionCard({ promotion, detail }: { promotion: Promotion; detail: boolean }) {
  const { t } = useI18n();
  const onLink = useContentLinks();
  return (
    <article className="content-card" data-testid="promotion">
      {promotion.image ? (
        <LazyImage
          src={promotion.image}
          alt=""
          width={640}
          height={320}
          fallbackLabel={t('image.unavailable')}
          eager={detail}
        />
      ) : null}
      <div className="content-card-body">
        <h2 className="content-card-title">
          {detail ? (
            <bdi>{promotion.title}</bdi>
          ) : (
            <AppLink to={`${Paths.activity}?id=${promotion.id}`}>
              <bdi>{promotion.title}</bdi>
            </AppLink>
          )}
        </h2>
        {detail ? (
          <SafeHtml className="rich-text" html={promotion.content} onLink={onLink} />
        ) : null}
        <GoButton promotion={promotion} />
      </div>
    </article>
  );
}

export default function ActivityPage() {
  const { t } = useI18n();
  const content = useAnnouncements();
  const categories = usePromotionCategories();
  const offered = useSiteStatus().data?.promotionCategoryData;
  const id = new URLSearchParams(useSearch()).get('id');
  const [category, setCategory] = useState('all');
  const promotions = content.data?.promotions ?? [];

  if (content.isPending) return <Spinner label={t('common.loading')} />;
  const selected = id ? promotions.find((p) => String(p.id) === id) : undefined;
  if (selected) {
    return (
      <Page title={t('page.activity')}>
        <PromotionCard promotion={selected} detail />
      </Page>
    );
  }
  const tabs = [
    { id: 'all', label: t('activity.all') },
    ...usedCategories(categories.data ?? [], promotions, offered).map((c) => ({
      id: String(c.id),
      label: c.name,
      own: true,
    })),
  ];
  const shown =
    category === 'all'
      ? promotions
      : promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(Number(category)));

  return (
    <Page title={t('page.activity')}>
      {tabs.length > 1 ? (
        <Sticky testId="activity-categories">
          <TabPills
            label={t('page.activity')}
            tabs={tabs}
            value={category}
            onChange={setCategory}
            idPrefix="activity"
          />
        </Sticky>
      ) : null}
      <div
        id="activity-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `activity-tab-${category}` : undefined}
      >
        {shown.length === 0 ? (
          <EmptyState title={t('empty.title')}>{t('empty.activity')}</EmptyState>
        ) : (
          <ul className="content-list">
            {shown.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} detail={false} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
