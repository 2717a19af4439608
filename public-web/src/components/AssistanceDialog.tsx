import { Suspense, lazy, useState } from 'react';
import { Dialog } from './Dialog';

// The form (react-hook-form, zod) loads when the dialog first opens, never with the page.
const AssistanceForm = lazy(() => import('../features/forms/AssistanceForm'));

/** A button that opens the 'Richiedi assistenza' dialog with its form. */
export function AssistanceButton({ className = 'link-button', label = 'Richiedi assistenza' }: { className?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog title="Richiedi assistenza" open={open} onClose={() => setOpen(false)}>
        <Suspense fallback={<p>Caricamento...</p>}>
          <AssistanceForm onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
