import { createContext } from 'react';

/** Lets the form inside a `FormDialog` tell it that it is submitting (then it cannot be closed). */
export const FormDialogBusyContext = createContext<(busy: boolean) => void>(() => {});
