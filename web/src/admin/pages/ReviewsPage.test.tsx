import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ADMIN_DELETE_REVIEW_MUTATION, ADMIN_REVIEWS_QUERY } from '../operations/reviews';
import { always, failing, FIRST_PAGE, makeReview } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { ProfilesPage } from './ProfilesPage';
import { ReviewsPage } from './ReviewsPage';

const reviews = [makeReview(1, 9), makeReview(2, 0), makeReview(3, 4)];
const reviewsMock = always(
  ADMIN_REVIEWS_QUERY,
  { reviews: { __typename: 'ReviewPage', total: 3, items: reviews } },
  FIRST_PAGE,
);

function row(comment: string) {
  return screen.getByText(comment).closest('tr') as HTMLElement;
}

describe('reviews page', () => {
  it('shows stars clamped to 1..5, the comment, package name and user email', async () => {
    renderAdmin(<ReviewsPage />, { role: 'STAFF', mocks: [reviewsMock] });
    await screen.findByText('Comment 1');
    expect(within(row('Comment 1')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(row('Comment 2')).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(within(row('Comment 3')).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(row('Comment 3').querySelectorAll('.admin-stars__on')).toHaveLength(4);
    expect(row('Comment 1')).toHaveTextContent('Package 1');
    expect(row('Comment 1')).toHaveTextContent('reviewer1@rihla.test');
  });

  it("asks 'Delete review?' and deletes on confirm", async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ data: { deleteReview: true } }));
    renderAdmin(<ReviewsPage />, {
      role: 'STAFF',
      mocks: [reviewsMock, { request: { query: ADMIN_DELETE_REVIEW_MUTATION, variables: { id: 2 } }, result: deleted }],
    });
    await screen.findByText('Comment 2');
    await user.click(within(row('Comment 2')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete review?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(row('Comment 2')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
    expect(await screen.findByText('Review deleted.')).toBeInTheDocument();
  });

  it("shows the server's message when a delete fails", async () => {
    const user = userEvent.setup();
    renderAdmin(<ReviewsPage />, {
      role: 'STAFF',
      mocks: [reviewsMock, failing(ADMIN_DELETE_REVIEW_MUTATION, { id: 1 }, 'Review not found.', 'NOT_FOUND')],
    });
    await screen.findByText('Comment 1');
    await user.click(within(row('Comment 1')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review not found.');
  });

  it('says so when there are no reviews, after loading', async () => {
    renderAdmin(<ReviewsPage />, {
      mocks: [always(ADMIN_REVIEWS_QUERY, { reviews: { __typename: 'ReviewPage', total: 0, items: [] } }, FIRST_PAGE)],
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
    expect(card).toHaveTextContent(label);
    expect(card).toHaveTextContent(role);
  });
});
