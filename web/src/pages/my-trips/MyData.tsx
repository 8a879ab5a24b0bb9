import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { FormDialog } from '../../components/form';
import { PRIVACY_PATH } from '../../components/LegalNotice';
import { Alert, Button, Card, TextInput } from '../../components/ui';
import { useErrorMessage } from '../../i18n/errors';
import { clearSession } from '../../lib/session';
import { DELETE_MY_ACCOUNT_MUTATION, MY_DATA_EXPORT_QUERY } from './myData';

const messages = defineMessages({
  heading: { id: 'myTrips.data.heading', defaultMessage: 'Your data' },
  exportFailed: { id: 'myTrips.data.exportFailed', defaultMessage: 'Your data could not be downloaded.' },
  deleteTitle: { id: 'myTrips.data.deleteTitle', defaultMessage: 'Delete your account?' },
  deleteFailed: { id: 'myTrips.data.deleteFailed', defaultMessage: 'Your account could not be deleted.' },
  password: { id: 'myTrips.data.password', defaultMessage: 'Your password' },
  deleted: { id: 'myTrips.data.deleted', defaultMessage: 'Your account is deleted.' },
});

/** The file a download is saved as. */
const EXPORT_FILE = 'rihla-my-data.json';

function saveFile(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: EXPORT_FILE });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * My trips' "Your data" card (issue #31): download a copy of everything held about the customer, or delete the
 * account (their password confirms it). What deletion keeps and why is the privacy policy's; the answer says how
 * many paid bookings were kept without the customer's details.
 */
export function MyData() {
  const intl = useIntl();
  const errors = useErrorMessage();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ keptBookings: number } | null>(null);
  const [deleteAccount, { loading: deleting }] = useMutation(DELETE_MY_ACCOUNT_MUTATION);

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { data } = await client.query({ query: MY_DATA_EXPORT_QUERY, fetchPolicy: 'no-cache' });
      if (!data?.myDataExport) throw new Error(intl.formatMessage(messages.exportFailed));
      saveFile(data.myDataExport);
    } catch (error) {
      setExportError(errors.of(error, intl.formatMessage(messages.exportFailed)));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      const { data } = await deleteAccount({ variables: { password } });
      if (!data) throw new Error(intl.formatMessage(messages.deleteFailed));
      setConfirming(false);
      setDeleted(data.deleteMyAccount);
    } catch (error) {
      setDeleteError(errors.of(error, intl.formatMessage(messages.deleteFailed)));
    }
  };

  if (deleted)
    return (
      <Alert variant="success" title={intl.formatMessage(messages.deleted)}>
        <p>
          {deleted.keptBookings > 0 ? (
            <FormattedMessage
              id="myTrips.data.deletedKept"
              defaultMessage="{count, plural, one {# paid booking is} other {# paid bookings are}} kept without your name or contact details, as the law requires for our accounts."
              values={{ count: deleted.keptBookings }}
            />
          ) : (
            <FormattedMessage id="myTrips.data.deletedAll" defaultMessage="Everything we held about you is deleted." />
          )}
        </p>
        <Button variant="secondary" onClick={clearSession}>
          <FormattedMessage id="myTrips.data.done" defaultMessage="Done" />
        </Button>
      </Alert>
    );

  return (
    <Card className="my-data" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{intl.formatMessage(messages.heading)}</h2>
      <p>
        <FormattedMessage
          id="myTrips.data.intro"
          defaultMessage="Download a copy of everything we hold about you, or delete your account. Our <privacy>privacy policy</privacy> says what is kept, why and for how long."
          values={{ privacy: (chunks) => <Link to={PRIVACY_PATH}>{chunks}</Link> }}
        />
      </p>
      <div className="cluster">
        <Button variant="secondary" onClick={() => void download()} loading={exporting}>
          <FormattedMessage id="myTrips.data.download" defaultMessage="Download my data" />
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <FormattedMessage id="myTrips.data.delete" defaultMessage="Delete my account" />
        </Button>
      </div>
      {exportError && <Alert variant="error">{exportError}</Alert>}
      <FormDialog
        open={confirming}
        title={intl.formatMessage(messages.deleteTitle)}
        submitLabel={<FormattedMessage id="myTrips.data.deleteConfirm" defaultMessage="Delete my account" />}
        busy={deleting}
        error={deleteError}
        onSubmit={() => void confirmDelete()}
        onCancel={() => {
          setConfirming(false);
          setPassword('');
          setDeleteError(null);
        }}
      >
        <p>
          <FormattedMessage
            id="myTrips.data.deleteText"
            defaultMessage="Your account, travellers’ passport details, consultations and emails are deleted now. Paid bookings are kept for our accounts without your name or contact details. This cannot be undone."
          />
        </p>
        <TextInput
          label={intl.formatMessage(messages.password)}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </FormDialog>
    </Card>
  );
}
