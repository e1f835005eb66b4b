import { createContext } from 'react';

/** Lets the form inside a `FormDialog` tell it that it is submitting (then it cannot be closed). */
export const FormDialogBusyContext = createContext<(busy: boolean) => void>(() => {});

/**
 * Lets the form inside a `FormDialog` tell it that it holds unsaved changes: then a click outside
 * the dialog does not close it (Escape, 'Cancelar' and the close button still do: they are
 * chosen, a stray click is not).
 */
export const FormDialogDirtyContext = createContext<(dirty: boolean) => void>(() => {});
