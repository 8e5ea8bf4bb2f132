/** /terminos: Términos y condiciones de uso de PractiPerú. */
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { LegalArticle, type LegalSectionContent } from './legal-article';

const CONTACT_EMAIL = 'contacto@practiperu.pe';

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'servicio',
    title: 'El servicio',
    body: (
      <>
        <p>
          PractiPerú es una bolsa de prácticas en línea que conecta a estudiantes, egresados y bachilleres de institutos y universidades del
          Perú con empresas e instituciones que ofrecen prácticas preprofesionales y profesionales. A través de la plataforma:
        </p>
        <ul>
          <li>
            los <strong>postulantes</strong> registran su currículum, reciben ofertas recomendadas según su formación y su región, postulan,
            siguen el estado de sus postulaciones y, si lo desean, contratan una membresía premium;
          </li>
          <li>
            las <strong>empresas</strong> publican convocatorias gratuitas o destacadas, revisan a los postulantes y gestionan sus procesos
            de selección.
          </li>
        </ul>
        <p>
          PractiPerú actúa como intermediario: no es empleador ni parte de los convenios de modalidades formativas que las empresas celebren
          con los postulantes, y no garantiza que una postulación termine en una práctica.
        </p>
      </>
    ),
  },
  {
    id: 'aceptacion',
    title: 'Aceptación de los términos',
    body: (
      <>
        <p>
          Estos términos regulan el uso del sitio y de los servicios de PractiPerú S.A.C. («PractiPerú», «nosotros»). Al crear una cuenta
          declaras haberlos leído y aceptado, junto con nuestra <Link to={paths.privacy}>Política de privacidad</Link>. Si no estás de
          acuerdo, no uses la plataforma.
        </p>
        <p>
          Si usas PractiPerú en nombre de una empresa, declaras que tienes facultades suficientes para obligarla, y estos términos se
          aplican a la empresa y a ti como su representante.
        </p>
      </>
    ),
  },
  {
    id: 'cuentas',
    title: 'Cuentas',
    body: (
      <>
        <ul>
          <li>
            Cada correo electrónico corresponde a una sola cuenta, de postulante o de empresa. La cuenta se activa al confirmar el enlace
            que enviamos al correo registrado.
          </li>
          <li>
            Las empresas se registran con su número de RUC y los datos de una persona de contacto. Los postulantes deben completar los datos
            obligatorios de su currículum (datos personales, formación, residencia y correo de contacto) antes de postular.
          </li>
          <li>
            Eres responsable de que tus datos sean verdaderos y estén actualizados, y de mantener en reserva tu contraseña. Avísanos de
            inmediato si sospechas que alguien más accede a tu cuenta.
          </li>
          <li>
            Puedes eliminar tu cuenta en cualquier momento desde <strong>Mi cuenta › Eliminar cuenta</strong>. La eliminación es definitiva
            y borra los datos de la cuenta, salvo los que debamos conservar por ley.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ofertas',
    title: 'Ofertas gratuitas y destacadas',
    body: (
      <>
        <h3>Ofertas gratuitas</h3>
        <p>
          Las empresas pueden publicar ofertas gratuitas dentro de la cuota disponible en su cuenta. Revisamos cada oferta en un plazo de
          hasta 48 horas antes de publicarla. En una oferta gratuita la empresa accede a los datos de las primeras 15 postulaciones activas,
          en orden de llegada; las siguientes se muestran sin nombre ni datos personales.
        </p>
        <h3>Ofertas destacadas</h3>
        <p>
          Una oferta destacada es un servicio pagado. Se revisa internamente, se muestra como destacada desde que validamos su pago hasta su
          fecha de cierre (como máximo 30 días después de creada) y permite a la empresa acceder a todas las postulaciones, filtrarlas,
          exportarlas, descargar los currículos y ver el puntaje de afinidad de cada postulante. Una oferta gratuita puede pasar a destacada
          realizando el pago correspondiente.
        </p>
        <h3>Revisión y rechazo</h3>
        <p>
          Podemos rechazar, pedir cambios, ocultar o finalizar una oferta que incumpla estos términos o la ley, por ejemplo si no
          corresponde a una modalidad formativa, contiene requisitos discriminatorios, cobra a los postulantes o es engañosa. Cuando
          rechazamos una oferta indicamos el motivo en <strong>Mis publicaciones</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'pagos',
    title: 'Pagos',
    body: (
      <>
        <p>
          Los precios vigentes de las ofertas destacadas y de la membresía premium se muestran en la plataforma antes de cada pago. Los
          pagos se realizan por <strong>Yape</strong> o por <strong>transferencia bancaria</strong> a las cuentas que indicamos en la página
          de pago; después del pago registras el método, el monto y el número de operación.
        </p>
        <ul>
          <li>
            Validamos cada pago con el número de operación. Mientras tanto el servicio figura como pendiente; si el pago no puede validarse,
            se marca como rechazado, te lo informamos y puedes volver a enviarlo.
          </li>
          <li>
            Emitimos el comprobante de pago electrónico que corresponda según las normas de la SUNAT, con los datos de facturación que
            figuran en la página de pago.
          </li>
          <li>
            Una oferta destacada cuyo pago aún no se validó puede cancelarse. Si rechazamos una oferta destacada ya pagada y no es posible
            corregirla, o si por causas atribuibles a PractiPerú no prestamos el servicio pagado, devolvemos el importe por el mismo medio
            de pago dentro de los 30 días siguientes.
          </li>
          <li>Nunca te pediremos claves de Yape ni de tu banca por Internet.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'premium',
    title: 'Membresía premium para postulantes',
    body: (
      <>
        <p>
          La membresía premium da acceso, durante el periodo indicado al comprarla, a videos y recursos de preparación para la búsqueda de
          prácticas. Se activa cuando validamos el pago y vence a las 23:59 (hora de Lima) de su último día; la plataforma muestra los días
          que quedan.
        </p>
        <p>
          La membresía es personal e intransferible. Los contenidos son para uso propio: no pueden descargarse, copiarse ni compartirse
          fuera de la plataforma. Ser premium no da prioridad en los procesos de selección ni garantiza una práctica.
        </p>
      </>
    ),
  },
  {
    id: 'empresas',
    title: 'Obligaciones de las empresas',
    body: (
      <>
        <p>Al publicar en PractiPerú la empresa se obliga a:</p>
        <ul>
          <li>
            Ofrecer solo modalidades formativas reconocidas por la <strong>Ley N° 28518</strong>, Ley sobre Modalidades Formativas
            Laborales, y su Reglamento (Decreto Supremo N° 007-2005-TR), principalmente prácticas preprofesionales y prácticas
            profesionales; las entidades públicas se rigen además por el Decreto Legislativo N° 1401. No se admiten ofertas de empleo
            encubiertas como prácticas.
          </li>
          <li>
            Respetar la jornada formativa: como máximo 6 horas diarias o 30 semanales en prácticas preprofesionales, y 8 horas diarias o 48
            semanales en prácticas profesionales.
          </li>
          <li>
            Pagar una subvención económica mensual no menor a una Remuneración Mínima Vital cuando la práctica cubra la jornada máxima, y
            cumplir los demás beneficios de ley: la subvención adicional de media subvención cada seis meses, el descanso subvencionado
            cuando corresponda y la cobertura de enfermedad y accidentes mediante EsSalud o un seguro privado.
          </li>
          <li>Suscribir el convenio de la modalidad formativa y presentarlo ante la Autoridad Administrativa de Trabajo.</li>
          <li>
            No discriminar: las ofertas no pueden exigir requisitos de sexo, edad, origen, religión, opinión, condición económica,
            discapacidad, estado civil ni ningún otro motivo prohibido por la Constitución y la Ley N° 26772. Los requisitos deben referirse
            a la formación, el ciclo, los conocimientos y las competencias que el puesto necesita.
          </li>
          <li>
            Publicar información veraz sobre la empresa, el puesto, la subvención, el lugar y el horario, y no cobrar a los postulantes por
            postular, por capacitaciones ni por ningún otro concepto.
          </li>
          <li>
            Usar los datos de los postulantes solo para el proceso de selección de la oferta a la que postularon, guardarlos con seguridad y
            no cederlos a terceros.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'postulantes',
    title: 'Obligaciones de los postulantes',
    body: (
      <ul>
        <li>Registrar información propia, verdadera y actualizada en su currículum.</li>
        <li>Postular solo a las ofertas que le interesen y respetar los procesos de selección de las empresas.</li>
        <li>Tratar con respeto a las empresas y usar los datos de contacto que reciba solo para el proceso de selección.</li>
        <li>Avisarnos si una empresa le pide dinero, datos bancarios o condiciones que contradigan estos términos.</li>
      </ul>
    ),
  },
  {
    id: 'contenido',
    title: 'Contenido y propiedad intelectual',
    body: (
      <>
        <p>
          Conservas la titularidad del contenido que publicas (currículum, fotografía, logotipo, textos de las ofertas) y nos autorizas a
          almacenarlo, adaptarlo al formato de la plataforma y mostrarlo a quienes corresponda según estos términos y la política de
          privacidad, mientras tu cuenta o la publicación estén activas.
        </p>
        <p>
          La marca PractiPerú, el diseño del sitio, el software y los contenidos premium nos pertenecen o los usamos con licencia. Está
          prohibido copiarlos, extraer datos de forma automatizada (scraping) o usar la plataforma para crear un servicio competidor.
        </p>
        <p>No se permite publicar contenido falso, ofensivo, discriminatorio, ilícito o que infrinja derechos de terceros.</p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Responsabilidad',
    body: (
      <>
        <p>
          Revisamos las ofertas antes de publicarlas, pero cada empresa es responsable de su contenido y del cumplimiento de sus
          obligaciones legales con sus practicantes, y cada postulante de la veracidad de su currículum. El puntaje de afinidad es una
          estimación automática de apoyo: la decisión de selección es siempre de la empresa.
        </p>
        <p>
          Procuramos que la plataforma esté disponible y segura, pero puede haber interrupciones por mantenimiento o causas ajenas a
          nosotros. En la medida que la ley lo permita, no respondemos por daños indirectos ni por las decisiones que empresas y postulantes
          tomen entre sí; nada de lo anterior limita los derechos que te reconoce el Código de Protección y Defensa del Consumidor (Ley N°
          29571).
        </p>
        <p>
          Podemos suspender o cerrar cuentas que incumplan estos términos, previo aviso salvo en casos graves o urgentes (fraude,
          suplantación, riesgo para otros usuarios).
        </p>
      </>
    ),
  },
  {
    id: 'ley',
    title: 'Ley aplicable y solución de controversias',
    body: (
      <p>
        Estos términos se rigen por las leyes de la República del Perú. Si tienes un reclamo, escríbenos primero para intentar resolverlo.
        Sin perjuicio de tu derecho a acudir al INDECOPI como consumidor, las controversias se someten a los jueces y tribunales del
        Distrito Judicial de Lima.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en estos términos',
    body: (
      <p>
        Podemos actualizar estos términos para reflejar cambios del servicio o de la ley. Publicaremos la nueva versión con su fecha y, si
        los cambios son importantes, te avisaremos por correo o en la plataforma antes de que entren en vigor. Los servicios ya pagados se
        rigen por los términos vigentes al momento del pago.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        PractiPerú S.A.C., Lima, Perú. Para consultas sobre estos términos, pagos o reclamos escribe a{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Para temas de datos personales consulta la{' '}
        <Link to={paths.privacy}>Política de privacidad</Link>.
      </p>
    ),
  },
];

export default function TerminosPage() {
  return (
    <LegalArticle
      title="Términos y condiciones"
      intro={
        <p>
          Te pedimos leer estos términos con atención: explican cómo funciona PractiPerú, qué puedes esperar de nosotros y qué esperamos de
          las empresas y los postulantes que usan la plataforma.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
