import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AdminActivityQueryVariables } from '../../gql/graphql';
import { always, failing } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ACTIVITY_QUERY, ActivityPage } from './ActivityPage';

const NO_FILTER = { entityType: null, actor: null, action: null, from: null, to: null };
const FIRST: AdminActivityQueryVariables = { ...NO_FILTER, limit: 50, cursor: null };

function entry(id: number, summary: string, changes: { field: string; before: string | null; after: string | null }[]) {
  return {
    __typename: 'AuditEntry',
    id,
    createdAt: '2026-11-22T09:41:00.000Z',
    actorEmail: 'layla@rihla.example',
    actorRole: 'ADMIN',
    action: 'package.update',
    entityType: 'Package',
    entityId: '2',
    summary,
    changes: changes.map((change) => ({ __typename: 'AuditChange', ...change })),
  };
}

const PRICE = entry(2, 'Changed the price of Classic Umrah from USD 1,250.00 to USD 1,390.00', [
  { field: 'price', before: '125000', after: '139000' },
]);
const NAME = entry(1, 'Edited the name of Classic Umrah', [
  { field: 'name', before: '"Classic Umrah"', after: '"Classic Umrah 14 nights"' },
]);
const page = (items: ReturnType<typeof entry>[], nextCursor: string | null = null) => ({
  auditEntries: { __typename: 'AuditEntryPage', nextCursor, items },
});

describe('activity page', () => {
  it('lists who changed what, and opens a row’s before and after from the keyboard', async () => {
    const user = userEvent.setup();
    renderAdmin(<ActivityPage />, { route: '/admin/activity', mocks: [always(ACTIVITY_QUERY, page([PRICE]), FIRST)] });
    const toggle = await screen.findByRole('button', { name: PRICE.summary });
    const row = screen.getAllByRole('row').find((r) => r.contains(toggle))!;
    expect(row).toHaveTextContent('layla@rihla.example');
    expect(row).toHaveTextContent('package.update');
    expect(within(row).getByRole('link', { name: 'Package 2' })).toHaveAttribute('href', '/admin/packages');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = screen.getByRole('table', { name: `Fields changed: ${PRICE.summary}` });
    expect(within(diff).getByRole('row', { name: /price/ })).toHaveTextContent('price125000139000');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: `Fields changed: ${PRICE.summary}` })).not.toBeInTheDocument();
  });

  it('keeps the record type in the URL and asks the API for it', async () => {
    const user = userEvent.setup();
    renderAdmin(<ActivityPage />, {
      route: '/admin/activity',
      mocks: [
        always(ACTIVITY_QUERY, page([PRICE]), FIRST),
        always(ACTIVITY_QUERY, page([]), { ...FIRST, entityType: 'User' }),
      ],
    });
    await screen.findByRole('button', { name: PRICE.summary });
    await user.selectOptions(screen.getByLabelText('Record type'), 'User');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/activity?entityType=User');
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
  });

  it('applies the person and dates on Apply and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const filtered = { ...FIRST, actor: 'layla', from: '2026-11-01', to: '2026-11-30' };
    renderAdmin(<ActivityPage />, {
      route: '/admin/activity',
      mocks: [always(ACTIVITY_QUERY, page([PRICE, NAME]), FIRST), always(ACTIVITY_QUERY, page([NAME]), filtered)],
    });
    await screen.findByRole('button', { name: PRICE.summary });
    await user.type(screen.getByLabelText('Who'), 'layla');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('where')).toHaveTextContent('actor=layla&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('button', { name: NAME.summary })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRICE.summary })).not.toBeInTheDocument();
  });

  it('loads the next page under the first with Load more, until everything is shown', async () => {
    const user = userEvent.setup();
    renderAdmin(<ActivityPage />, {
      route: '/admin/activity',
      mocks: [
        always(ACTIVITY_QUERY, page([PRICE], '1764000000000-2'), FIRST),
        always(ACTIVITY_QUERY, page([NAME]), { ...FIRST, cursor: '1764000000000-2' }),
      ],
    });
    await screen.findByRole('button', { name: PRICE.summary });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: NAME.summary })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRICE.summary })).toBeInTheDocument();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says why the log could not load, with Retry', async () => {
    renderAdmin(<ActivityPage />, {
      route: '/admin/activity',
      mocks: [failing(ACTIVITY_QUERY, FIRST, 'Only an admin can read the activity log.', 'FORBIDDEN')],
    });
    expect(await screen.findByText('Only an admin can read the activity log.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
