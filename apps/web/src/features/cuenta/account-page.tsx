/**
 * 'Mi cuenta' of both areas: the account summary and the ways to change the e-mail
 * and the password or delete the account; companies also see their company and contact data, and choose whether
 * their public page is shown.
 */
import { paths } from '@practiperu/shared/paths';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { formatDate, formatPhone, type MyAccount, type Organizacion } from './account-data';
import type { Loaded } from '../../lib/loaded';
import { AREAS, type CuentaArea } from './areas';
import { LoadError } from '../../components/load-error';
import { MarketingToggle } from './marketing-toggle';
import { InvitacionesToggle } from '../banco-talento';
import { PaginaPublicaBlock } from './pagina-publica-toggle';
import { JobAlert } from '../postulaciones';
import { DerechosBlock, ExportacionBlock } from '../privacidad';
import { AccountBlock } from './ui';
import { BUTTON_SECONDARY } from '../../components/buttons';
import { DataList } from '../../components/data-list';
import { useSessionUser } from '../../lib/use-session-user';
import { asientoPuede } from '@practiperu/shared/equipo';
import { SegundoFactorBlock } from '../segundo-factor';

const ACTION = `${BUTTON_SECONDARY} text-sm py-2!`;
const DANGER_ACTION =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 ' +
  'hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';

function Logo({ url, name }: { url: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
        <Icon name="building" className="size-9 text-slate-400" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={`Logo de ${name}`}
      onError={() => setBroken(true)}
      className="size-20 shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1 dark:border-slate-700"
    />
  );
}

function Missing() {
  return <span className="text-slate-500 italic dark:text-slate-400">Sin completar</span>;
}

/** A link the company typed (web, networks): shown as written, opened in a new tab. */
function ExternalLink({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline dark:text-brand-100">
      {href}
    </a>
  );
}

