/** The language selector (spec §2): the site's languages, each in its own script. */
import { setLanguage, useI18n } from '../../lib/i18n/i18n';
import { LANGUAGE_INFO, type Language } from '../../lib/i18n/languages';
import { sessionStore } from '../../lib/session/store';
import { shouldSyncLanguage, syncMemberLanguage } from './api/member-language';
import { LANGUAGE_NAMES } from './language-names';
import { Dialog } from '../../ui/Dialog';

export default function LanguageDialog({
  languages,
  onClose,
}: {
  languages: readonly Language[];
  onClose: () => void;
}) {
  const { t, language: current } = useI18n();
  return (
    <Dialog title={t('header.language')} closeLabel={t('common.close')} onClose={onClose}>
      <ul className="choice-list">
        {languages.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="choice"
              lang={LANGUAGE_INFO[code].htmlLang}
              dir={LANGUAGE_INFO[code].dir}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => {
                void setLanguage(code, true).then(() => {
                  // After the switch, so that the call's Language header is the new one too.
                  if (shouldSyncLanguage(sessionStore.get())) void syncMemberLanguage(code);
                  onClose();
                });
              }}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
