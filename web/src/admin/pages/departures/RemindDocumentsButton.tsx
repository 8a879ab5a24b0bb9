import { useMutation } from '@apollo/client/react';

import { Button, useConfirm } from '../../../components/ui';
import { graphql } from '../../../gql';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';

export const REMIND_DEPARTURE_DOCUMENTS_MUTATION = graphql(`
  mutation RemindDepartureDocuments($departureId: Int!) {
    remindDepartureDocuments(departureId: $departureId) {
      queued
      alreadyRemindedToday
    }
  }
`);

const bookings = (count: number) => `${count} booking${count === 1 ? '' : 's'}`;

/**
 * "Remind N bookings" (issue #33 item 6, decision 0063): emails the documents reminder to every travelling booking
 * of the departure with a document missing or rejected, after a confirmation that says how many. The server skips a
 * booking already reminded today, and the success message says so.
 */
export function RemindDocumentsButton({ departureId, bookingIds }: { departureId: number; bookingIds: number[] }) {
  const [remind] = useMutation(REMIND_DEPARTURE_DOCUMENTS_MUTATION);
  const { ask, dialog } = useConfirm();
  const feedback = useFeedback();
  const count = bookingIds.length;
  if (count === 0) return null;
  return (
    <div className="departure-board__remind">
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          ask(
            `Email ${bookings(count)} the list of their travellers’ missing or rejected documents and the last day to send them? A booking already reminded today is not emailed again.`,
            () =>
              feedback.run(async () => (await remind({ variables: { departureId } })).data?.remindDepartureDocuments, {
                success: (result) =>
                  result
                    ? `Reminder emailed to ${bookings(result.queued)}.${result.alreadyRemindedToday ? ` ${bookings(result.alreadyRemindedToday)} already reminded today.` : ''}`
                    : 'Reminders sent.',
              }),
            { confirmLabel: `Email ${bookings(count)}` },
          )
        }
      >
        Remind {bookings(count)}
      </Button>
      <FeedbackBanner feedback={feedback} />
      {dialog}
    </div>
  );
}
