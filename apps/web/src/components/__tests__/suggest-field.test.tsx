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
});
