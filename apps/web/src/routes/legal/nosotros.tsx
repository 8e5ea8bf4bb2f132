/** /nosotros: Sobre nosotros. */
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { LegalArticle, type LegalSectionContent } from './legal-article';

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'mision',
    title: 'Nuestra misión',
    body: (
      <>
        <p>
          Queremos que cada estudiante y egresado del Perú encuentre su primera experiencia profesional sin depender de contactos ni de
          vivir en Lima. Por eso reunimos en un solo lugar las prácticas preprofesionales y profesionales de empresas e instituciones de
          todo el país, y las recomendamos a quien de verdad encaja con ellas.
        </p>
        <p>Trabajamos con ofertas en las 25 regiones del Perú:</p>
        <ul className="mt-3! flex list-none! flex-wrap gap-2 space-y-0! pl-0!" aria-label="Regiones del Perú">
          {DEPARTAMENTOS.map(({ nombre: region }) => (
            <li
              key={region}
              className="rounded-full border border-brand-100 bg-brand-50 px-3! py-0.5 text-sm text-brand-800 dark:border-slate-600 dark:bg-slate-800 dark:text-brand-100"
            >
              {region}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'postulantes',
    title: 'Si eres estudiante o egresado',
    body: (
      <ol>
        <li>
          <strong>Crea tu cuenta gratis</strong> con tu correo y completa tu currículum: formación, ciclo, experiencia, conocimientos,
          idiomas, proyectos y voluntariados.
        </li>
        <li>
          <strong>Recibe ofertas para ti</strong>: te mostramos las prácticas que piden tu carrera, tu nivel de estudios y tu ciclo, primero
          en tu región y luego en el resto del país.
        </li>
        <li>
          <strong>Postula con un clic</strong> y sigue el estado de cada postulación en Mis postulaciones: Recibida, CV visto, En proceso,
          Finalista o No seleccionada.
        </li>
        <li>
          <strong>Prepárate mejor</strong>, si quieres, con la membresía premium: videos y recursos para armar tu CV y afrontar entrevistas.
          Postular es y seguirá siendo gratuito.
        </li>
      </ol>
    ),
  },
  {
    id: 'empresas',
    title: 'Si eres una empresa',
    body: (
      <ol>
        <li>
          <strong>Regístrate con el RUC</strong> de tu empresa y los datos de una persona de contacto.
        </li>
        <li>
          <strong>Publica tu convocatoria</strong>: gratuita, revisada en un máximo de 48 horas, o destacada, visible hasta 30 días con
          filtros de postulantes, exportación a Excel y CSV, descarga de currículos y puntaje de afinidad.
        </li>
        <li>
          <strong>Revisa a tus postulantes</strong>, márcalos como en proceso, finalistas o descartados, y ellos sabrán en qué etapa están.
        </li>
        <li>
          <strong>Forma a tu próximo talento</strong> conforme a la Ley N° 28518 de Modalidades Formativas Laborales: te recordamos la
          jornada, la subvención y los requisitos de cada modalidad al publicar.
        </li>
      </ol>
    ),
  },
  {
    id: 'principios',
    title: 'Lo que nos importa',
    body: (
      <ul>
        <li>
          <strong>Igualdad de oportunidades:</strong> revisamos cada oferta y no publicamos requisitos discriminatorios.
        </li>
        <li>
          <strong>Prácticas justas:</strong> solo modalidades formativas reales, con subvención y jornada de ley.
        </li>
        <li>
          <strong>Tus datos, bajo tu control:</strong> una empresa ve tu currículum solo cuando postulas a su oferta. Lo explicamos en
          nuestra <Link to={paths.privacy}>Política de privacidad</Link>.
        </li>
        <li>
          <strong>Accesibilidad:</strong> diseñamos la plataforma para que funcione con teclado, lectores de pantalla, celulares de gama
          básica y modo oscuro.
        </li>
      </ul>
    ),
  },
  {
    id: 'contacto',
    title: 'Contáctanos',
    body: (
      <p>
        ¿Tienes una sugerencia o quieres trabajar con nosotros? Escríbenos a{' '}
        <a href="mailto:contacto@practiperu.pe">contacto@practiperu.pe</a>. Lee también nuestros{' '}
        <Link to={paths.terms}>Términos y condiciones</Link>.
      </p>
    ),
  },
];

export default function NosotrosPage() {
  return (
    <LegalArticle
      title="Sobre nosotros"
      showContents={false}
      intro={
        <p className="text-lg">
          PractiPerú es la bolsa de prácticas que conecta a estudiantes y egresados de institutos y universidades de todo el Perú con las
          empresas que buscan formar nuevo talento.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