function EmpresaBlocks({ org, account }: { org: Organizacion; account: MyAccount }) {
  const empresa = account.empresa;
  const user = useSessionUser();
  // Only administrators change the company's data and its public page; a recruiter seat sees them, and who can.
  const administrador = user ? asientoPuede(user, 'empresa') : false;
  return (
    <>
      <div className="md:col-span-2">
        <AccountBlock
          id="cuenta-empresa"
          icon="building"
          title="Datos de la empresa"
          description={administrador ? undefined : 'Los administradores de tu empresa editan estos datos.'}
          actions={
            administrador ? (
              <Link to={paths.empresas.accountUpdate} className={ACTION}>
                <Icon name="edit" className="size-4" />
                Editar datos de la empresa
              </Link>
            ) : undefined
          }
        >
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <Logo url={org.logo_url} name={org.nombre} />
            <div className="min-w-0 flex-1">
              <DataList
                items={[
                  { label: 'Nombre comercial', value: org.nombre },
                  { label: 'Razón social', value: org.nombre_completo },
                  { label: 'RUC', value: <span className="tabular-nums">{org.ruc}</span> },
                ]}
              />
              {empresa && (
                <div className="mt-3">
                  <DataList
                    items={[
                      { label: 'Descripción', value: empresa.descripcion || <Missing /> },
                      {
                        label: 'Ubicación',
                        value: empresa.region ? (
                          [empresa.direccion, empresa.distrito, empresa.region].filter(Boolean).join(', ')
                        ) : (
                          <Missing />
                        ),
                      },
                      { label: 'Correo de contacto', value: empresa.correo_contacto || <Missing /> },
                      {
                        label: 'Teléfono de la empresa',
                        value: empresa.numero_contacto ? (
                          <span className="tabular-nums">{formatPhone(empresa.numero_contacto)}</span>
                        ) : (
                          <Missing />
                        ),
                      },
                      ...(empresa.web ? [{ label: 'Página web', value: <ExternalLink href={empresa.web} /> }] : []),
                      ...(empresa.linkedin ? [{ label: 'LinkedIn', value: <ExternalLink href={empresa.linkedin} /> }] : []),
                      ...(empresa.fb ? [{ label: 'Facebook', value: <ExternalLink href={empresa.fb} /> }] : []),
                      ...(empresa.instagram ? [{ label: 'Instagram', value: <ExternalLink href={empresa.instagram} /> }] : []),
                    ]}
                  />
                </div>
              )}
              <div className="mt-3">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Sectores</p>
                <ul className="mt-1.5 flex flex-wrap gap-2" aria-label="Sectores">
                  {org.sectores.map((s) => (
                    <li
                      key={s.id}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
                    >
                      {s.name}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </AccountBlock>
      </div>
      {empresa && administrador && (
        <div className="md:col-span-2">
          <PaginaPublicaBlock initial={empresa} />
        </div>
      )}
      <AccountBlock
        id="cuenta-contacto"
        icon="phone"
        title="Datos de contacto"
        description="La persona con quien coordinamos tus publicaciones."
        actions={
          <Link to={paths.empresas.accountContact} className={ACTION}>
            Actualizar datos de contacto
          </Link>
        }
      >
        {!org.nro_contacto && !org.cargo && (
          // An account without a phone and position of its own (a holder who received the role, say): the company
          // may still list the former contact person's, but these are this account's.
          <div
            role="note"
            data-testid="completa-contacto"
            className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>Completa tu número de contacto y tu cargo: así sabremos con quién coordinar las publicaciones de tu empresa.</p>
            <Link to={paths.empresas.accountContact} className="mt-1 inline-block font-semibold underline">
              Completar datos de contacto
            </Link>
          </div>
        )}
        <DataList
          items={[
            { label: 'Nombres', value: account.nombres },
            { label: 'Apellidos', value: account.apellidos },
            {
              label: 'Número de contacto',
              value: org.nro_contacto ? <span className="tabular-nums">{formatPhone(org.nro_contacto)}</span> : <Missing />,
            },
            { label: 'Cargo', value: org.cargo || <Missing /> },
          ]}
        />
      </AccountBlock>
    </>
  );
}

export function AccountPage({ area }: { area: CuentaArea }) {
  const loaded = useLoaderData() as Loaded<MyAccount>;
  const info = AREAS[area];
  const user = useSessionUser();
  return (
    <>
      <PageTitle subtitle="Tus datos de acceso y la configuración de tu cuenta.">Mi cuenta</PageTitle>
      {!loaded.ok ? (
        <LoadError message={loaded.message} />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          {area === 'empresas' && loaded.data.organizacion ? (
            <EmpresaBlocks org={loaded.data.organizacion} account={loaded.data} />
          ) : (
            <AccountBlock
              id="cuenta-datos"
              icon="user"
              title="Datos de la cuenta"
              description={
                area === 'postulantes' ? (
                  <>
                    Tu nombre se actualiza desde{' '}
                    <Link
                      to={paths.postulantes.curriculumUpdate}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                    >
                      tu CV
                    </Link>
                    .
                  </>
                ) : undefined
              }
            >
              <DataList
                items={[
                  { label: 'Nombres', value: loaded.data.nombres },
                  { label: 'Apellidos', value: loaded.data.apellidos },
                  { label: 'Miembro desde', value: formatDate(loaded.data.creado_en) },
                ]}
              />
            </AccountBlock>
          )}
          <AccountBlock
            id="cuenta-correo"
            icon="mail"
            title="Correo electrónico"
            description="Con este correo inicias sesión y recibes nuestros avisos."
            actions={
              <Link to={info.accountEmail} className={ACTION}>
                Cambiar correo
              </Link>
            }
          >
            <p className="font-medium break-all text-slate-900 dark:text-slate-100" data-testid="cuenta-correo-actual">
              {loaded.data.correo}
            </p>
            <MarketingToggle area={area} initial={loaded.data.autorizacion_marketing === 1} />
            {area === 'postulantes' && <InvitacionesToggle />}
          </AccountBlock>
          {area === 'empresas' && (
            <AccountBlock
              id="cuenta-avisos-postulantes"
              icon="inbox"
              title="Avisos de nuevos postulantes"
              description="Al instante, en un resumen cada mañana o ninguno: para las ofertas que sigues o todas las de tu empresa."
              actions={
                <Link to={paths.empresas.avisos} className={ACTION}>
                  Elegir avisos
                </Link>
              }
            />
          )}
          {area === 'empresas' && (
            <AccountBlock
              id="cuenta-correos-postulantes"
              icon="mail"
              title="Correos a los postulantes"
              description="Lo que reciben tus postulantes cuando pasan a En proceso, Finalista o Descartado, con las palabras de tu empresa."
              actions={
                <Link to={paths.empresas.correos} className={ACTION}>
                  Ver correos
                </Link>
              }
            />
          )}
          {/* Job alerts are also reachable from the applicant's account. */}
          {area === 'postulantes' && <JobAlert showAccountLink={false} />}
          <AccountBlock
            id="cuenta-clave"
            icon="key"
            title="Contraseña"
            description="Usa una contraseña que no uses en otros sitios. Al cambiarla se cierran tus otras sesiones."
            actions={
              <Link to={info.accountPassword} className={ACTION}>
                Cambiar contraseña
              </Link>
            }
          />
          {/* Company administrators (not recruiter seats, not applicants): docs/security.md "Second factor". */}
          {area === 'empresas' && user && asientoPuede(user, 'empresa') && <SegundoFactorBlock />}
          {/* The rights of Ley 29733 (docs/privacy.md): a copy of one's data, and the rights requests. */}
          <ExportacionBlock />
          <DerechosBlock area={area} />
          <AccountBlock
            id="cuenta-eliminar"
            icon="trash"
            tone="danger"
            title="Eliminar cuenta"
            description={
              area === 'empresas'
                ? // A seat (it carries seat fields in the session) only leaves; the holder takes the company with it.
                  user?.equipo_rol !== undefined
                  ? 'Solo se eliminará tu acceso al equipo de la empresa y tus datos de contacto; la empresa, sus publicaciones y sus postulantes seguirán con tu equipo.'
                  : 'Se eliminarán todos los datos de tu cuenta: los datos de tu empresa, tus publicaciones y sus postulantes.'
                : 'Se eliminarán todos los datos de tu cuenta: tu CV, tus postulaciones y tu membresía.'
            }
            actions={
              <Link to={info.accountDelete} className={DANGER_ACTION}>
                Eliminar cuenta
              </Link>
            }
          />
        </div>
      )}
    </>
  );
}
