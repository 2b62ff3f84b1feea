import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export default function HomePage() {
  const { t } = useI18n();
  const { status } = useSession();
  return (
    <Page title={t('page.home')}>
      <section className="hero card" aria-label={t('app.name')}>
        <p className="hero-title">{t('app.name')}</p>
        <p className="muted">{t('login.subtitle')}</p>
        {status === 'guest' ? (
          <div className="hero-actions">
            <AppLink className="btn btn-primary" to={Paths.register}>
              {t('header.register')}
            </AppLink>
            <AppLink className="btn btn-secondary" to={Paths.login}>
              {t('header.login')}
            </AppLink>
          </div>
        ) : null}
      </section>
      <EmptyState title={t('empty.title')}>{t('empty.home')}</EmptyState>
    </Page>
  );
}
