import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { PACKAGE_REVIEWS_QUERY, PackageReviews } from './PackageReviews';

const review = (id: number, rating: number, comment: string, createdAt = '2027-03-14T10:00:00.000Z') => ({
  __typename: 'PublicReview',
  id,
  rating,
  comment,
  firstName: `Traveller${id}`,
  createdAt,
});

function answer(page: number, items: object[], count: number, average: number | null, pageSize = 10) {
  return {
    request: { query: PACKAGE_REVIEWS_QUERY, variables: { packageId: 7, page } },
    result: { data: { packageReviews: { __typename: 'PackageReviews', average, count, page, pageSize, items } } },
  };
}

describe('package reviews section', () => {
  it('shows the average to one decimal, the count, and each review with stars, first name and month', async () => {
    renderWithProviders(<PackageReviews packageId={7} />, {
      mocks: [answer(1, [review(2, 4, 'Calm and well organised.'), review(1, 5, '')], 2, 4.5)],
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent('4.5');
    expect(section).toHaveTextContent('2 reviews');
    const items = within(screen.getByRole('list', { name: 'What travellers wrote' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Calm and well organised.');
    expect(items[0]).toHaveTextContent('Traveller2, March 2027');
  });

  it("says 'No reviews yet.' when there are none", async () => {
    renderWithProviders(<PackageReviews packageId={7} />, { mocks: [answer(1, [], 0, null)] });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent('No reviews yet.');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads the next page on Show more reviews while more exist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PackageReviews packageId={7} />, {
      mocks: [answer(1, [review(3, 5, 'Newest')], 2, 4, 1), answer(2, [review(1, 3, 'Oldest')], 2, 4, 1)],
    });
    await user.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });
});

describe('package reviews in Arabic', () => {
  it('counts reviews with the Arabic plural forms and writes the month in Arabic', async () => {
    renderWithProviders(<PackageReviews packageId={7} />, {
      locale: 'ar',
      mocks: [answer(1, [review(2, 4, 'ممتاز')], 11, 4.5)],
    });
    const section = await screen.findByRole('region', { name: 'التقييمات' });
    expect(section).toHaveTextContent('11 تقييمًا');
    const [item] = within(screen.getByRole('list', { name: 'ما كتبه المسافرون' })).getAllByRole('listitem');
    expect(within(item).getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Traveller2، مارس 2027');
  });
});
