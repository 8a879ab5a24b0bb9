import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { Icon } from '../components/ui';
import { useLocale } from '../i18n/I18nProvider';
import { basenameOf, LOCALE_NAMES, LOCALES, pathInLocale, rememberLocale } from '../i18n/locales';

const messages = defineMessages({
  label: { id: 'layout.language.label', defaultMessage: 'Language' },
});

/**
 * The site in each language, named in that language. Choosing one loads the same page under that language's
 * address (a full load: the catalogue, the direction and the fonts all change) and remembers the choice.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const fullPath = `${basenameOf(current)}${pathname}`;
  return (
    <details className="language-switcher">
      <summary className="language-switcher__toggle">
        <Icon name="globe" />
        <span className="sr-only">{intl.formatMessage(messages.label)}</span>
        <span lang={current}>{LOCALE_NAMES[current]}</span>
      </summary>
      <ul className="language-switcher__menu" aria-label={intl.formatMessage(messages.label)}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${pathInLocale(fullPath, locale)}${search}${hash}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="language-switcher__link"
              onClick={() => rememberLocale(locale)}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
