import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { always, once, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { LEGAL_VERSIONS_QUERY, SAVE_LEGAL_DOCUMENT_MUTATION } from './legal/legalTexts';
import { LegalTextsPage } from './LegalTextsPage';

const version = (n: number, title: string, by: string | null) => ({
  __typename: 'LegalDocument' as const,
  id: n,
  version: n,
  title,
  body: `Body of version ${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: by ? { __typename: 'User' as const, id: 1, name: by } : null,
});

describe('legal texts page', () => {
  it('edits the current text and saves it as a new version', async () => {
    const user = userEvent.setup();
    const save = spiedOn(
      once(
        SAVE_LEGAL_DOCUMENT_MUTATION,
        { kind: 'TERMS', locale: 'en', title: 'Terms of booking', body: 'Body of version 2, with a new rule' },
        { saveLegalDocument: { __typename: 'LegalDocument', id: 3, version: 3 } },
      ),
    );
    renderAdmin(<LegalTextsPage />, {
      mocks: [
        always(
          LEGAL_VERSIONS_QUERY,
          { legalDocumentVersions: [version(1, 'Privacy policy', null)] },
          {
            kind: 'PRIVACY',
            locale: 'en',
          },
        ),
        always(
          LEGAL_VERSIONS_QUERY,
          { legalDocumentVersions: [version(2, 'Terms of booking', 'Amina Yusuf'), version(1, 'Terms', null)] },
          { kind: 'TERMS', locale: 'en' },
        ),
        save.mock,
      ],
    });
    expect(await screen.findByDisplayValue('Privacy policy')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Default text' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Text', { selector: 'select' }), 'TERMS');
    const body = await screen.findByDisplayValue('Body of version 2');
    expect(screen.getByRole('cell', { name: 'Amina Yusuf' })).toBeInTheDocument();
    await user.type(body, ', with a new rule');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved as version 3. The public page shows it now.')).toBeInTheDocument();
    await waitFor(() => expect(save.spy).toHaveBeenCalledTimes(1));
  });

  it('writes Arabic right to left', async () => {
    const user = userEvent.setup();
    renderAdmin(<LegalTextsPage />, {
      mocks: [
        always(
          LEGAL_VERSIONS_QUERY,
          { legalDocumentVersions: [version(1, 'Privacy policy', null)] },
          {
            kind: 'PRIVACY',
            locale: 'en',
          },
        ),
        always(
          LEGAL_VERSIONS_QUERY,
          { legalDocumentVersions: [version(1, 'سياسة الخصوصية', null)] },
          {
            kind: 'PRIVACY',
            locale: 'ar',
          },
        ),
      ],
    });
    await screen.findByDisplayValue('Privacy policy');
    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByDisplayValue('سياسة الخصوصية')).toHaveAttribute('dir', 'rtl');
  });
});
