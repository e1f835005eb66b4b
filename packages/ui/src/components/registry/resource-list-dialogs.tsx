import type { ComponentType } from 'react';
import { DeleteRecordDialog, type DeleteTarget } from './delete-record-dialog';
import { FormDialog } from './form-dialog';
import type { AnyResource } from './resource-types';
import type { ResourceFormProps } from './use-resource-form';

/** A dialog asked for: open (or closing), and the element the focus goes back to. */
export interface DialogTarget {
  open: boolean;
  trigger: HTMLElement | null;
}

export interface EditTarget<TItem> extends DialogTarget {
  item: TItem;
}

export interface ResourceListDialogsProps<TItem extends { id: string }> {
  addTitle?: string;
  editTitle?: string;
  /** The registry's form (loaded); absent: the page has no add/edit dialogs. */
  form?: ComponentType<ResourceFormProps<TItem>>;
  adding?: DialogTarget;
  onAddingClose: () => void;
  editing?: EditTarget<TItem>;
  onEditingClose: () => void;
  /** The resource, when the person may delete its records. */
  resource?: AnyResource<TItem>;
  deleting?: DeleteTarget<TItem>;
  onDeletingClose: () => void;
}

const focusBack = (target: DialogTarget) => () =>
  target.trigger?.isConnected ? target.trigger : null;

/**
 * The add and edit dialogs and the delete confirmation of a registry's list page, loaded the
 * first time one of them is asked for (their code — dialog, form fields, validation — stays out
 * of the list's first load). Focus goes back to the button that opened each.
 */
export default function ResourceListDialogs<TItem extends { id: string }>({
  addTitle = '',
  editTitle = '',
  form: Form,
  adding,
  onAddingClose,
  editing,
  onEditingClose,
  resource,
  deleting,
  onDeletingClose,
}: ResourceListDialogsProps<TItem>) {
  return (
    <>
      {Form && adding ? (
        <FormDialog
          title={addTitle}
          open={adding.open}
          onOpenChange={(open) => {
            if (!open) onAddingClose();
          }}
          finalFocusEl={focusBack(adding)}
        >
          {(close) => <Form onDone={close} />}
        </FormDialog>
      ) : null}
      {Form && editing ? (
        <FormDialog
          title={editTitle}
          open={editing.open}
          onOpenChange={(open) => {
            if (!open) onEditingClose();
          }}
          finalFocusEl={focusBack(editing)}
        >
          {(close) => <Form item={editing.item} onDone={close} />}
        </FormDialog>
      ) : null}
      {resource ? (
        <DeleteRecordDialog resource={resource} target={deleting} onClose={onDeletingClose} />
      ) : null}
    </>
  );
}
