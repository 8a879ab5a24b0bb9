import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { QueryPlaceholder } from '../../components/QueryStates';
import { SummaryList } from '../../components/SummaryList';
import { Alert, ButtonLink, Card, PageHeader, SkeletonText, Table } from '../../components/ui';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MY_AGENCY_QUERY } from './agentOperations';

const messages = defineMessages({
  title: { id: 'agent.overview.title', defaultMessage: 'Overview' },
  failed: { id: 'agent.overview.failed', defaultMessage: 'Failed to load your agency' },
  loading: { id: 'agent.overview.loading', defaultMessage: 'Loading your agency…' },
  credit: { id: 'agent.overview.credit', defaultMessage: 'Credit' },
  creditLimit: { id: 'agent.overview.creditLimit', defaultMessage: 'Credit limit' },
  outstanding: { id: 'agent.overview.outstanding', defaultMessage: 'Owed on open invoices' },
  available: { id: 'agent.overview.available', defaultMessage: 'Available to book' },
  terms: { id: 'agent.overview.terms', defaultMessage: 'Payment terms' },
  allocations: { id: 'agent.overview.allocations', defaultMessage: 'Your seat allocations' },
  departure: { id: 'agent.overview.departure', defaultMessage: 'Departure' },
  seatsLeft: { id: 'agent.overview.seatsLeft', defaultMessage: 'Seats left' },
  releaseOn: { id: 'agent.overview.releaseOn', defaultMessage: 'Released on' },
  noAllocations: { id: 'agent.overview.noAllocations', defaultMessage: 'No seat allocations at the moment.' },
});

const valued = defineMessages<{ readonly termsDays: { readonly days: number | bigint } }>({
  termsDays: { id: 'agent.overview.termsDays', defaultMessage: '{days, plural, one {# day} other {# days}}' },
});

/** /agent: the agency's credit (used of its limit), a warning for overdue invoices, and its seat allocations. */
export function AgentOverviewPage() {
  const intl = useIntl();
  const f = useFormat();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const { data, loading, error } = useQuery(MY_AGENCY_QUERY, { fetchPolicy: 'cache-and-network' });
  const agency = data?.myAgency;
  if (!agency)
    return (
      <QueryPlaceholder
        error={error}
        loading={loading}
        failedText={intl.formatMessage(messages.failed)}
        loadingText={intl.formatMessage(messages.loading)}
      >
        <SkeletonText titleHeight={32} lineHeight={16} lastLineWidth="40%" />
      </QueryPlaceholder>
    );
  const money = (amount: number) => f.price(amount, agency.currency);
  return (
    <>
      <PageHeader
        eyebrow={agency.name}
        title={title}
        actions={
          !agency.suspended && (
            <ButtonLink to="/agent/book">
              <FormattedMessage id="agent.overview.bookNow" defaultMessage="Book seats" />
            </ButtonLink>
          )
        }
      />
      {agency.suspended && (
        <Alert variant="error">
          <FormattedMessage
            id="agent.overview.suspended"
            defaultMessage="Your agency’s account is suspended, so it cannot book. Please contact us."
          />
        </Alert>
      )}
      {agency.overdueInvoiceNumbers.length > 0 && (
        <Alert variant="warning">
          <FormattedMessage
            id="agent.overview.overdue"
            defaultMessage="{count, plural, one {Invoice {numbers} is overdue} other {Invoices {numbers} are overdue}}: {amount} to pay. Please pay before booking more."
            values={{
              count: agency.overdueInvoiceNumbers.length,
              numbers: agency.overdueInvoiceNumbers.join(', '),
              amount: money(agency.overdue),
            }}
          />
        </Alert>
      )}
      <div className="agent-grid">
        <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.credit)}>
          <p className="muted">{intl.formatMessage(messages.available)}</p>
          <p className="agent-figure">{money(agency.availableCredit)}</p>
          <meter
            className="agent-credit-meter"
            min={0}
            max={Math.max(agency.creditLimit, 1)}
            value={Math.min(agency.outstanding, agency.creditLimit)}
            aria-label={intl.formatMessage(messages.outstanding)}
          />
          <SummaryList
            rows={[
              { term: intl.formatMessage(messages.outstanding), value: money(agency.outstanding) },
              { term: intl.formatMessage(messages.creditLimit), value: money(agency.creditLimit) },
              {
                term: intl.formatMessage(messages.terms),
                value: intl.formatMessage(valued.termsDays, { days: agency.paymentTermsDays }),
              },
            ]}
          />
        </Card>
      </div>
      <section aria-labelledby="agent-allocations">
        <h2 id="agent-allocations">{intl.formatMessage(messages.allocations)}</h2>
        <Table
          caption={intl.formatMessage(messages.allocations)}
          rows={agency.allocations}
          rowKey={(row) => row.id}
          empty={intl.formatMessage(messages.noAllocations)}
          columns={[
            {
              key: 'departure',
              header: intl.formatMessage(messages.departure),
              render: (row) => (
                <>
                  <bdi>{row.packageName}</bdi>
                  <br />
                  <span className="muted">{f.dateRange(row.departDate, row.returnDate)}</span>
                </>
              ),
            },
            {
              key: 'seatsLeft',
              header: intl.formatMessage(messages.seatsLeft),
              align: 'end',
              render: (row) => `${f.number(row.seatsLeft)} / ${f.number(row.seats)}`,
            },
            {
              key: 'releaseOn',
              header: intl.formatMessage(messages.releaseOn),
              render: (row) => f.date(row.releaseOn),
            },
          ]}
        />
      </section>
    </>
  );
}
