/**
 * Leaving a page with unsaved input asks first: a link or the back button inside the app opens a dialog
 * («¿Salir sin guardar?»), and closing or reloading the tab gets the browser's own question (`beforeunload`, whose
 * text the browser writes). Only one guard per page: React Router keeps one blocker at a time.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal';

export const SALIDA_MESSAGES = {
  titulo: '¿Salir sin guardar?',
  texto: 'Tienes cambios sin guardar. Si sales de esta página, se perderán.',
  salir: 'Salir sin guardar',
  quedarse: 'Seguir editando',
} as const;

export interface ConfirmarSalida {
  /** The dialog to render while a navigation waits for an answer. */
  dialogo: ReactNode;
  /**
   * Lets the next navigation through without asking: call it right before navigating after a save, when the input
   * is no longer unsaved but the form has not re-rendered yet.
   */
  permitirSalida: () => void;
}

export function useConfirmarSalida(pendiente: boolean, texto: string = SALIDA_MESSAGES.texto): ConfirmarSalida {
  const libre = useRef(false);
  // A new unsaved input after a save guards again.
  useEffect(() => {
    if (pendiente) libre.current = false;
  }, [pendiente]);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        pendiente &&
        !libre.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [pendiente],
    ),
  );

  useEffect(() => {
    if (!pendiente) return;
    const preguntar = (event: BeforeUnloadEvent) => {
      if (libre.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', preguntar);
    return () => window.removeEventListener('beforeunload', preguntar);
  }, [pendiente]);

  const dialogo = (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      title={SALIDA_MESSAGES.titulo}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      confirmLabel={SALIDA_MESSAGES.salir}
      cancelLabel={SALIDA_MESSAGES.quedarse}
      danger
    >
      <p>{texto}</p>
    </ConfirmModal>
  );
  const permitirSalida = useCallback(() => {
    libre.current = true;
  }, []);
  return { dialogo, permitirSalida };
}
