import {
  clearExpiredDrafts,
  draftKey,
  readDraft,
  removeDraft,
  type StoredDraft,
  useSession,
  withoutPasswords,
  writeDraft,
} from '@lousa/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { onDiscard } from '../leave-guard/leave-guard-store';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

export interface FormDraftOptions {
  /** The screen the form belongs to ('alunos', 'planos-aula'): one draft per screen and record. */
  screen: string;
  /** The id of the record being edited; absent when adding one. */
  recordId?: string;
  /**
   * What the screen keeps beside the form's values (e.g. the guardian block's state), stored with
   * them and handed back to `restore` on 'Recuperar rascunho'.
   */
  extra?: { value: unknown; restore: (value: unknown) => void };
}

export interface FormDraft {
  /** A draft of an earlier visit is offered back ('Recuperar rascunho' / 'Descartar rascunho'). */
  offered: boolean;
  /** 'Recuperar rascunho': the draft's values fill the form, which is then dirty. */
  recover: () => void;
  /** 'Descartar rascunho': the offered draft is removed (what is typed now is kept as the new one). */
  discard: () => void;
  /** Saved: the draft goes (the form's hook calls it on success). */
  clear: () => void;
}

/** JSON with object keys sorted, so two values with the same fields compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : field,
  );
}

/** Values as a draft holds them (JSON, no password), to compare with what is stored. */
function asStored(values: unknown): string {
  return canonical(withoutPasswords(JSON.parse(JSON.stringify(values ?? null))));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `base` with every field the draft holds laid over it (a password, never stored, stays). */
function laidOver(base: unknown, draft: unknown): unknown {
  if (!isRecord(base) || !isRecord(draft)) return draft;
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(draft)) merged[name] = laidOver(base[name], value);
  return merged;
}

function offerAt<TValues>(key: string | null, initial: string): StoredDraft<TValues> | null {
  if (key === null) return null;
  const draft = readDraft<TValues>(key);
  if (draft === null) return null;
  // Nothing but the starting values: nothing to offer.
  if (asStored(draft.values) === initial) {
    removeDraft(key);
    return null;
  }
  return draft;
}

/**
 * Keeps a long form's unsaved values as a draft in this browser (decision 0024): while the form
 * differs from its starting values, every change is written to localStorage once typing pauses
 * for 500 ms (and at once when the page is hidden: a closed or reloaded tab), under the signed-in
 * user, the screen and the record, so two people of one browser never see each other's drafts;
 * passwords are never stored, a draft older than 7 days is dropped. Coming back, a draft that
 * differs from the starting values is `offered` (`<FormDraftNotice>`): `recover` fills the form
 * with it (dirty, so leaving asks first), `discard` removes it. While the offer is unanswered the
 * stored draft is not overwritten. The draft goes on `clear` (a successful save) and when the
 * person answers 'Descartar' to 'Descartar alterações?'. Without a signed-in user, or without
 * `options`, it does nothing.
 */
export function useFormDraft<TValues extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form's context and output
  form: UseFormReturn<TValues, any, any>,
  options: FormDraftOptions | undefined,
): FormDraft {
  const userId = useSession().user?.id;
  const key = options && userId ? draftKey({ userId, ...options }) : null;
  // The form's values at the first render: its default values.
  const [initial] = useState(() => asStored(form.getValues()));
  const [offer, setOffer] = useState(() => ({
    key,
    draft: offerAt<TValues>(key, initial),
  }));
  if (offer.key !== key) setOffer({ key, draft: offerAt<TValues>(key, initial) });
  const offered = offer.key === key ? offer.draft : null;

  const offeredNow = useRef(offered !== null);
  offeredNow.current = offered !== null;
  const extra = useRef(options?.extra);
  extra.current = options?.extra;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Writes what the form holds now, or removes the draft when it is back to the start. */
  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (key === null || offeredNow.current) return;
    const values = form.getValues();
    if (asStored(values) === initial) removeDraft(key);
    else writeDraft(key, values, extra.current?.value);
  }, [key, form, initial]);

  useEffect(() => {
    clearExpiredDrafts();
  }, []);

  useEffect(() => {
    if (key === null) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
    });
    // A tab closed or reloaded within the pause keeps its last keystrokes.
    const flush = () => {
      if (timer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', flush);
    const stopDiscard = onDiscard(() => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (asStored(form.getValues()) !== initial) removeDraft(key);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      timer.current = undefined;
      window.removeEventListener('pagehide', flush);
      stopDiscard();
    };
  }, [key, form, initial, saveNow]);

  const recover = useCallback(() => {
    if (!offered) return;
    form.reset(laidOver(form.getValues(), offered.values) as TValues, {
      keepDefaultValues: true,
    });
    if (offered.extra !== undefined) extra.current?.restore(offered.extra);
    // The stored draft stays as it is; the next change writes over it.
    offeredNow.current = false;
    setOffer({ key, draft: null });
  }, [offered, form, key]);

  const discard = useCallback(() => {
    if (key !== null) removeDraft(key);
    offeredNow.current = false;
    setOffer({ key, draft: null });
    // What was typed meanwhile is the draft from now on.
    saveNow();
  }, [key, saveNow]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (key !== null) removeDraft(key);
    offeredNow.current = false;
    setOffer({ key, draft: null });
  }, [key]);

  return useMemo(
    () => ({ offered: offered !== null, recover, discard, clear }),
    [offered, recover, discard, clear],
  );
}
