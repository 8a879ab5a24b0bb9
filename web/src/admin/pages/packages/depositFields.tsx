import { z } from 'zod';

import { SelectField, TextField } from '../../../components/form';
import { formatPrice, toMinorUnits } from '../../../lib/price';

/**
 * The package editor's deposit settings (issue 14, item 3): none, a percentage of the amount owed, or a fixed
 * amount per traveller (typed as prices are printed, e.g. 300.00), and the days before departure the balance is due.
 * The API checks the same rules; these say so before the form is sent.
 */

const KINDS = ['NONE', 'PERCENT', 'FIXED'] as const;
const PERCENT = 'The deposit percentage must be a whole number from 1 to 99.';
const AMOUNT = 'The deposit per traveller must be an amount above zero, e.g. 300.00.';
const DAYS = 'The balance is due 0 to 365 days before departure.';

export const depositShape = {
  depositKind: z.enum(KINDS),
  depositValue: z.string().trim(),
  balanceDueDays: z
    .string()
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) <= 365, DAYS)
    .transform(Number),
};

type DepositInput = { depositKind: (typeof KINDS)[number]; depositValue: string };

/** The value field must fit the kind of deposit chosen. */
export const checkDeposit =
  (currency: string) =>
  (values: DepositInput, ctx: z.RefinementCtx): void => {
    const { depositKind, depositValue } = values;
    if (depositKind === 'PERCENT') {
      const percent = Number(depositValue);
      if (!/^\d{1,2}$/.test(depositValue) || percent < 1)
        ctx.addIssue({ code: 'custom', message: PERCENT, path: ['depositValue'] });
    } else if (depositKind === 'FIXED') {
      const minor = toMinorUnits(depositValue, currency);
      if (minor === null || minor < 1) ctx.addIssue({ code: 'custom', message: AMOUNT, path: ['depositValue'] });
    }
  };

/** The form's deposit fields as the API takes them: one kind set, the other cleared. */
export function depositOf(currency: string, { depositKind, depositValue }: DepositInput) {
  return {
    depositPercent: depositKind === 'PERCENT' ? Number(depositValue) : null,
    depositAmount: depositKind === 'FIXED' ? toMinorUnits(depositValue, currency) : null,
  };
}

type PackageDeposit = {
  depositPercent?: number | null;
  depositAmount?: number | null;
  balanceDueDays: number;
  currency: string;
};

export function depositDefaults(pkg: PackageDeposit) {
  const fixed = pkg.depositAmount != null ? formatPrice(pkg.depositAmount, pkg.currency).replace(/[^\d.]/g, '') : '';
  return {
    depositKind:
      pkg.depositPercent != null
        ? ('PERCENT' as const)
        : pkg.depositAmount != null
          ? ('FIXED' as const)
          : ('NONE' as const),
    depositValue: pkg.depositPercent != null ? String(pkg.depositPercent) : fixed,
    balanceDueDays: String(pkg.balanceDueDays),
  };
}

export function DepositFields({ currency }: { currency: string }) {
  return (
    <>
      <SelectField
        name="depositKind"
        label="Deposit at booking"
        options={[
          { value: 'NONE', label: 'None: paid in full at booking' },
          { value: 'PERCENT', label: 'A percentage of the amount' },
          { value: 'FIXED', label: `A fixed amount per traveller (${currency})` },
        ]}
      />
      <TextField
        name="depositValue"
        label="Deposit"
        inputMode="decimal"
        hint="Per cent (1-99), or the amount per traveller, e.g. 300.00"
      />
      <TextField
        name="balanceDueDays"
        label="Balance due (days before departure)"
        inputMode="numeric"
        hint="Bookings made later pay in full"
      />
    </>
  );
}
