/** Between 1 and 10 sectors; a checkbox cannot be added past 10. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SectorCheckboxes, type Sector } from '../sector-checkboxes';

const SECTORS: Sector[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Sector ${i + 1}`,
  codigo_ciiu: String.fromCharCode(65 + i),
}));

function Harness({ onChange }: { onChange?: (ids: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <SectorCheckboxes
      sectors={SECTORS}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange?.(ids);
      }}
    />
  );
}

describe('SectorCheckboxes', () => {
  it('disables every unticked sector once 10 are ticked, and frees them when one is unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    for (let i = 1; i <= 10; i++) await user.click(screen.getByRole('checkbox', { name: `Sector ${i}` }));

    expect(screen.getByText('10 de 10 seleccionados')).toBeInTheDocument();
    const eleventh = screen.getByRole('checkbox', { name: 'Sector 11' });
    expect(eleventh).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sector 12' })).toBeDisabled();
    // Ticked ones stay enabled, so the choice can be changed.
    expect(screen.getByRole('checkbox', { name: 'Sector 10' })).toBeEnabled();

    await user.click(eleventh);
    expect(eleventh).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    await user.click(screen.getByRole('checkbox', { name: 'Sector 3' }));
    expect(eleventh).toBeEnabled();
    await user.click(eleventh);
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('never reports more than 10, even if asked to add one more', () => {
    const onChange = vi.fn();
    const ten = SECTORS.slice(0, 10).map((s) => s.id);
    render(<SectorCheckboxes sectors={SECTORS} value={ten} onChange={onChange} />);
    const eleventh = screen.getByRole('checkbox', { name: 'Sector 11' });
    // A disabled checkbox ignores clicks; even a forced change event is refused.
    eleventh.removeAttribute('disabled');
    eleventh.click();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error of the group and marks it invalid', () => {
    render(<SectorCheckboxes sectors={SECTORS} value={[]} onChange={() => {}} error="Seleccione 1" />);
    const group = screen.getByRole('group', { name: /Sector de la empresa/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Seleccione 1/);
  });
});
