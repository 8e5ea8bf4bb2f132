/**
 * The shared form behaviour in the small add-forms of the CV (social networks, achievements, knowledge and languages,
 * skills): 'Agregar' with errors moves the focus to the first field in error, like the big forms; opening and closing
 * the inline form never leaves the focus on the page's <body>.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { SocialNetworkAdd } from '../profile-sections';
import { AchievementsSection, NivelList, SkillsForm } from '../small-lists';

const IDIOMAS = ['Inglés', 'Quechua', 'Aymara'].map((name, i) => ({ id: i + 1, name }));

async function open(noun: string) {
  await userEvent.click(screen.getByRole('button', { name: `Agregar nuevo: ${noun}` }));
  return screen.getByRole('group', { name: `Agregar ${noun}` });
}

describe('focus in the small add-forms', () => {
  it('social network: the first field in error takes the focus, the URL when only it is wrong', async () => {
    render(<SocialNetworkAdd added={[]} onAdd={() => undefined} />);
    const group = await open('red social');
    const red = within(group).getByLabelText(/^Red social/);
    const enlace = within(group).getByLabelText(/^Enlace a tu perfil/);
    // Opening moves the focus into the form (the button that had it is gone).
    expect(red).toHaveFocus();
    await userEvent.type(enlace, 'instagram.com/ana');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(red).toHaveFocus();
    await userEvent.selectOptions(red, 'Instagram');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(enlace).toHaveAccessibleDescription('No se reconoce como URL');
    expect(enlace).toHaveFocus();
    // Cancelling gives the focus back to "Agregar nuevo".
    await userEvent.click(within(group).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Agregar nuevo: red social' })).toHaveFocus();
  });

  it('achievement: the date in error takes the focus when the description is filled', async () => {
    render(
      <ToastProvider>
        <AchievementsSection initial={[]} today={new Date('2026-06-15T12:00:00Z')} />
      </ToastProvider>,
    );
    const group = await open('logro');
    const descripcion = within(group).getByLabelText(/^Descripción/);
    expect(descripcion).toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(descripcion).toHaveFocus();
    await userEvent.type(descripcion, 'Primer puesto en el concurso de innovación');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(within(group).getByRole('combobox', { name: 'Fecha: mes' })).toHaveFocus();
  });

  it('languages (and knowledge, the same list): the level takes the focus when only it is missing', async () => {
    render(
      <ToastProvider>
        <NivelList group="idioma" anchorId="language" title="Idiomas" noun="Idioma" options={IDIOMAS} initial={[]} />
      </ToastProvider>,
    );
    const group = await open('idioma');
    await userEvent.selectOptions(within(group).getByLabelText(/^Idioma/), 'Quechua');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(within(group).getByLabelText(/^Nivel/)).toHaveFocus();
  });

  it('skills: the empty choice takes the focus; after adding, the focus is back on "Agregar nuevo"', async () => {
    const habilidades = ['Trabajo en equipo', 'Liderazgo'].map((name, i) => ({ id: i + 1, name }));
    render(
      <ToastProvider>
        <SkillsForm initial={[]} options={habilidades} />
      </ToastProvider>,
    );
    const group = await open('habilidad');
    const select = within(group).getByRole('combobox', { name: /^Habilidad/ });
    await userEvent.tab();
    expect(select).not.toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Liderazgo');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('list', { name: 'Habilidades' })).toHaveTextContent('Liderazgo');
    expect(screen.getByRole('button', { name: 'Agregar nuevo: habilidad' })).toHaveFocus();
  });
});

describe('the knowledge picker', () => {
  const TEMAS = ['Microsoft Excel', 'SAP', 'AutoCAD'].map((name, i) => ({ id: i + 1, name, categoria: 'Herramientas' }));

  it('typed but not chosen says «Elige un elemento de la lista»; typing again clears it', async () => {
    render(
      <ToastProvider>
        <NivelList group="conocimiento" anchorId="knowledge" title="Conocimientos" noun="Conocimiento" options={TEMAS} initial={[]} />
      </ToastProvider>,
    );
    const group = await open('conocimiento');
    const picker = within(group).getByRole('combobox', { name: /^Conocimiento/ });
    await userEvent.type(picker, 'Excelencia');
    await userEvent.selectOptions(within(group).getByLabelText(/^Nivel/), 'básico');
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(picker).toHaveAccessibleDescription('Elige un elemento de la lista');
    expect(picker).toHaveFocus();
    await userEvent.type(picker, '{Backspace}');
    expect(picker).not.toHaveAccessibleDescription('Elige un elemento de la lista');
    expect(picker).not.toHaveAttribute('aria-invalid', 'true');

    // Empty, it is still 'Requerido', and that clears as one types too.
    await userEvent.clear(picker);
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(picker).toHaveAccessibleDescription(/^Requerido/);
    await userEvent.type(picker, 'e');
    expect(picker).not.toHaveAccessibleDescription(/^Requerido/);
  });

  it('on phones the suggestions take their place in the page instead of covering the buttons below', async () => {
    render(
      <ToastProvider>
        <NivelList group="conocimiento" anchorId="knowledge" title="Conocimientos" noun="Conocimiento" options={TEMAS} initial={[]} />
      </ToastProvider>,
    );
    const group = await open('conocimiento');
    await userEvent.type(within(group).getByRole('combobox', { name: /^Conocimiento/ }), 'ex');
    const list = await within(group).findByRole('listbox', { name: 'Sugerencias: Conocimiento' });
    // Tailwind's classes: in the flow below the sm breakpoint, laid over the page from it up.
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['static', 'sm:absolute']));
    expect(list.className.split(' ')).not.toContain('absolute');
  });
});
