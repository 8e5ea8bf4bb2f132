import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal';

const CERT_TITLE = 'Añadir Certificaciones (Cursos, Diplomados, Talleres)';

/** A page with a button that opens the modal, as the CV update page does. */
function Page({ title = 'Añadir proyectos', onClose = () => {} }: { title?: string; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        title={title}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Guardar cambios</button>}
      >
        <label>
          Nombre del proyecto
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered outside the page tree', () => {
    const { container } = render(
      <Modal open title="Oferta rechazada" onClose={() => {}}>
        Motivo
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Oferta rechazada' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Oferta rechazada" onClose={() => {}}>
        Motivo
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cuts a long title to 50 characters', () => {
    const title = 'Añadir experiencia laboral en una empresa del sector minero del sur';
    render(
      <Modal open title={title} onClose={() => {}}>
        …
      </Modal>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(`${title.slice(0, 50)}…`);
    expect(screen.getByRole('dialog')).toHaveAccessibleName(`${title.slice(0, 50)}…`);
  });

  it('keeps a title of 50 characters whole', () => {
    const fifty = 'x'.repeat(50);
    render(
      <Modal open title={fifty} onClose={() => {}}>
        …
      </Modal>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fifty);
  });

  it('cuts a title that comes from data at 50 characters (a 53-character one here)', () => {
    render(
      <Modal open title={CERT_TITLE} onClose={() => {}}>
        …
      </Modal>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Añadir Certificaciones (Cursos, Diplomados, Taller…');
  });

  it("shows a fixed title of ours whole (the spec's certification title), in the leave question too", async () => {
    const user = userEvent.setup();
    render(
      <Modal open title={CERT_TITLE} onClose={() => {}} wholeTitle>
        <input aria-label="Institución" />
      </Modal>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(CERT_TITLE);
    await user.keyboard('{Escape}');
    expect(screen.getByText(`¿Quiere salir de ${CERT_TITLE}?`)).toBeInTheDocument();
  });

  it('asks before leaving on a backdrop click, and stays when the answer is No', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });

    await user.click(screen.getByTestId('modal-backdrop'));
    const question = screen.getByRole('group', { name: '¿Quiere salir de Añadir proyectos?' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after a backdrop click only once the user answers Sí', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });

    await user.click(screen.getByTestId('modal-backdrop'));
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats Escape like the backdrop; a second Escape withdraws the question', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });

    await user.keyboard('{Escape}');
    expect(screen.getByText('¿Quiere salir de Añadir proyectos?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('¿Quiere salir de Añadir proyectos?')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks with the cut title', async () => {
    const title = 'Añadir experiencia laboral en una empresa del sector minero del sur';
    const user = await openModal({ title });
    await user.keyboard('{Escape}');
    expect(screen.getByText(`¿Quiere salir de ${title.slice(0, 50)}…?`)).toBeInTheDocument();
  });

  it('closes at once with the close button, which is a deliberate choice', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('moves focus into the content, keeps Tab inside and gives focus back to the opener', async () => {
    const user = await openModal();
    const input = screen.getByRole('textbox', { name: 'Nombre del proyecto' });
    expect(input).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});

describe('Modal of a confirmation (confirmLeave={false})', () => {
  it('Escape and the backdrop close it at once, without asking "¿Quiere salir de …?"', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="Cancelar postulación" onClose={onClose} confirmLeave={false}>
        ¿Seguro?
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/¿Quiere salir de/)).not.toBeInTheDocument();
    rerender(
      <Modal open title="Cancelar postulación" onClose={onClose} confirmLeave={false}>
        ¿Seguro?
      </Modal>,
    );
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/¿Quiere salir de/)).not.toBeInTheDocument();
  });
});

describe('the modal among the page landmarks', () => {
  it('adds no second banner beside the site header: its title bar is not a <header> at the top of the page', async () => {
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Añadir proyectos' })).toBeInTheDocument();
    expect(screen.queryAllByRole('banner')).toEqual([]);
    expect(document.querySelector('[role="dialog"] header')).toBeNull();
  });
});

describe('the page behind the dialogs', () => {
  /** Two dialogs of one page, each open or closed by its own flag. */
  function DosDialogos({ primeroAbierto, segundoAbierto }: { primeroAbierto: boolean; segundoAbierto: boolean }) {
    return (
      <>
        <Modal open={primeroAbierto} title="Editar datos" onClose={() => undefined}>
          <p>Formulario</p>
        </Modal>
        <Modal open={segundoAbierto} title="¿Descartar los cambios?" onClose={() => undefined}>
          <p>Confirmación</p>
        </Modal>
      </>
    );
  }

  it('does not scroll while a dialog is open, and scrolls again only when the last closes, whatever their order', () => {
    expect(document.body.style.overflow).toBe('');
    const { rerender, unmount } = render(<DosDialogos primeroAbierto segundoAbierto={false} />);
    rerender(<DosDialogos primeroAbierto segundoAbierto />);
    expect(document.body.style.overflow).toBe('hidden');
    // The one opened first closes first: the other is still open.
    rerender(<DosDialogos primeroAbierto={false} segundoAbierto />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<DosDialogos primeroAbierto={false} segundoAbierto={false} />);
    expect(document.body.style.overflow).toBe('');
    // Both open and gone at once, with the page.
    rerender(<DosDialogos primeroAbierto segundoAbierto />);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
