import { lazy, Suspense, useState } from 'react';
import { withQueryClient } from '../lib/api/with-query-client';
import { useI18n } from '../lib/i18n/i18n';
import { isLanguage, LANGUAGES, type Language } from '../lib/i18n/languages';
import { Paths } from '../lib/router/paths';
import { useSiteStatus } from '../domains/site/status';
import { useSession } from '../lib/session/store';
import { AppLink } from '../ui/AppLink';
import { SESSION_CLOCK_SLOT } from '../ui/header-slots';
import { Icon } from '../ui/Icon';
import { lazyPart } from '../ui/lazy-part';
import { LazyDialog } from '../ui/LazyDialog';

// The shell's logo (a data: URL in index.html, app/shell/shell-markup.ts): the same picture with
// no request in front of the page's largest paint. Read as the entry runs, before Boot
// removes the shell; the file where there is no shell (the dev server, a test).
const LOGO =
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLImageElement>('#shell .sh-head img')?.getAttribute('src')) ||
  `${import.meta.env.BASE_URL}icon.svg`;

const LanguageDialog = lazyPart(
  withQueryClient(() => import('../features/language/LanguageDialog')),
);
// Only members see a balance, and it shows nothing until its call answers anyway: its code (and
// the wallet schema) stays off a guest's first paint.
const importBalance = () =>
  import('../features/wallet/HeaderBalance').then((m) => ({ default: m.HeaderBalance }));
const HeaderBalance = lazy(withQueryClient(importBalance));
// Members only, and nothing until one is picked: the icons' drawings stay off a guest's first paint.
const HeaderProfileIcon = lazy(() =>
  import('../domains/member/ui/HeaderProfileIcon').then((m) => ({ default: m.HeaderProfileIcon })),
);

export function Header() {
  const { t, language } = useI18n();
  const session = useSession();
  const status = useSiteStatus();
  const [choosing, setChoosing] = useState(false);
  const siteLanguages: readonly Language[] =
    status.data?.languages?.filter(isLanguage) ?? LANGUAGES;

  return (
    <header className="app-header">
      <AppLink to={Paths.home} className="brand" aria-label={t('page.home')}>
        <img src={LOGO} alt="" width={28} height={28} />
        <span className="brand-name">{t('app.name')}</span>
      </AppLink>
      <div className="header-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.language')}
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
        >
          <Icon name="globe" size={22} />
          <span className="lang-code" aria-hidden="true">
            {language}
          </span>
        </button>
        {/* The session clock, drawn here after the first paint (ui/header-slots). */}
        {session.status === 'member' ? <span id={SESSION_CLOCK_SLOT} /> : null}
        {session.status === 'member' ? (
          <AppLink to={Paths.memberHome} className="header-member">
            <Suspense fallback={null}>
              <HeaderProfileIcon
                userName={session.session.userName}
                count={status.data?.gw.PROFILE_ICON_COUNT}
              />
            </Suspense>
            <span className="header-member-name" dir="ltr">
              {session.session.userName || t('nav.member')}
            </span>
            <Suspense fallback={null}>
              <HeaderBalance
                token={session.session.token}
                position={status.data?.currencyPosition ?? 'before'}
              />
            </Suspense>
          </AppLink>
        ) : (
          <>
            <AppLink to={Paths.login} className="btn btn-ghost btn-small">
              {t('header.login')}
            </AppLink>
            <AppLink to={Paths.register} className="btn btn-primary btn-small">
              {t('header.register')}
            </AppLink>
          </>
        )}
      </div>
      {choosing ? (
        <LazyDialog onClose={() => setChoosing(false)}>
          <LanguageDialog languages={siteLanguages} onClose={() => setChoosing(false)} />
        </LazyDialog>
      ) : null}
    </header>
  );
}
