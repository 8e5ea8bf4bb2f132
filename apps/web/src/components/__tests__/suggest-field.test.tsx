/** Suggestions capped at 7; the search counts as finished one second after the answer. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuggestField } from '../suggest-field';

interface Item {
  id: number;
  nombre: string;
}

function Harness({ search }: { search: (text: string) => Promise<Item[]> }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Item | null>(null);
  return (
    <>
      <SuggestField<Item>
        label="Universidad"
        value={text}
        onTextChange={(t) => {
          setText(t);
          setPicked(null);
        }}
        onPick={(item) => {
          setText(item.nombre);
          setPicked(item);
        }}
        search={search}
        getKey={(i) => i.id}
        getLabel={(i) => i.nombre}
      />
      <output data-testid="elegido">{picked ? picked.id : 'ninguno'}</output>
    </>
  );
}

const many = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, nombre: `Universidad ${i + 1}` }));

describe('SuggestField', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows at most 7 suggestions and picks one with the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness search={async () => many} />);
    const input = screen.getByRole('combobox', { name: 'Universidad' });
    await user.type(input, 'uni');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getAllByRole('option')).toHaveLength(7);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Universidad 2');
    expect(screen.getByTestId('elegido')).toHaveTextContent('2');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // Typing again forgets the pick.
    await user.type(input, 'x');
    expect(screen.getByTestId('elegido')).toHaveTextContent('ninguno');
  });

  it('says there are no results only one second after an empty answer', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness search={async () => []} />);
    await user.type(screen.getByRole('combobox', { name: 'Universidad' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Buscando…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByText(/Sin resultados/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Sin resultados: revisa lo que escribiste.')).toBeInTheDocument();
  });

  it('a press on a button below keeps «Sin resultados» in place until the press ends, so the click lands', async () => {
    // On phones the message takes its place in the page: closing it at pointerdown (when the field loses the focus)
    // moved the button up under the pointer and the click was lost.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const agregar = vi.fn();
    render(
      <>
        <Harness search={async () => []} />
        <button type="button" onClick={agregar}>
          Agregar
        </button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Universidad' });
    await user.type(input, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    const button = screen.getByRole('button', { name: 'Agregar' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(input).not.toHaveFocus();
    expect(screen.getByText('Sin resultados: revisa lo que escribiste.')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(agregar).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText(/Sin resultados/)).not.toBeInTheDocument();
  });

  it('leaving the field by keyboard closes the list at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Harness search={async () => []} />
        <button type="button">Agregar</button>
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Universidad' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    await user.tab();
    expect(screen.queryByText(/Sin resultados/)).not.toBeInTheDocument();
  });
});
