import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Badge, Button, Table, type TableColumn, TextInput } from '../../../components/ui';
import { AdminSection } from '../../components/AdminPage';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { formatDate } from '../../lib/format';
import type { AgencyDetail } from './AgencyPage';
import { INVITE_AGENT_MUTATION } from './operations';

type Agent = AgencyDetail['agents'][number];
type Invitation = AgencyDetail['invitations'][number];

const AGENT_COLUMNS: TableColumn<Agent>[] = [
  { key: 'name', header: 'Name', render: (agent) => agent.name },
  { key: 'email', header: 'Email', render: (agent) => agent.email },
  {
    key: 'status',
    header: 'Status',
    render: (agent) => (agent.active ? <Badge variant="green">Active</Badge> : <Badge>Deactivated</Badge>),
  },
  { key: 'since', header: 'Since', render: (agent) => formatDate(agent.createdAt) },
];

const INVITATION_COLUMNS: TableColumn<Invitation>[] = [
  { key: 'name', header: 'Name', render: (invitation) => invitation.name },
  { key: 'email', header: 'Email', render: (invitation) => invitation.email },
  { key: 'expires', header: 'Link works until', render: (invitation) => formatDate(invitation.expiresAt) },
];

/**
 * An agency's agents and open invitations. An agent is made only by the agency's invitation (the emailed link, as
 * for staff); staff deactivate an agent, or resend or revoke an invitation, on the Users page as for anyone.
 */
export function AgencyAgentsSection({ agency, onChanged }: { agency: AgencyDetail; onChanged: () => void }) {
  const [invite, { loading }] = useMutation(INVITE_AGENT_MUTATION);
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  async function submit() {
    const sent = await feedback.run(() => invite({ variables: { agencyId: agency.id, input: { name, email } } }), {
      success: `Invitation sent to ${email.trim()}.`,
    });
    if (sent) {
      setName('');
      setEmail('');
      onChanged();
    }
  }

  return (
    <AdminSection title="Agents">
      <Table
        caption="Agents"
        columns={AGENT_COLUMNS}
        rows={agency.agents}
        rowKey={(agent) => agent.id}
        empty="No agents yet: invite one below."
      />
      {agency.invitations.length > 0 && (
        <Table
          caption="Open invitations"
          showCaption
          columns={INVITATION_COLUMNS}
          rows={agency.invitations}
          rowKey={(invitation) => invitation.id}
        />
      )}
      <form
        className="stack"
        aria-label="Invite an agent"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h3>Invite an agent</h3>
        <div className="admin-agency__inline">
          <TextInput label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <FeedbackBanner feedback={feedback} />
        <div>
          <Button type="submit" size="sm" loading={loading}>
            Send invitation
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
