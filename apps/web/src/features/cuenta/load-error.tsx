import { useRevalidator } from 'react-router';
import { FormAlert } from '../../components/field';
import { BUTTON_SECONDARY } from './ui';

/** A loader that could not read the account: the server's message and a way to try again. */
export function LoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-4">
      <FormAlert title="No se pudieron cargar tus datos">{message || 'Se produjo un error.'}</FormAlert>
      <button type="button" className={BUTTON_SECONDARY} onClick={() => void revalidator.revalidate()}>
        Reintentar
      </button>
    </div>
  );
}
