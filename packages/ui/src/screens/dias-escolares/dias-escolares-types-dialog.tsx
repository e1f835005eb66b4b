import type { SchoolDayType } from '@lousa/domain';
import { schoolDayTypesResource } from '@lousa/domain';
import { useState } from 'react';
import { DeleteRecordDialog, type DeleteTarget, FormDialog } from '../../components/registry';
import { SchoolDayTypeForm } from './dias-escolares-type-form';
import { SchoolDayTypeList } from './dias-escolares-type-list';
import { ManageTypesButton } from './dias-escolares-types-dialog-button';
import { diasEscolaresLabels as labels } from './labels';

interface EditTarget {
  type: SchoolDayType;
  trigger: HTMLElement;
  open: boolean;
}

const keepOpen = () => {};

/**
 * The secondary button 'Gerenciar tipos de dias escolares' (its words on it) and the
 * add-type dialog it opens, which stays open after each success (spec §2). Under the field, the
 * types registered so far, each with 'Editar' (the same form, in 'Editar Tipo de Dia Escolar')
 * and 'Excluir' (the confirmation 'Excluir <tipo>?'), both opening over this dialog. Closing a
 * dialog gives the focus back to the button that opened it.
 */
export default function SchoolDayTypesDialog() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<EditTarget>();
  const [deleting, setDeleting] = useState<DeleteTarget<SchoolDayType>>();
  return (
    <>
      <ManageTypesButton aria-expanded={open} onClick={() => setOpen(true)} />
      <FormDialog
        title={labels.typeDialogTitle}
        description={labels.typeDialogDescription}
        open={open}
        onOpenChange={setOpen}
      >
        {() => (
          <SchoolDayTypeForm onDone={keepOpen}>
            <SchoolDayTypeList
              onEdit={(type, trigger) => setEditing({ type, trigger, open: true })}
              onDelete={(type, trigger) => setDeleting({ item: type, trigger })}
            />
          </SchoolDayTypeForm>
        )}
      </FormDialog>
      {editing ? (
        <FormDialog
          title={labels.typeEditTitle}
          open={editing.open}
          onOpenChange={(next) => {
            if (!next) setEditing({ ...editing, open: false });
          }}
          finalFocusEl={() => (editing.trigger.isConnected ? editing.trigger : null)}
        >
          {(close) => <SchoolDayTypeForm item={editing.type} onDone={close} />}
        </FormDialog>
      ) : null}
      <DeleteRecordDialog
        resource={schoolDayTypesResource}
        target={deleting}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
