import './agencies.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { Badge, Button, Checkbox } from '../../../components/ui';
import type { AgencyQuery } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { AgencyInvoices } from '../invoices/AgencyInvoices';
import { AgencyStatement } from '../receivables/AgencyStatement';
import { AgencyAgentsSection } from './AgencyAgentsSection';
import { AgencyAllocationsSection } from './AgencyAllocationsSection';
import { AgencyFields, agencyFormOf, agencyInputOf, CREDIT_LIMIT_INVALID } from './AgencyFields';
import { AgencyTermsSection } from './AgencyTermsSection';
import { AGENCY_QUERY, UPDATE_AGENCY_MUTATION } from './operations';

export type AgencyDetail = AgencyQuery['agency'];

/**
 * /admin/agencies/:id (issue #34, decision 0065): an agency's profile and money terms, its commission terms per
 * package, its seat allocations, its agents, its invoices and its monthly statement. Every change is audited on the
 * server.
 */
export function AgencyPage() {
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(AGENCY_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const agency = data?.agency;
  const packages = data?.staffPackages ?? [];
  const reload = () => void refetch();
  return (
    <AdminPage
      title={agency ? agency.name : 'Agency'}
      description={
        agency && (
          <span className="cluster cluster--middle">
            <span>
              Outstanding {formatPrice(agency.outstanding, agency.currency)} of{' '}
              {formatPrice(agency.creditLimit, agency.currency)} credit
            </span>
            {agency.overdue > 0 && <Badge variant="red">{formatPrice(agency.overdue, agency.currency)} overdue</Badge>}
            {agency.suspended && <Badge variant="red">Suspended</Badge>}
          </span>
        )
      }
    >
      {error && <QueryError error={error} what="the agency" onRetry={reload} />}
      {agency && (
        <>
          {/* Reset to the saved profile when it changed, not when a term, block or agent did. */}
          <ProfileSection key={JSON.stringify([agencyFormOf(agency), agency.suspended])} agency={agency} />
          <AgencyTermsSection agency={agency} packages={packages} onChanged={reload} />
          <AgencyAllocationsSection agency={agency} packages={packages} onChanged={reload} />
          <AgencyAgentsSection agency={agency} onChanged={reload} />
          <AgencyInvoices agencyId={agency.id} />
          <AgencyStatement agencyId={agency.id} />
        </>
      )}
    </AdminPage>
  );
}

function ProfileSection({ agency }: { agency: AgencyDetail }) {
  const [update, { loading }] = useMutation(UPDATE_AGENCY_MUTATION);
  const feedback = useFeedback();
  const [form, setForm] = useState(() => agencyFormOf(agency));
  const [suspended, setSuspended] = useState(agency.suspended);
  const currencyLocked = agency.terms.length > 0;

  async function save() {
    const input = agencyInputOf(form);
    if (!input) return feedback.fail(null, CREDIT_LIMIT_INVALID);
    await feedback.run(
      () =>
        update({
          variables: { id: agency.id, input: { ...input, contactPhone: input.contactPhone || null, suspended } },
        }),
      { success: 'Saved.' },
    );
  }

  return (
    <AdminSection title="Profile">
      <form
        className="admin-form admin-form--pair"
        aria-label="Agency profile"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AgencyFields form={form} onChange={setForm} currencyLocked={currencyLocked} />
        <Checkbox
          label="Suspended: its agents cannot book"
          checked={suspended}
          onChange={(event) => setSuspended(event.target.checked)}
        />
        <div className="admin-span-all stack">
          <FeedbackBanner feedback={feedback} />
          <div>
            <Button type="submit" loading={loading}>
              Save profile
            </Button>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}
