import { useApolloClient, useMutation } from '@apollo/client/react';

import { useConfirm } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { FeedbackApi } from '../../components/useFeedback';
import { ADMIN_DELETE_PACKAGE_MUTATION } from './catalogs';
import type { PackageRow } from './PackageAdminCard';

export const PACKAGE_HISTORY_QUERY = graphql(`
  query AdminPackageHistory($id: Int!) {
    packageHistory(id: $id) {
      bookings
      reviews
    }
  }
`);

export const ADMIN_UNARCHIVE_PACKAGE_MUTATION = graphql(`
  mutation AdminUnarchivePackage($id: Int!) {
    unarchivePackage(id: $id) {
      id
      archivedAt
    }
  }
`);

/** The confirmation question (docs/product-rules.md#validation), then what will really happen. */
const DELETE_PACKAGE_QUESTION = 'Delete this package?';

function counted(count: number, one: string) {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** What deleting does to this package, in the words of the confirmation. */
function removalExplained(name: string, { bookings, reviews }: { bookings: number; reviews: number }) {
  if (bookings + reviews === 0)
    return `${DELETE_PACKAGE_QUESTION} “${name}” has no bookings or reviews, so it will be deleted for good.`;
  const history = [bookings && counted(bookings, 'booking'), reviews && counted(reviews, 'review')].filter(Boolean);
  return (
    `${DELETE_PACKAGE_QUESTION} “${name}” has ${history.join(' and ')}, so it will be archived instead: ` +
    'it leaves the site, its bookings and reviews keep it, and staff can restore it.'
  );
}

/**
 * Delete and Restore of the packages tab. Delete first asks the server what hangs on the package, so the
 * confirmation says what will happen: a package with bookings or reviews is archived, one without is deleted.
 */
export function usePackageRemoval(feedback: FeedbackApi, reload: () => Promise<unknown>) {
  const client = useApolloClient();
  const { ask, dialog } = useConfirm();
  const [removePackage] = useMutation(ADMIN_DELETE_PACKAGE_MUTATION);
  const [unarchivePackage] = useMutation(ADMIN_UNARCHIVE_PACKAGE_MUTATION);

  async function askDelete(pkg: PackageRow) {
    const history = await feedback.run(
      async () =>
        (await client.query({ query: PACKAGE_HISTORY_QUERY, variables: { id: pkg.id }, fetchPolicy: 'network-only' }))
          .data?.packageHistory,
      { fallback: 'Could not check the package’s bookings.' },
    );
    if (!history) return;
    const archives = history.bookings + history.reviews > 0;
    ask(
      removalExplained(pkg.name, history),
      async () => {
        const done = await feedback.run(
          async () => (await removePackage({ variables: { id: pkg.id } })).data?.deletePackage,
          {
            success: (removal) => (removal?.archived ? removal.message : `Deleted ${pkg.name}.`),
            fallback: 'Could not delete the package.',
          },
        );
        if (done) await reload();
      },
      { confirmLabel: archives ? 'Archive' : 'Delete' },
    );
  }

  async function restore(pkg: PackageRow) {
    const done = await feedback.run(() => unarchivePackage({ variables: { id: pkg.id } }), {
      success: `${pkg.name} is back on the site.`,
      fallback: 'Could not restore the package.',
    });
    if (done) await reload();
  }

  return { askDelete, restore, dialog };
}
