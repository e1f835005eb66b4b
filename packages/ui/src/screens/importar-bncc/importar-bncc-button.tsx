import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button';
import { bnccImportLabels as labels } from './labels';

// The dialog (the file, the preview, the import) loads when first wanted: a hover or focus on
// the button starts loading it ahead of the click.
const loadDialog = () => import('./importar-bncc-dialog');
const BnccImportDialog = lazy(loadDialog);
const preload = () => {
  loadDialog().catch(() => {
    // Tried again when the dialog is opened (and the error shown then).
  });
};

/**
 * 'Importar BNCC' and its dialog: a CSV file, previewed, then imported into the catalogue.
 * Shown to whom `useCanImportBncc` allows (the caller decides).
 */
export function BnccImportButton() {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setTrigger(event.currentTarget);
          setOpen(true);
        }}
      >
        <Upload aria-hidden />
        {labels.open}
      </Button>
      {trigger ? (
        <Suspense fallback={null}>
          <BnccImportDialog
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => (trigger.isConnected ? trigger : null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
