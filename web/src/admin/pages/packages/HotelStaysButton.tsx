import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../../components/form';
import { Button, Spinner, TextInput } from '../../../components/ui';
import { graphql } from '../../../gql';
import { useDialogSave } from '../../components/useDialogSave';

export const PACKAGE_HOTEL_STAYS_QUERY = graphql(`
  query PackageHotelStays($packageId: Int!) {
    packageHotelStays(packageId: $packageId) {
      id
      city
      hotelName
      nights
    }
  }
`);

export const SAVE_HOTEL_STAYS = graphql(`
  mutation SaveHotelStays($packageId: Int!, $stays: [HotelStayInput!]!) {
    saveHotelStays(packageId: $packageId, stays: $stays) {
      id
      city
      hotelName
      nights
    }
  }
`);

type Row = { id: number | null; city: string; hotelName: string; nights: string };

/** The package card's "Hotel stays" action: the itinerary's hotels in order, which rooming lists are built on. */
export function HotelStaysButton({ pkg }: { pkg: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Hotel stays<span className="sr-only"> of {pkg.name}</span>
      </Button>
      {open && <StaysDialog pkg={pkg} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Edits the stays first to last; the server checks each (city, hotel, 1-60 nights) and keeps stays with rooms. */
function StaysDialog({ pkg, onClose }: { pkg: { id: number; name: string }; onClose: () => void }) {
  const { data, error } = useQuery(PACKAGE_HOTEL_STAYS_QUERY, {
    variables: { packageId: pkg.id },
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(SAVE_HOTEL_STAYS, {
    refetchQueries: [{ query: PACKAGE_HOTEL_STAYS_QUERY, variables: { packageId: pkg.id } }],
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const saving = useDialogSave(
    (stays: { id: number | null; city: string; hotelName: string; nights: number }[]) =>
      save({ variables: { packageId: pkg.id, stays } }),
    onClose,
    'Could not save the hotel stays.',
  );
  // Only the input's fields: the answer's __typename is no field of HotelStayInput.
  const shown: Row[] =
    rows ??
    data?.packageHotelStays.map((s) => ({
      id: s.id,
      city: s.city,
      hotelName: s.hotelName,
      nights: String(s.nights),
    })) ??
    [];
  const change = (index: number, patch: Partial<Row>) =>
    setRows(shown.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function submit() {
    const kept = shown.filter((row) => row.city.trim() || row.hotelName.trim());
    if (kept.some((row) => !/^\d{1,2}$/.test(row.nights.trim())))
      return saving.setFailure('Nights must be a whole number from 1 to 60.');
    void saving.submit(
      kept.map((row) => ({ id: row.id, city: row.city, hotelName: row.hotelName, nights: Number(row.nights) })),
    );
  }

  return (
    <FormDialog
      title={`Hotel stays of ${pkg.name}`}
      submitLabel="Save stays"
      {...saving.dialogProps}
      onSubmit={submit}
      extraActions={
        <Button
          variant="secondary"
          onClick={() => setRows([...shown, { id: null, city: '', hotelName: '', nights: '' }])}
        >
          Add stay
        </Button>
      }
    >
      {error ? (
        <p role="alert">Could not load the stays. Close and try again.</p>
      ) : !data ? (
        <Spinner label="Loading the stays" />
      ) : (
        <>
          <p className="muted">
            The hotels of the itinerary, first to last. Each departure’s rooming list has one tab per stay. Empty a
            stay’s city and hotel to remove it (not possible while it has rooms).
          </p>
          {shown.length === 0 && <p>No stays yet.</p>}
          {shown.map((row, index) => (
            <div className="admin-form admin-form--pair" key={row.id ?? `new-${index}`}>
              <TextInput
                label={`Stay ${index + 1}: city`}
                value={row.city}
                onChange={(event) => change(index, { city: event.target.value })}
              />
              <TextInput
                label={`Stay ${index + 1}: hotel`}
                value={row.hotelName}
                onChange={(event) => change(index, { hotelName: event.target.value })}
              />
              <TextInput
                label={`Stay ${index + 1}: nights`}
                inputMode="numeric"
                value={row.nights}
                onChange={(event) => change(index, { nights: event.target.value })}
              />
            </div>
          ))}
        </>
      )}
    </FormDialog>
  );
}
