/**
 * Proposing one interview to several applicants from the bulk bar of an offer's applicant list (docs/team.md
 * "Interviews"): the same slots to each, who picks on their own (the first to pick a slot takes it). Those with an
 * interview still pending are left out by the server and counted in its answer.
 */
import { MAX_ENTREVISTAS_MASIVO } from '@practiperu/shared/entrevistas';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { entrevistas } from '../../lib/api/entrevistas';
import { PropuestaForm } from './propuesta-form';

export function PropuestaMasiva({
  idOferta,
  postulaciones,
  onClose,
  onDone,
}: {
  idOferta: number | string;
  postulaciones: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const cuantos = postulaciones.length;
  return (
    <Modal open title="Proponer entrevista" onClose={onClose} size="lg" confirmLeave={false}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {cuantos === 1 ? '1 postulante seleccionado' : `${cuantos} postulantes seleccionados`}: cada uno recibe los mismos horarios por
        correo y elige uno; el primero que elige un horario lo ocupa. Quienes ya tienen una entrevista pendiente no reciben otra.
      </p>
      {cuantos > MAX_ENTREVISTAS_MASIVO && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-300">
          Propón una entrevista a {MAX_ENTREVISTAS_MASIVO} postulantes como máximo a la vez.
        </p>
      )}
      <PropuestaForm
        boton="Enviar horarios"
        enviar={async (body) => {
          const res = await entrevistas.proponerVarias({ params: { id: Number(idOferta) }, body: { ...body, postulaciones } });
          if (res.state) {
            toast({ variant: 'success', title: 'Entrevistas', message: res.message });
            onDone();
            return res;
          }
          // An error about the selection itself has no field in the form: it is shown as the form's message.
          const { postulaciones: seleccion, ...campos } = (res.optional?.errors ?? {}) as Record<string, string>;
          return seleccion && Object.keys(campos).length === 0
            ? { state: false, message: seleccion }
            : { state: false, message: res.message, optional: { errors: campos } };
        }}
      />
    </Modal>
  );
}
