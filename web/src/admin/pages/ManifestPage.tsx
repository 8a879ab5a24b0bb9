import './ManifestPage.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Badge, Button, Checkbox, SkeletonText, Table, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { DepartureManifestCheckQuery } from '../../gql/graphql';
import { downloadWithSession } from '../../lib/download';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';

export const MANIFEST_CHECK_QUERY = graphql(`
  query DepartureManifestCheck($departureId: Int!) {
    departureManifestCheck(departureId: $departureId) {
      departureId
      packageName
      departDate
      returnDate
      passportValidUntil
      travellers
      ready
      complete
      problems {
        bookingId
        bookingReference
        position
        travellerName
        kind
        message
      }
    }
  }
`);

type Problem = DepartureManifestCheckQuery['departureManifestCheck']['problems'][number];

/** The four files, as the API serves them (GET /api/admin/departures/:id/manifest/<file>). */
const FILES = [
  { file: 'apis.csv', label: 'APIS CSV' },
  { file: 'apis.xlsx', label: 'APIS XLSX' },
  { file: 'visa.csv', label: 'Visa portal CSV' },
  { file: 'visa.xlsx', label: 'Visa portal XLSX' },
] as const;

const CARDS_QUERY = '(max-width: 640px)';

const travellerLabel = (p: Problem) => `Traveller ${p.position}${p.travellerName ? `: ${p.travellerName}` : ''}`;

const BookingLink = ({ problem }: { problem: Problem }) => (
  <Link to={`/admin/bookings/${problem.bookingId}`}>{problem.bookingReference}</Link>
);

const COLUMNS: TableColumn<Problem>[] = [
  { key: 'booking', header: 'Booking', width: '9rem', render: (p) => <BookingLink problem={p} /> },
  { key: 'traveller', header: 'Traveller', width: '30%', render: travellerLabel },
  { key: 'message', header: 'Problem' },
];

const problemKey = (p: Problem) => `${p.bookingId}-${p.position}-${p.kind}`;

/** The problems: a dense table at a desk, one card each on a phone. */
function ProblemList({ problems }: { problems: Problem[] }) {
  const cards = useMediaQuery(CARDS_QUERY);
  if (!cards) return <Table caption="Manifest problems" columns={COLUMNS} rows={problems} rowKey={problemKey} />;
  return (
    <ul className="manifest-cards" aria-label="Manifest problems">
      {problems.map((p) => (
        <li key={problemKey(p)} className="manifest-card">
          <BookingLink problem={p} />
          <span>{travellerLabel(p)}</span>
          <span className="manifest-card__problem">{p.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A departure's manifest (issue #33 section 5, decision 0061): what each traveller is missing, each problem linking
 * to its booking, and the four exports. An incomplete manifest exports only when staff tick "Export with gaps",
 * which marks the problems in the file; the server refuses it otherwise.
 */
export function ManifestPage() {
  const departureId = Number(useParams().id);
  const { data, error, refetch } = useQuery(MANIFEST_CHECK_QUERY, {
    variables: { departureId },
    fetchPolicy: 'cache-and-network',
  });
  const feedback = useFeedback();
  const [withGaps, setWithGaps] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const check = data?.departureManifestCheck;

  async function download(file: string) {
    setBusy(file);
    const query = withGaps ? '?withGaps=true' : '';
    await feedback.run(() =>
      downloadWithSession(`/api/admin/departures/${departureId}/manifest/${file}${query}`, `manifest-${file}`),
    );
    setBusy(null);
  }

  if (error && !check)
    return (
      <AdminPage title="Manifest">
        <QueryError error={error} what="the manifest" onRetry={() => void refetch()} />
      </AdminPage>
    );
  if (!check)
    return (
      <AdminPage title="Manifest">
        <SkeletonText titleHeight={20} lineHeight={16} lastLineWidth="60%" />
      </AdminPage>
    );

  const exportable = check.complete || withGaps;
  return (
    <AdminPage
      title="Manifest"
      description={`${check.packageName} · departs ${formatDate(check.departDate)}, returns ${formatDate(check.returnDate)}`}
    >
      <AdminSection
        title="Check"
        actions={
          <Badge variant={check.complete ? 'green' : 'gold'}>
            {check.complete
              ? 'Ready to export'
              : `${check.problems.length} ${check.problems.length === 1 ? 'problem' : 'problems'}`}
          </Badge>
        }
      >
        <p className="manifest-summary">
          <strong>
            {check.ready} of {check.travellers}
          </strong>{' '}
          {check.travellers === 1 ? 'traveller' : 'travellers'} ready. Passports must be valid until{' '}
          {formatDate(check.passportValidUntil)} (six months after the return).
        </p>
        {check.problems.length > 0 && <ProblemList problems={check.problems} />}
      </AdminSection>

      <AdminSection title="Export">
        <FeedbackBanner feedback={feedback} />
        {!check.complete && (
          <Checkbox
            label="Export with gaps"
            hint="The file gets a last column, “missing”, saying what each traveller lacks. Fix the problems above for a clean file."
            checked={withGaps}
            onChange={(event) => setWithGaps(event.target.checked)}
          />
        )}
        <div className="cluster manifest-exports">
          {FILES.map(({ file, label }) => (
            <Button
              key={file}
              variant="secondary"
              disabled={!exportable || (busy !== null && busy !== file)}
              loading={busy === file}
              onClick={() => void download(file)}
            >
              {label}
            </Button>
          ))}
        </div>
        {!exportable && (
          <p className="muted manifest-exports__hint">
            Fix the problems above, or tick “Export with gaps”, to download the files.
          </p>
        )}
      </AdminSection>
    </AdminPage>
  );
}
