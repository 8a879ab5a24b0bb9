import { useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';
import { ruleLine } from '../../lib/cancellationPolicy';

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
      <h2 id="cancellation-heading">Cancellation policy</h2>
      <ul className="stack">
        {rules.map((rule) => (
          <li key={rule.daysBefore}>{ruleLine(rule)}</li>
        ))}
      </ul>
      {closest > 0 && <p className="muted">Cancel less than {closest} days before departure: no refund.</p>}
      <p className="muted">Refunds are a share of what you paid, back to the card you paid with.</p>
    </section>
  );
}
