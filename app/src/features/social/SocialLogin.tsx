/**
 * The social sign-in buttons under the login and register forms (spec §4): shown when the site
 * has an identity provider; a redirect sign-in that left from here completes when it returns.
 */
import { useEffect } from 'react';
import './social.css';
import { FIREBASE_CHANNELS, type FirebaseChannel } from '@wps/contract/auth';
import { useI18n } from '../../lib/i18n/i18n';
import { socialLoginAvailable } from '../../domains/identity/load-provider';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { useSiteStatus } from '../../domains/site/status';
import { LoginChoiceDialog } from './LoginChoiceDialog';
import { useSocialLogin, type SocialIntent } from './useSocialLogin';

/** Brand names stay as the providers write them, in every language. */
const BRAND: Record<FirebaseChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
};

export default function SocialLogin({ intent }: { intent: SocialIntent }) {
  const { t } = useI18n();
  const status = useSiteStatus().data;
  const navigate = useAppNavigate();
  const social = useSocialLogin(intent);
  const { completeRedirect } = social;

  useEffect(() => {
    void completeRedirect();
    // Once per visit of the page: the pending channel is removed when read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!socialLoginAvailable(status)) return null;
  return (
    <section className="social-login" aria-labelledby="social-login-title">
      <h2 id="social-login-title" className="social-login-title">
        {t('social.title')}
      </h2>
      <ul className="social-login-list">
        {FIREBASE_CHANNELS.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className={`social-button social-${channel}`}
              aria-label={t('social.continueWith', { name: BRAND[channel] })}
              // aria-disabled, not disabled: the button keeps focus, so a dialog returns it.
              aria-disabled={social.busy}
              onClick={() => void social.start(channel)}
            >
              <span className="social-mark" aria-hidden="true">
                {BRAND[channel].charAt(0)}
              </span>
              <span className="social-name" aria-hidden="true">
                {BRAND[channel]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {social.choice ? (
        <LoginChoiceDialog
          message={social.choice.message}
          canRegister={social.canRegister}
          onLoginExisting={() => {
            social.dismissChoice();
            if (intent === 'register') navigate(Paths.login);
          }}
          onRegisterNew={social.registerChoice}
          onClose={social.dismissChoice}
        />
      ) : null}
    </section>
  );
}
