import { useQuery } from '@apollo/client/react';

import { Alert, Card } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { DashboardMoneyQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../lib/price';
import { monthLabel } from '../../lib/dashboard';

export const DASHBOARD_MONEY_QUERY = graphql(`
  query DashboardMoney {
    dashboardMoney {
      month
      paid {
        currency
        amount
      }
      refunded {
        currency
        amount
      }
      outstanding {
        currency
        amount
      }
    }
  }
`);

type Amounts = DashboardMoneyQuery['dashboardMoney']['paid'];

/** One figure per currency, one under the other: amounts in different currencies are never added together. */
function Figure({ label, amounts, note }: { label: string; amounts: Amounts; note: string }) {
  return (
    <div className="admin-money__figure">
      <dt>{label}</dt>
      <dd>
        {amounts.length === 0 ? (
          <span className="admin-money__amount admin-money__amount--none">None</span>
        ) : (
          amounts.map((sum) => (
            <span key={sum.currency} className="admin-money__amount">
              {formatPrice(sum.amount, sum.currency)}
            </span>
          ))
        )}
        <span className="admin-money__note">{note}</span>
      </dd>
    </div>
  );
}

/** Paid and refunded this month, and outstanding, from the Payment and Refund rows (per currency). */
export function MoneyPanel() {
  const { data, error } = useQuery(DASHBOARD_MONEY_QUERY, { pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  const money = data?.dashboardMoney;
  return (
    <Card as="section" aria-labelledby="money-title" className="admin-chart-card admin-money">
      <h2 id="money-title" className="admin-section__title">
        Money{money ? ` · ${monthLabel(money.month, true)}` : ''}
      </h2>
      {error && (
        <Alert variant={money ? 'warning' : 'error'}>{errorMessage(error, 'Could not load the money figures.')}</Alert>
      )}
      {!money ? (
        !error && (
          <p className="admin-loading" role="status">
            Loading the money…
          </p>
        )
      ) : (
        <dl className="admin-money__figures">
          <Figure label="Paid this month" amounts={money.paid} note="Payments received" />
          <Figure label="Refunded this month" amounts={money.refunded} note="Refunds confirmed" />
          <Figure label="Outstanding" amounts={money.outstanding} note="Still owed on running bookings" />
        </dl>
      )}
    </Card>
  );
}
