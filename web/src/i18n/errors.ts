import type { ErrorParams } from '@rihla/db/error-reasons';
import { useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import { errorMessage, errorParams, errorReason } from '../lib/errors';
import type { TranslateError } from './errorTable';
import { DEFAULT_LOCALE, type Locale } from './locales';

/*
 * The table of ~190 error texts (errorTable.ts, with @rihla/db/error-reasons) and each language's errors catalogue
 * are loaded when a page first shows an error in Arabic or Indonesian: errors are rare on a first visit, and the
 * table was ~10 kB of the home page's first load (decision 0034). English needs neither: the server's and the
 * forms' texts are English as written. Until the table is in, an error shows its English text, the one the API
 * sent, and turns into the reader's language a moment later: never blank.
 */

// English has none: its texts are the table's defaultMessages.
const catalogues: Partial<Record<string, () => Promise<Record<string, string>>>> = import.meta.glob<
  Record<string, string>
>(['./messages/ar/errors.json', './messages/id/errors.json'], { import: 'default' });
const translators = new Map<Locale, TranslateError>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** Fetches the error table and a language's errors catalogue once; the components showing errors then re-render. */
export function loadErrorMessages(locale: Locale): Promise<void> {
  const started = loading.get(locale);
  if (started) return started;
  const loadCatalogue = catalogues[`./messages/${locale}/errors.json`];
  const load = Promise.all([import('./errorTable'), loadCatalogue ? loadCatalogue() : {}]).then(
    ([table, catalogue]) => {
      translators.set(locale, table.errorTranslator(locale, catalogue));
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline or a new deployment: the English text stays, and the next error shown tries again.
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, load);
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fields of a server's customer-facing answer (the API's `notice`: its English, code and values). */
export interface Notice {
  message: string;
  reason: string;
  params: ErrorParams;
}

/**
 * Error texts in the reader's language.
 * - `of(error, rejected, failed)`: what lib/errors' errorMessage would show for a failed call, translated by the
 *   server's reason code (and its values) or, for the client's own texts, by their English text; `rejected`/`failed`
 *   are passed already translated. A message the table does not know is shown as the server wrote it.
 * - `text(message)`: a validation message (a form's own or the server's) translated when it is a known one.
 * - `notice(answer)`: a server's answer that is not an error, translated by its code and values.
 */
export function useErrorMessage() {
  const locale = useIntl().locale as Locale;
  const translate = useSyncExternalStore(subscribe, () => translators.get(locale));
  return useMemo(() => {
    const show: TranslateError = (text, reason, params) => {
      if (locale === DEFAULT_LOCALE) return text;
      if (translate) return translate(text, reason, params);
      // Called while rendering an error: starting the load here is idempotent, and needs no effect per component.
      loadErrorMessages(locale).catch(() => undefined);
      return text;
    };
    return {
      of: (error: unknown, rejected: string, failed?: string) =>
        show(errorMessage(error, rejected, failed), errorReason(error), errorParams(error)),
      /** A server's English text, translated by its error reason when it has one (else by the text itself). */
      text: (message: string, reason?: string | null) => show(message, reason ?? undefined),
      /** A server's answer that is not an error ("We sent a link…"): by its code and values, like an error. */
      notice: ({ message, reason, params }: Notice) => show(message, reason, params),
    };
  }, [locale, translate]);
}
