import { useState } from 'react';

import { Button } from '../../../components/ui';
import { DeparturesDialog } from './DeparturesDialog';

/** The package card's "Departures" action and the dialog it opens. */
export function DeparturesButton({ pkg }: { pkg: { id: number; name: string; currency: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Departures<span className="sr-only"> of {pkg.name}</span>
      </Button>
      {open && <DeparturesDialog pkg={pkg} onClose={() => setOpen(false)} />}
    </>
  );
}
