import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ADMIN_REVIEWS_QUERY } from '../components/staffLists';
import { makeReview } from '../test/fixtures';
import { always, failing, FIRST_PAGE, once, pageOf, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { clickActionIn, confirmDeleteIn, rowWithText as row } from '../test/screen';
import { ProfilesPage } from './ProfilesPage';
import { ADMIN_DELETE_REVIEW_MUTATION, ADMIN_SET_REVIEW_HIDDEN_MUTATION } from './ReviewsPage';
import { ReviewsPage } from './ReviewsPage';

const listed = (items: ReturnType<typeof makeReview>[]) => ({ reviews: pageOf('ReviewPage', items) });
const reviewsMock = always(
  ADMIN_REVIEWS_QUERY,
  listed([makeReview(1, 9), makeReview(2, 0), makeReview(3, 4)]),
  FIRST_PAGE,
);

/** Opens the reviews page as STAFF and waits for the row of `comment`. */
async function openReviews(comment: string, ...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<ReviewsPage />, { role: 'STAFF', mocks: [reviewsMock, ...mocks] });
  await screen.findByText(comment);
}

describe('reviews page', () => {
  it('shows stars clamped to 1..5, the comment, package name and user email', async () => {
    await openReviews('Comment 1');
    expect(within(row('Comment 1')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(row('Comment 2')).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(within(row('Comment 3')).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(row('Comment 3').querySelectorAll('.admin-stars__on')).toHaveLength(4);
    expect(row('Comment 1')).toHaveTextContent('Package 1');
    expect(row('Comment 1')).toHaveTextContent('reviewer1@rihla.test');
  });

  it("asks 'Delete review?' and deletes on confirm", async () => {
    const user = userEvent.setup();
    const deleted = spiedOn(once(ADMIN_DELETE_REVIEW_MUTATION, { id: 2 }, { deleteReview: true }));
    await openReviews('Comment 2', deleted.mock);
    await clickActionIn(user, row('Comment 2'), /^Delete/);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete review?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted.spy).not.toHaveBeenCalled();

    await confirmDeleteIn(user, row('Comment 2'));
    await waitFor(() => expect(deleted.spy).toHaveBeenCalled());
    expect(await screen.findByText('Review deleted.')).toBeInTheDocument();
  });

  it("shows the server's message when a delete fails", async () => {
    const user = userEvent.setup();
    await openReviews('Comment 1', failing(ADMIN_DELETE_REVIEW_MUTATION, { id: 1 }, 'Review not found.', 'NOT_FOUND'));
    await confirmDeleteIn(user, row('Comment 1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review not found.');
  });

  it('hides a review from the package page, and marks a hidden one with Unhide and a Hidden badge', async () => {
    const user = userEvent.setup();
    const hidden = { ...makeReview(4, 3), hiddenAt: '2026-11-20T10:00:00.000Z' };
    const hide = spiedOn(
      once(
        ADMIN_SET_REVIEW_HIDDEN_MUTATION,
        { id: 1, hidden: true },
        { setReviewHidden: { __typename: 'Review', id: 1, hiddenAt: '2026-11-25T10:00:00.000Z' } },
      ),
    );
    renderAdmin(<ReviewsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_REVIEWS_QUERY, listed([makeReview(1, 5), hidden]), FIRST_PAGE), hide.mock],
    });
    await screen.findByText('Comment 4');
    expect(within(row('Comment 4')).getByText('Hidden')).toHaveClass('badge');
    expect(within(row('Comment 4')).getByRole('button', { name: /^Unhide/ })).toBeInTheDocument();
    expect(within(row('Comment 1')).queryByText('Hidden')).not.toBeInTheDocument();

    await clickActionIn(user, row('Comment 1'), /^Hide/);
    await waitFor(() => expect(hide.spy).toHaveBeenCalled());
    expect(await screen.findByText('Review hidden from the package page.')).toBeInTheDocument();
  });

  it('says so when there are no reviews, after loading', async () => {
    renderAdmin(<ReviewsPage />, {
      mocks: [always(ADMIN_REVIEWS_QUERY, listed([]), FIRST_PAGE)],
    });
    expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('profiles page', () => {
  it.each([
    ['ADMIN', 'Admin'],
    ['STAFF', 'Staff'],
  ] as const)('shows the current role (%s)', (role, label) => {
    renderAdmin(<ProfilesPage />, { role });
    const card = screen.getByRole('region', { name: 'Current role' });
    expect(within(card).getByText(label)).toHaveClass('badge');
    expect(card).not.toHaveTextContent(role); // once, as the badge: not "ADMIN ADMIN"
  });
});
