/**
 * Unsaved input on the CV update page. Every section saves with its own button, so what is typed in one section
 * stays there when another is saved; the page names the sections that still hold unsaved input, and leaving it with
 * some — a link, Back, a reload, closing the tab — asks first (the router's blocker and `beforeunload`).
 *
 * Each section reports through `useUnsavedInput(label, dirty)`; outside the guard (a section drawn alone in a test)
 * the report goes nowhere.
 */
import { CV_SIN_GUARDAR } from '@practiperu/shared/cv';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icon';
import { tokenStore } from '../../lib/storage';

type Report = (key: string, entry: { label: string; dirty: boolean } | null) => void;

const UnsavedContext = createContext<Report | null>(null);

/** Tells the page whether this section (named `label`, as its heading says) holds input that is not saved. */
export function useUnsavedInput(label: string, dirty: boolean) {
  const report = useContext(UnsavedContext);
  const key = useId();
  useEffect(() => {
    report?.(key, { label, dirty });
  }, [report, key, label, dirty]);
  useEffect(() => () => report?.(key, null), [report, key]);
}

/** The labels of the sections with unsaved input, each once, in the order the sections first reported. */
function unsavedLabels(entries: ReadonlyMap<string, { label: string; dirty: boolean }>): string[] {
  return [...new Set([...entries.values()].filter((e) => e.dirty).map((e) => e.label))];
}

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Sections report on mount in the page's order (a Map keeps the first position of a key), so the notice lists
  // them as they appear.
  const [entries, setEntries] = useState<ReadonlyMap<string, { label: string; dirty: boolean }>>(() => new Map());
  const report = useCallback<Report>((key, entry) => {
    setEntries((prev) => {
      const current = prev.get(key);
      if (entry === null ? current === undefined : current?.label === entry.label && current.dirty === entry.dirty) return prev;
      const next = new Map(prev);
      if (entry === null) next.delete(key);
      else next.set(key, entry);
      return next;
    });
  }, []);
  const labels = unsavedLabels(entries);
  const unsaved = labels.length > 0;

  // Another page (not a hash on this one) would draw the page again from the server's data. Once signed out (the
  // menu's «Cerrar sesión», an expired session) nothing could be saved any more: the way to the login is not held.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      tokenStore.get() !== null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    // The browser asks with its own words (a page's text is not shown any more).
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // Saved meanwhile (or the input removed): nothing left to ask about.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <UnsavedContext.Provider value={report}>
      {children}
      {unsaved && (
        <div
          data-testid="cambios-sin-guardar"
          role="status"
          className="sticky bottom-3 z-20 mt-5 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-md dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">{CV_SIN_GUARDAR.aviso(labels)}</span> {CV_SIN_GUARDAR.ayuda}
          </p>
        </div>
      )}
      <ConfirmModal
        open={blocker.state === 'blocked'}
        title={CV_SIN_GUARDAR.titulo}
        cancelLabel={CV_SIN_GUARDAR.seguir}
        confirmLabel={CV_SIN_GUARDAR.salir}
        danger
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        <p>{CV_SIN_GUARDAR.pregunta(labels)}</p>
      </ConfirmModal>
    </UnsavedContext.Provider>
  );
}
