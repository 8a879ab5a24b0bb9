import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makePackage } from '../test/fixtures';
import { renderApp } from '../test/render';
import { PACKAGE_QUERY } from './PackageDetailPage';

function showing(inclusions: string[]) {
  const pkg = { ...makePackage(7, { name: 'Hajj Standard' }), inclusions };
  renderApp({
    route: '/packages/7',
    mocks: [{ request: { query: PACKAGE_QUERY, variables: { id: 7 } }, result: { data: { package: pkg } } }],
  });
}

describe('/packages/:id inclusions', () => {
  it("lists the package's own inclusions, in order", async () => {
    showing(['Hajj permit and visa processing', 'Tents in Mina and Arafat']);
    const included = await screen.findByRole('region', { name: 'What is included' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hajj permit and visa processing', 'Tents in Mina and Arafat']);
    expect(included).not.toHaveTextContent('Umrah visa');
  });

  it('shows no "What is included" section when the package lists nothing', async () => {
    showing([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hajj Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What is included' })).not.toBeInTheDocument();
  });
});
