import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';

import { graphql } from '../../gql';

export const CANCELLATION_POLICY_QUERY = graphql(`
  query CancellationPolicy($packageId: Int!) {
    cancellationPolicy(packageId: $packageId) {
      daysBefore
      refundPercent
    }
  }
`);

/**
 * The package's cancellation policy on its page, one line per rule, most days first. Without rules (or while it
 * loads, or if it cannot be read) there is no section: the page never states a policy it does not have.
 */
export function CancellationPolicy({ packageId }: { packageId: number }) {
  const { data } = useQuery(CANCELLATION_POLICY_QUERY, { variables: { packageId } });
  const rules = data?.cancellationPolicy ?? [];
  if (rules.length === 0) return null;
  const closest = rules.at(-1)?.daysBefore ?? 0;
  return (
    <section aria-labelledby="cancellation-heading" className="package-detail__included">
      <h2 id="cancellation-heading">
        <FormattedMessage id="packages.cancellation.title" defaultMessage="Cancellation policy" />
      </h2>
      <ul className="stack">
        {rules.map((rule) => (
          <li key={rule.daysBefore}>
            {/* The lines of lib/cancellationPolicy's ruleLine (the back-office's), in the reader's language. */}
            <FormattedMessage
              id="packages.cancellation.rule"
              defaultMessage="{days, plural, =0 {Cancel up to the day of departure} one {Cancel {days}+ days before departure} other {Cancel {days}+ days before departure}}: {percent, plural, =0 {no refund} one {{percent} % refunded} other {{percent} % refunded}}"
              values={{ days: rule.daysBefore, percent: rule.refundPercent }}
            />
          </li>
        ))}
      </ul>
      {closest > 0 && (
        <p className="muted">
          <FormattedMessage
            id="packages.cancellation.noRefund"
            defaultMessage="{days, plural, one {Cancel less than # day before departure: no refund.} other {Cancel less than # days before departure: no refund.}}"
            values={{ days: closest }}
          />
        </p>
      )}
      <p className="muted">
        <FormattedMessage
          id="packages.cancellation.refundNote"
          defaultMessage="Refunds are a share of what you paid, back to the card you paid with."
        />
      </p>
    </section>
  );
}
