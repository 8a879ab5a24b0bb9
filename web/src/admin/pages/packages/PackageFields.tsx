import { TextareaField, TextField } from '../../../components/form';
import { languageInputProps, LanguageTabs } from '../../components/ContentLanguages';
import { DepositFields } from './depositFields';
import type { PackageRow } from './PackageAdminCard';

const PRICE_HINT =
  'Price in units (e.g. 1899.50, saved in cents); leave it empty to show “Contact”. Images: PNG, JPEG, WebP or GIF.';

/**
 * A package's fields, in AddPackageForm (create: code, price, name and description) and PackageEditor (`saved`: the
 * package edited; its stay facts, deposit and inclusions too, while price and image have their own dialogs).
 */
export function PackageFields({ saved }: { saved?: PackageRow }) {
  return (
    <>
      {saved ? (
        <>
          <TextField name="code" label="Code" required data-autofocus />
          <TextField name="nights" label="Nights" inputMode="numeric" hint="Optional" />
          <TextField name="haramDistanceM" label="Distance to the Haram (m)" inputMode="numeric" hint="Optional" />
          <TextField name="hotel" label="Hotel" hint="Optional" className="admin-span-all" />
          <DepositFields currency={saved.currency} />
        </>
      ) : (
        <>
          <TextField name="code" label="Code" required placeholder="e.g. UMR-STD-14" />
          <TextField name="price" label="Price" inputMode="decimal" placeholder="e.g. 1899.50" />
          <TextField name="currency" label="Currency" maxLength={3} className="admin-field--short" />
          <p className="admin-form__note">{PRICE_HINT}</p>
        </>
      )}
      <LanguageTabs
        id={saved ? `package-${saved.id}-language` : 'new-package-language'}
        missing={saved?.missingTranslations}
        translations={saved?.translations}
      >
        {(language) => {
          const prefix = language === 'en' ? '' : (`translations.${language}.` as const);
          const input = languageInputProps(language);
          return (
            <>
              <TextField key={`${language}-name`} name={`${prefix}name`} label="Name" required={!prefix} {...input} />
              <TextareaField
                key={`${language}-description`}
                name={`${prefix}description`}
                label="Description"
                rows={saved ? 4 : 3}
                className="admin-span-all"
                {...input}
              />
              {saved && (
                <TextareaField
                  key={`${language}-inclusions`}
                  name={`${prefix}inclusions`}
                  label="What is included"
                  rows={6}
                  hint="One item a line, in the order the package page lists them."
                  className="admin-span-all"
                  {...input}
                />
              )}
            </>
          );
        }}
      </LanguageTabs>
    </>
  );
}
