import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { CREATE_REVIEW_MUTATION, MY_REVIEWS_QUERY } from './ReviewDialog';
import { type ReviewableBooking, TripReview } from './TripReview';

const ended: ReviewableBooking = {
  kind: 'PACKAGE',
  id: 41,
  reference: 'RH-7KQ2-M9',
  title: 'Ramadan Umrah',
  status: 'PAID',
  returnDate: '2020-03-20',
};

const reviews = (items: object[]) => ({
  request: { query: MY_REVIEWS_QUERY },
  result: { data: { myReviews: items } },
});
const written = { __typename: 'MyReview', id: 9, bookingId: 41, rating: 4 };

describe('reviewing an ended trip from My trips', () => {
  it('rates with five accessible radio stars, posts the review, then shows it', async () => {
    const user = userEvent.setup();
    const posted = vi.fn(() => ({ data: { createReview: { __typename: 'Review', id: 9, rating: 4 } } }));
    renderWithProviders(<TripReview booking={ended} />, {
      mocks: [
        reviews([]),
        {
          request: { query: CREATE_REVIEW_MUTATION, variables: { bookingId: 41, rating: 4, comment: 'Blessed trip.' } },
          result: posted,
        },
        reviews([written]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Write a review/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review Ramadan Umrah' });

    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();

    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Your comment/ }), '  Blessed trip.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(posted).toHaveBeenCalled());
    expect(await screen.findByText(/Your review:/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TripReview booking={ended} />, {
      mocks: [
        reviews([]),
        {
          request: { query: CREATE_REVIEW_MUTATION, variables: { bookingId: 41, rating: 5, comment: '' } },
          result: { errors: [{ message: 'You have already reviewed this trip.' }] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Write a review/ }));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('You have already reviewed this trip.')).toBeInTheDocument();
  });

  it('offers nothing for a trip not yet ended or not paid', () => {
    const { container } = renderWithProviders(
      <>
        <TripReview booking={{ ...ended, returnDate: '2999-01-01' }} />
        <TripReview booking={{ ...ended, status: 'PENDING' }} />
      </>,
    );
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
  });
});
