export { FormDraftNotice } from './form-draft-notice';
export { formDraftLabels } from './labels';
export {
  DRAFT_SAVE_DELAY_MS,
  type FormDraft,
  type FormDraftOptions,
  useFormDraft,
} from './use-form-draft';
