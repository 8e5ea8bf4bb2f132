import { TOAST_PAGO_ERROR_MS } from '@practiperu/shared/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from '../toast';

function Trigger({ options, general }: { options?: ToastOptions; general?: string }) {
  const { toast, notify } = useToast();
  return (
    <button type="button" onClick={() => (general ? notify(general, 'success') : options && toast(options))}>
      Mostrar
    </button>
  );
}

function show(props: Parameters<typeof Trigger>[0]) {
  render(
    <ToastProvider>
      <Trigger {...props} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast politely and removes it after the default 8000 ms', () => {
    show({ options: { title: 'Listo', message: 'Se guardó tu convocatoria', variant: 'success' } });

    const toast = screen.getByText('Se guardó tu convocatoria');
    expect(toast.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Listo')).toBeInTheDocument();

    advance(7999);
    expect(screen.getByText('Se guardó tu convocatoria')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Se guardó tu convocatoria')).not.toBeInTheDocument();
  });

  it('gives general messages 6000 ms', () => {
    show({ general: 'Datos actualizados' });
    advance(5999);
    expect(screen.getByText('Datos actualizados')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Datos actualizados')).not.toBeInTheDocument();
  });

  it('honours a duration of its own, such as the 5 s of payment errors', () => {
    show({ options: { message: 'No se pudo registrar el pago', variant: 'error', durationMs: TOAST_PAGO_ERROR_MS } });
    advance(4999);
    expect(screen.getByText('No se pudo registrar el pago')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('No se pudo registrar el pago')).not.toBeInTheDocument();
  });

  it('announces errors assertively and says they are errors', () => {
    show({ options: { message: 'Se produjo un error', variant: 'error' } });
    const region = screen.getByText('Se produjo un error').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(within(region as HTMLElement).getByText('Error:')).toHaveClass('sr-only');
  });

  it('waits while the keyboard is on it', () => {
    show({ options: { message: 'Con teclado', variant: 'info' } });
    act(() => screen.getByRole('button', { name: 'Cerrar notificación' }).focus());
    advance(20_000);
    expect(screen.getByText('Con teclado')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cerrar notificación' }).blur());
    advance(8000);
    expect(screen.queryByText('Con teclado')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    show({ options: { message: 'Hola', variant: 'info' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Hola')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on it and then finishes the time that was left', () => {
    show({ options: { message: 'Léeme con calma', variant: 'info' } });

    advance(3000);
    fireEvent.mouseEnter(screen.getByText('Léeme con calma'));
    advance(20_000);
    expect(screen.getByText('Léeme con calma')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByText('Léeme con calma'));
    advance(4999);
    expect(screen.getByText('Léeme con calma')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Léeme con calma')).not.toBeInTheDocument();
  });

  it('stacks toasts and keeps at most five', () => {
    render(
      <ToastProvider>
        <Trigger options={{ message: 'Mensaje', variant: 'info' }} />
      </ToastProvider>,
    );
    for (let i = 0; i < 7; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(screen.getAllByText('Mensaje')).toHaveLength(5);
  });
});

describe('toasts before their look has loaded', () => {
  it('keep both live regions on the page, empty, and fill the right one once the look has loaded', async () => {
    // A module of its own, whose look has not been loaded yet (the test setup loads it for the other tests).
    vi.resetModules();
    const fresh = await import('../toast');
    function FreshTrigger() {
      const { toast } = fresh.useToast();
      return (
        <button type="button" onClick={() => toast({ message: 'Guardado sin esperar', variant: 'error' })}>
          Mostrar
        </button>
      );
    }
    const { container } = render(
      <fresh.ToastProvider>
        <FreshTrigger />
      </fresh.ToastProvider>,
    );
    const regions = [...container.querySelectorAll('[aria-live]')];
    expect(regions.map((region) => [region.getAttribute('aria-live'), region.childElementCount])).toEqual([
      ['polite', 0],
      ['assertive', 0],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    const toast = await screen.findByText('Guardado sin esperar');
    expect(toast.closest('[aria-live]')).toBe(regions[1]);
    expect(regions[0]!.childElementCount).toBe(0);
  });
});
