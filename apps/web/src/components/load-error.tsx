import { useRevalidator } from 'react-router';
import { BUTTON_SECONDARY } from './buttons';
import { FormAlert } from './field';

/** A loader that could not read the page's data: the server's message and a way to try again. */
export function LoadError({ message, title = 'No se pudieron cargar tus datos' }: { message: string; title?: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-4">
      <FormAlert title={title}>{message || 'Se produjo un error.'}</FormAlert>
      <button type="button" className={BUTTON_SECONDARY} onClick={() => void revalidator.revalidate()}>
        Reintentar
      </button>
    </div>
  );
}
