/** /politica-de-privacidad: Política de privacidad (Ley N° 29733 and its Reglamento, D.S. N° 016-2024-JUS). */
import { BANCO_INVITACIONES_DIA, BANCO_INVITACIONES_PERSONA_30_DIAS } from '@practiperu/shared/banco-talento';
import { OFERTA_GRATUITA_MAX_POSTULANTES } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { EXPORTACION_HORAS } from '@practiperu/shared/privacidad';
import { NAVEGADOR_COOKIE_DIAS, RETENCION } from '@practiperu/shared/retencion';
import { Link } from 'react-router';
import { LegalArticle, type LegalSectionContent } from './legal-article';

const PRIVACY_EMAIL = 'privacidad@practiperu.pe';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'responsable',
    title: 'Responsable del tratamiento',
    body: (
      <>
        <p>
          El titular de los bancos de datos personales y responsable del tratamiento es <strong>PractiPerú S.A.C.</strong>, con domicilio en
          Lima, Perú. Nuestros datos de facturación (RUC y razón social) figuran en las páginas de pago de la plataforma.
        </p>
        <p>
          Los bancos de datos de postulantes, de empresas usuarias y de clientes están declarados ante el Registro Nacional de Protección de
          Datos Personales. Para cualquier consulta sobre tus datos puedes escribir a nuestro Oficial de Datos Personales en {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Datos que recopilamos',
    body: (
      <>
        <h3>Si eres postulante</h3>
        <ul>
          <li>Datos de la cuenta: nombres, apellidos, correo electrónico y contraseña (guardada cifrada).</li>
          <li>
            Datos personales del currículum: DNI, fecha de nacimiento, sexo (puedes elegir «Prefiero no decirlo»), licencia de conducir,
            fotografía, región, provincia y distrito de residencia, correo de contacto, WhatsApp y redes sociales.
          </li>
          <li>
            Trayectoria: institución, carrera, estado y ciclo de estudios, fechas de ingreso y egreso, orden de mérito, resumen profesional,
            experiencia laboral, certificaciones, conocimientos, idiomas, habilidades, proyectos, voluntariados y logros.
          </li>
          <li>Tus postulaciones y el estado de cada una.</li>
        </ul>
        <h3>Si eres empresa</h3>
        <ul>
          <li>
            RUC, razón social, nombre comercial, sector, descripción, logotipo, sitio web, redes sociales, dirección, correo y teléfono de
            contacto.
          </li>
          <li>Nombres, apellidos, cargo, teléfono y correo de la persona de contacto.</li>
          <li>Las ofertas que publicas y las decisiones que tomas sobre tus postulantes.</li>
        </ul>
        <h3>Todos los usuarios</h3>
        <ul>
          <li>
            Datos de pago: método (Yape o transferencia), monto y número de operación. No recibimos ni guardamos claves, números de tarjeta
            ni credenciales bancarias.
          </li>
          <li>Datos técnicos: dirección IP, fecha y hora de acceso, tipo de navegador y registros de seguridad de la cuenta.</li>
        </ul>
        <p>
          No te pedimos datos sensibles (origen racial o étnico, salud, religión, opiniones políticas, afiliación sindical ni vida sexual).
          Te recomendamos no incluirlos en tu currículum.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos tus datos',
    body: (
      <>
        <ul>
          <li>Crear y administrar tu cuenta, confirmar tu correo y permitirte recuperar el acceso.</li>
          <li>Mostrar tu currículum y recomendarte ofertas según tu carrera, nivel de estudios, ciclo, año de egreso y región.</li>
          <li>Enviar tu postulación a la empresa que publicó la oferta e informarte del estado de tu proceso.</li>
          <li>Calcular el puntaje de afinidad entre tu currículum y las ofertas a las que postulas (sección 5).</li>
          <li>Revisar las ofertas publicadas por las empresas y validar los pagos.</li>
          <li>Emitir comprobantes de pago y cumplir obligaciones tributarias y legales.</li>
          <li>Proteger la plataforma contra fraudes, suplantaciones y accesos indebidos.</li>
          <li>Elaborar estadísticas anónimas sobre el mercado de prácticas para mejorar el servicio.</li>
          <li>Solo con tu consentimiento: enviarte alertas de nuevas ofertas y comunicaciones comerciales (sección 13).</li>
        </ul>
        <p>No vendemos tus datos personales ni los usamos para fines distintos de los aquí descritos.</p>
      </>
    ),
  },
  {
    id: 'consentimiento',
    title: 'Consentimiento',
    body: (
      <p>
        Tratamos tus datos con el consentimiento libre, previo, expreso, inequívoco e informado que otorgas al registrarte y aceptar esta
        política, y en los casos que la Ley N° 29733 exceptúa de consentimiento, como la ejecución de la relación contractual que tenemos
        contigo o el cumplimiento de una obligación legal. El consentimiento para comunicaciones comerciales es independiente y opcional:
        negarte no te impide usar la plataforma. Puedes revocar tu consentimiento en cualquier momento, sin efecto retroactivo.
      </p>
    ),
  },
  {
    id: 'afinidad',
    title: 'Puntaje de afinidad y decisiones automatizadas',
    body: (
      <>
        <p>
          Cuando postulas a una oferta, un sistema automático de PractiPerú compara tu currículum con los requisitos de la oferta y calcula
          un
          <strong> puntaje de afinidad</strong> de 0 a 100&nbsp;%. Los criterios son: carrera; nivel de estudios; ciclo o año de egreso;
          conocimientos e idiomas que la oferta pide como indispensables o deseables, con su nivel; departamento de residencia (si la oferta
          no es virtual); experiencia laboral, proyectos y voluntariados; y orden de mérito. Cada criterio tiene un peso fijo y publicado, y
          los que la oferta no pide no cuentan. El puntaje <strong>no usa</strong> tu sexo, edad, fotografía, DNI, institución ni ningún
          dato sensible.
        </p>
        <p>
          La empresa ve el puntaje, con el detalle de qué requisitos cumple y cuáles no, solo en ofertas destacadas (o gratuitas que pasan a
          destacadas). Las empresas premium también pueden hacer preguntas sobre los postulantes de sus ofertas a un asistente de
          inteligencia artificial, que responde con los datos de esos currículos. El asistente tampoco usa tu sexo ni tu edad; si PractiPerú
          usa un proveedor externo para entender la pregunta de la empresa, ese proveedor recibe solo la pregunta y el título de la oferta,
          nunca tus datos.
        </p>
        <p>
          El puntaje y el asistente son herramientas de apoyo: <strong>no deciden</strong> tu postulación ni la descartan. La empresa tiene
          acceso a tu currículum completo y es una persona quien decide. Aun así, conforme a la Ley N° 29733 y a su Reglamento (D.S. N°
          016-2024-JUS), en ejercicio de tu derecho al tratamiento objetivo puedes pedirnos en cualquier momento:
        </p>
        <ul>
          <li>una explicación de los criterios con que se calculó tu puntaje;</li>
          <li>que una persona de nuestro equipo revise el puntaje de una postulación;</li>
          <li>expresar tu punto de vista y que se tenga en cuenta en esa revisión.</li>
        </ul>
        <p>
          Junto a cada puntaje automático te indicamos cómo pedir la revisión. Pídela desde{' '}
          <strong>Mi cuenta › Tus derechos sobre tus datos</strong>, eligiendo «Revisión humana de una decisión automatizada» y la
          postulación, o escríbenos a {mail} indicando la oferta. Te responderemos en un plazo máximo de 10 días hábiles; si la revisión
          corrige el puntaje, la empresa verá el nuevo valor.
        </p>
      </>
    ),
  },
  {
    id: 'acceso',
    title: 'Quién ve tus datos',
    body: (
      <>
        <ul>
          <li>
            <strong>Empresas:</strong> ninguna empresa puede buscar ni ver tu currículum si no postulaste a una de sus ofertas. Al postular,
            la empresa de esa oferta accede a los datos de tu currículum, incluidos DNI, residencia, teléfono y correo de contacto, y puede
            descargarlo en ofertas destacadas.
          </li>
          <li>
            <strong>Ofertas gratuitas:</strong> la empresa accede a las primeras {OFERTA_GRATUITA_MAX_POSTULANTES} postulaciones activas por
            orden de llegada. Las siguientes se muestran sin nombre ni datos personales; si la oferta pasa a ser destacada, la empresa
            accede a todas.
          </li>
          <li>
            <strong>Postulantes:</strong> ven de las empresas la información publicada en sus ofertas y su perfil.
          </li>
          <li>
            <strong>Nuestro equipo:</strong> solo el personal autorizado accede a los datos necesarios para revisar ofertas, validar pagos y
            atender solicitudes, con deber de confidencialidad.
          </li>
        </ul>
        <p>
          Si cancelas una postulación, la empresa deja de verla en la plataforma. Las copias que una empresa haya descargado quedan bajo su
          responsabilidad como titular de su propio proceso de selección.
        </p>
      </>
    ),
  },
  {
    id: 'banco-de-talento',
    title: 'Banco de talento e invitaciones de empresas',
    body: (
      <>
        <p>
          Una empresa a cuyas ofertas postulaste puede volver a encontrarte en su <strong>banco de talento</strong>, que reúne a quienes
          postularon a cualquiera de sus ofertas. Allí ve tu nombre, carrera y departamento, tus postulaciones a las ofertas de esa empresa
          con su estado, y las etiquetas y notas que su propio equipo escribió. No ve allí tu correo ni tu teléfono, ni a postulantes de
          otras empresas, ni nada de una postulación que no puede ver en su oferta (por ejemplo, las que pasan del límite de una oferta
          gratuita) o que cancelaste.
        </p>
        <p>
          Desde el banco, la empresa puede <strong>invitarte por correo a postular a una de sus ofertas abiertas</strong>. El correo lo
          enviamos nosotros: la empresa no recibe tu dirección. Cada empresa puede invitarte una sola vez por oferta y enviar como máximo{' '}
          {BANCO_INVITACIONES_DIA} invitaciones al día; tú recibes como máximo {BANCO_INVITACIONES_PERSONA_30_DIAS} invitaciones en 30 días.
          Una invitación no es una postulación ni te obliga a nada.
        </p>
        <p>
          Tratamos estos datos para la misma finalidad con la que postulaste (tu selección por esa empresa), y puedes oponerte en cualquier
          momento: cada invitación trae un enlace para no recibir más invitaciones de ninguna empresa, y lo mismo puedes hacer o deshacer en{' '}
          <strong>Mi cuenta</strong>. Desde entonces ninguna empresa puede invitarte.
        </p>
        <p>
          Sales del banco de una empresa cuando tus postulaciones a ella se anonimizan ({RETENCION.postulacionesDias} días después de que
          termina cada oferta), cuando las cancelas o cuando eliminas tu cuenta. El registro de cada invitación (qué empresa, a qué oferta y
          cuándo) se borra {RETENCION.invitacionesTalentoDias} días después de enviada; tu decisión de no recibir invitaciones se conserva
          mientras exista tu cuenta.
        </p>
      </>
    ),
  },
  {
    id: 'transferencias',
    title: 'Encargados y transferencias',
    body: (
      <>
        <p>Para prestar el servicio compartimos datos, bajo contrato y solo en lo necesario, con:</p>
        <ul>
          <li>proveedores de alojamiento y almacenamiento en la nube;</li>
          <li>proveedores de envío de correo electrónico;</li>
          <li>
            proveedores de inteligencia artificial que procesan el contenido de los currículos por encargo nuestro para el asistente de las
            empresas premium, sin usarlo para entrenar sus modelos (el puntaje de afinidad se calcula en nuestros propios servidores);
          </li>
          <li>autoridades públicas, cuando una norma o un mandato judicial lo exija.</li>
        </ul>
        <p>
          Algunos de estos proveedores pueden tener servidores fuera del Perú. En ese caso el flujo transfronterizo se realiza conforme a la
          Ley N° 29733 y su Reglamento, con proveedores que ofrecen un nivel de protección adecuado o garantías contractuales equivalentes.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo conservamos tus datos',
    body: (
      <>
        <p>Conservamos cada dato solo mientras sirve para lo que lo recogimos:</p>
        <ul>
          <li>Los datos de tu cuenta y tu currículum, mientras la cuenta exista.</li>
          <li>
            Una cuenta cuyo correo nunca se confirmó se elimina, con todos sus datos, {RETENCION.cuentasSinConfirmarDias} días después de
            creada.
          </li>
          <li>
            Tus postulaciones, hasta {RETENCION.postulacionesDias} días después de que termine la oferta. Luego las anonimizamos: salen de{' '}
            <strong>Mis postulaciones</strong> y la empresa conserva solo cuántas personas postularon y en qué estado quedaron, sin saber
            quiénes.
          </li>
          <li>Los correos que te enviamos, {RETENCION.correosDias} días en nuestro registro de envíos.</li>
          <li>
            El registro de cada invitación de una empresa a postular (banco de talento), {RETENCION.invitacionesTalentoDias} días después de
            enviada.
          </li>
          <li>La copia de tus datos que descargues desde Mi cuenta, solo mientras dura su enlace ({EXPORTACION_HORAS} horas).</li>
          <li>
            La lista de navegadores desde los que ingresaste (solo un identificador aleatorio), {RETENCION.navegadoresDias} días desde tu
            último ingreso con cada uno.
          </li>
          <li>Los registros técnicos del servidor (con direcciones IP, nunca contraseñas ni correos), 14 días.</li>
          <li>
            El registro de los cambios que haces en la plataforma (auditoría), mientras exista la cuenta; conserva el correo de quien hizo
            cada cambio para poder rendir cuentas de él.
          </li>
          <li>
            Al eliminar tu cuenta, borramos de inmediato tus datos, salvo los que debamos conservar por ley. Las copias de respaldo que los
            contengan se reemplazan por copias nuevas en pocos días.
          </li>
          <li>Los comprobantes y registros de pago, durante el plazo que exigen las normas tributarias.</li>
          <li>Las estadísticas se conservan solo de forma anónima.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    body: (
      <>
        <p>
          Aplicamos medidas técnicas, organizativas y legales para proteger tus datos, conforme al Reglamento: conexión cifrada (HTTPS),
          contraseñas guardadas con algoritmos de cifrado irreversible, control de acceso por roles, límites de intentos de inicio de
          sesión, copias de respaldo y registro de accesos.
        </p>
        <p>
          Si ocurriera un incidente de seguridad que afecte tus datos, lo comunicaremos a la Autoridad Nacional de Protección de Datos
          Personales y a las personas afectadas en los plazos y la forma que establece el Reglamento.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos (ARCO)',
    body: (
      <>
        <p>Como titular de tus datos personales, tienes derecho a:</p>
        <ul>
          <li>
            <strong>Acceso:</strong> saber qué datos tuyos tratamos, cómo los obtuvimos y a quién los comunicamos.
          </li>
          <li>
            <strong>Rectificación:</strong> actualizar, incluir o corregir datos inexactos o incompletos.
          </li>
          <li>
            <strong>Cancelación:</strong> pedir la supresión de tus datos cuando ya no sean necesarios o revoques tu consentimiento.
          </li>
          <li>
            <strong>Oposición:</strong> oponerte a un tratamiento por un motivo legítimo referido a tu situación particular.
          </li>
        </ul>
        <p>También tienes derecho a la información, a impedir el suministro de tus datos y al tratamiento objetivo (sección 5).</p>
        <h3>Cómo ejercerlos</h3>
        <p>
          Muchos datos puedes verlos y corregirlos tú mismo en <strong>Mi CV</strong> y <strong>Mi cuenta</strong>, y puedes eliminar tu
          cuenta desde <strong>Mi cuenta › Eliminar cuenta</strong>. Además, en <strong>Mi cuenta</strong> tienes dos canales propios, con
          tu sesión iniciada (que acredita que eres tú):
        </p>
        <ul>
          <li>
            <strong>Descargar mis datos:</strong> una copia de todos los datos que tratamos sobre ti, en un archivo ZIP con un resumen en
            PDF y los datos completos en formato JSON, que otros programas pueden leer. Se prepara en minutos, te avisamos por correo y se
            puede descargar durante 24 horas.
          </li>
          <li>
            <strong>Tus derechos sobre tus datos:</strong> un formulario para pedir acceso, rectificación, cancelación, oposición o la
            revisión humana de un puntaje automático. Allí ves el estado de cada solicitud, la fecha límite de respuesta y nuestra
            respuesta, que también te enviamos por correo.
          </li>
        </ul>
        <p>Si prefieres el correo, escribe a {mail} desde el correo de tu cuenta indicando:</p>
        <ol>
          <li>tus nombres y apellidos, y una copia de tu DNI o documento de identidad (o el poder de tu representante);</li>
          <li>el derecho que ejerces y lo que solicitas;</li>
          <li>un correo o dirección para responderte y, si corresponde, los documentos que sustenten tu pedido.</li>
        </ol>
        <p>
          El trámite es gratuito. Contamos los plazos en días hábiles desde el día siguiente a tu solicitud: 20 días hábiles para el derecho
          de acceso y 10 días hábiles para la rectificación, la cancelación, la oposición y la revisión humana.
        </p>
      </>
    ),
  },
  {
    id: 'autoridad',
    title: 'Autoridad Nacional de Protección de Datos Personales',
    body: (
      <p>
        Si consideras que no atendimos tu solicitud o que tratamos tus datos indebidamente, puedes presentar una reclamación ante la
        Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos, mediante el procedimiento
        trilateral de tutela.
      </p>
    ),
  },
  {
    id: 'almacenamiento',
    title: 'Almacenamiento local y cookies',
    body: (
      <>
        <p>
          PractiPerú no usa cookies publicitarias ni herramientas de seguimiento de terceros. Guardamos en el almacenamiento local
          (localStorage) de tu navegador solo lo necesario:
        </p>
        <ul>
          <li>
            <strong>Token de sesión:</strong> mantiene tu sesión iniciada y se borra al cerrar sesión. Sin él la plataforma no puede
            funcionar.
          </li>
          <li>
            <strong>Modo oscuro:</strong> recuerda si prefieres la apariencia oscura.
          </li>
        </ul>
        <p>Y usamos una sola cookie, necesaria para la seguridad de tu cuenta:</p>
        <ul>
          <li>
            <strong>pp_navegador:</strong> un identificador aleatorio que reconoce el navegador desde el que ingresas, para avisarte por
            correo cuando alguien ingresa a tu cuenta desde un navegador nuevo. No contiene datos tuyos, solo la leen nuestros servidores al
            iniciar sesión y dura {NAVEGADOR_COOKIE_DIAS} días. De cada navegador guardamos solo una huella del identificador, y la
            olvidamos {RETENCION.navegadoresDias} días después de tu último ingreso con él.
          </li>
        </ul>
        <p>
          Puedes borrar estos datos desde la configuración de tu navegador; tendrás que volver a iniciar sesión y tu próximo ingreso se
          avisará como de un navegador nuevo.
        </p>
      </>
    ),
  },
  {
    id: 'comunicaciones',
    title: 'Comunicaciones comerciales',
    body: (
      <>
        <p>
          Solo si lo autorizas (por ejemplo, marcando la casilla al registrarte o activando las alertas de ofertas), te enviaremos alertas
          semanales o diarias de nuevas ofertas para tu perfil y novedades de PractiPerú. Cada uno de esos correos incluye un enlace para
          darte de baja en un paso.
        </p>
        <p>
          Los correos necesarios para el servicio (confirmación de cuenta, recuperación de contraseña, cambio de correo, pagos, decisiones
          sobre ofertas y estado de tus postulaciones) y los avisos de seguridad de tu cuenta (intentos fallidos de ingreso, ingresos desde
          un navegador nuevo y cambios de tu segundo factor) se envían siempre y no incluyen enlace de baja.
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        PractiPerú está dirigido a mayores de 18 años. Los estudiantes de 14 a 17 años solo pueden usarlo con el consentimiento de sus
        padres o tutores, que pueden ejercer los derechos de esta política en su nombre. No tratamos a sabiendas datos de menores de 14
        años; si detectamos una cuenta así, la eliminamos.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Podemos modificar esta política por cambios en el servicio o en la normativa. Publicaremos la nueva versión con su fecha de
        actualización y, si los cambios afectan tus derechos o requieren un nuevo consentimiento, te lo pediremos por correo o en la
        plataforma.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Para ejercer tus derechos o hacer consultas sobre privacidad escribe a {mail}. Para otros temas consulta los{' '}
        <Link to={paths.terms}>Términos y condiciones</Link>.
      </p>
    ),
  },
];

export default function PoliticaPrivacidadPage() {
  return (
    <LegalArticle
      title="Política de privacidad"
      intro={
        <p>
          En PractiPerú cuidamos los datos personales que nos confías. Esta política explica qué datos tratamos, para qué, con quién los
          compartimos y cómo puedes ejercer tus derechos, conforme a la Ley N° 29733, Ley de Protección de Datos Personales, y su
          Reglamento, aprobado por Decreto Supremo N° 016-2024-JUS.
        </p>
      }
      sections={SECTIONS}
      updated={{ text: '29 de noviembre de 2026', iso: '2026-11-29' }}
    />
  );
}
