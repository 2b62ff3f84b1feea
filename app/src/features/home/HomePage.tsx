import { useI18n } from '../../lib/i18n/i18n';
import { authDialog } from '../../lib/overlays/auth-dialog';
import { useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';
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
            {/* Modals keep the player on the page they were reading (spec §2). */}
            <Button onClick={() => authDialog.open('register')}>{t('header.register')}</Button>
            <Button variant="secondary" onClick={() => authDialog.open('login')}>
              {t('header.login')}
            </Button>
          </div>
        ) : null}
      </section>
      <EmptyState title={t('empty.title')}>{t('empty.home')}</EmptyState>
    </Page>
  );
}
