import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '../test/render';

vi.mock('../lib/tripSearch', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/tripSearch')>()),
  searchTrips: vi.fn(() => Promise.reject(new Error('upstream timeout'))),
}));

describe('/search/results when the search fails', () => {
  it("alerts 'Search failed'", async () => {
    renderApp({
      route: '/search/results',
      state: {
        search: {
          origin: 'A',
          destination: 'B',
          departDate: '2030-01-01',
          tripType: 'ONEWAY',
          passengers: 1,
          modes: ['BUS'],
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });
});
