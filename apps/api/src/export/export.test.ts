/**
 * The export files themselves, read back as a spreadsheet program would read them: the CSV's bytes (BOM, quoting,
 * one line per row), the workbook's header, styles and typed cells, formula neutralising, Lima time, the file name.
 * The services' exports through the API: reclutador.test.ts and llm.test.ts.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { archivoExport, celdaSegura, fechaHoraLima, nombreExport, relojLima, type DefinicionExport } from './export.ts';

interface Fila {
  nombre: string;
  dni: string | null;
  nota: number | null;
  comentario: string;
  fecha: Date;
}

const DEFINICION: DefinicionExport<Fila> = {
  hoja: 'Prueba',
  columnas: [
    { titulo: 'Nombre', ancho: 20, tipo: 'texto', valor: (r) => r.nombre },
    { titulo: 'DNI', ancho: 11, tipo: 'identificador', valor: (r) => r.dni },
    { titulo: 'Nota, final', ancho: 8, tipo: 'entero', valor: (r) => r.nota },
    { titulo: 'Comentario', ancho: 40, tipo: 'parrafo', valor: (r) => r.comentario },
    { titulo: 'Fecha', ancho: 18, tipo: 'fechaHora', valor: (r) => r.fecha },
  ],
};

const FILAS: Fila[] = [
  { nombre: 'Ana', dni: '01234567', nota: 18, comentario: 'bien', fecha: new Date('2027-03-10T15:59:00Z') },
  { nombre: 'Pérez, "Lucho"', dni: null, nota: null, comentario: 'línea 1\nlínea 2', fecha: new Date('2027-03-10T04:30:00Z') },
  { nombre: '=HYPERLINK("http://x.pe")', dni: '', nota: 0, comentario: '\tx', fecha: new Date('1994-04-01T03:59:00Z') },
];

const ARCHIVO = { titulo: 'Practicante Contable', ahora: new Date('2027-03-10T15:00:00Z') };

async function asyncLotes<T>(lotes: T[][]): Promise<AsyncIterable<T[]>> {
  return (async function* () {
    for (const lote of lotes) yield lote;
  })();
}

describe('export cells (pure)', () => {
  it('neutralises every formula opener, tab and carriage return included; leaves other text alone', () => {
    for (const v of ['=1+2', '+51 987', '-3', '@SUM(A1)', '\tx', '\rx']) expect(celdaSegura(v)).toBe(`'${v}`);
    for (const v of ['Ana', 'correo@x.pe', '1+2', ' =x', '']) expect(celdaSegura(v)).toBe(v);
  });

  it('dates in Lima wall-clock time, one time-zone lookup per hour, right across a past daylight-saving change', () => {
    expect(relojLima(new Date('2027-03-10T15:00:00Z')).toISOString()).toBe('2027-03-10T10:00:00.000Z');
    expect(fechaHoraLima(new Date('2027-03-10T15:59:00Z'))).toBe('2027-03-10 10:59');
    // Peru's 1994 summer time (UTC−4) ended at 04:00 UTC on 1 April.
    expect(fechaHoraLima(new Date('1994-04-01T03:59:00Z'))).toBe('1994-03-31 23:59');
    expect(fechaHoraLima(new Date('1994-04-01T04:30:00Z'))).toBe('1994-03-31 23:30');
  });

  it('names the file after the offer and the Lima date, with the prefix when there is one', () => {
    expect(nombreExport('Practicante Contable', ARCHIVO.ahora, 'xlsx', 'postulantes')).toBe(
      'postulantes-practicante-contable-2027-03-10.xlsx',
    );
    expect(nombreExport('Practicante de Logística', ARCHIVO.ahora, 'csv')).toBe('practicante-de-logistica-2027-03-10.csv');
    // 03:00 UTC is still the day before in Lima.
    expect(nombreExport('Analista', new Date('2027-03-11T03:00:00Z'), 'csv')).toBe('analista-2027-03-10.csv');
  });
});

describe('CSV', () => {
  it('BOM, header, one line per row: quoted only for a comma, a quote or a line break; formulas neutralised; Lima dates', async () => {
    const cr: Fila = { nombre: 'CR\r', dni: null, nota: null, comentario: '\r', fecha: FILAS[0]!.fecha };
    const res = await archivoExport('csv', DEFINICION, await asyncLotes([FILAS.slice(0, 2), [...FILAS.slice(2), cr]]), ARCHIVO);
    expect(res.nombre).toBe('practicante-contable-2027-03-10.csv');
    expect(res.total).toBe(4);
    const bytes = Buffer.from(res.base64, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(
      '\ufeffNombre,DNI,"Nota, final",Comentario,Fecha\n' +
        'Ana,01234567,18,bien,2027-03-10 10:59\n' +
        '"Pérez, ""Lucho""",,,"línea 1\nlínea 2",2027-03-09 23:30\n' +
        `"'=HYPERLINK(""http://x.pe"")",,0,'\tx,1994-03-31 23:59\n` +
        `"CR\r",,,"'\r",2027-03-10 10:59\n`,
    );
    // What a CSV reader gets back: the same values, the empty ones as ''.
    expect(parse(bytes, { bom: true })).toEqual([
      ['Nombre', 'DNI', 'Nota, final', 'Comentario', 'Fecha'],
      ['Ana', '01234567', '18', 'bien', '2027-03-10 10:59'],
      ['Pérez, "Lucho"', '', '', 'línea 1\nlínea 2', '2027-03-09 23:30'],
      [`'=HYPERLINK("http://x.pe")`, '', '0', "'\tx", '1994-03-31 23:59'],
      ['CR\r', '', '', "'\r", '2027-03-10 10:59'],
    ]);
  });

  it('with no rows: the BOM and the header row', async () => {
    const res = await archivoExport('csv', DEFINICION, [], ARCHIVO);
    expect(res.total).toBe(0);
    expect(Buffer.from(res.base64, 'base64').toString('utf8')).toBe('\ufeffNombre,DNI,"Nota, final",Comentario,Fecha\n');
  });
});

describe('XLSX', () => {
  it('a bold frozen header row, each column styled by its kind, typed cells, formulas neutralised, Lima wall clock', async () => {
    const res = await archivoExport('xlsx', DEFINICION, await asyncLotes([FILAS.slice(0, 1), FILAS.slice(1)]), {
      ...ARCHIVO,
      prefijo: 'postulantes',
    });
    expect(res.nombre).toBe('postulantes-practicante-contable-2027-03-10.xlsx');
    expect(res.total).toBe(3);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Prueba')!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Nombre', 'DNI', 'Nota, final', 'Comentario', 'Fecha']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([20, 11, 8, 40, 18]);

    const ana = sheet.getRow(2);
    expect(ana.getCell(1).font?.bold).toBeFalsy();
    expect(ana.getCell(2).value).toBe('01234567');
    expect(ana.getCell(2).numFmt).toBe('@');
    expect(ana.getCell(3).value).toBe(18);
    expect(ana.getCell(3).numFmt).toBe('0');
    expect(ana.getCell(4).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(ana.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect((ana.getCell(5).value as Date).toISOString()).toBe('2027-03-10T10:59:00.000Z');

    // Empty values (null or '') leave the cell empty; the other rows' text is kept as written, formulas neutralised.
    const values = [3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(values[0]).toEqual(['Pérez, "Lucho"', undefined, undefined, 'línea 1\nlínea 2', new Date('2027-03-09T23:30:00Z')]);
    expect(values[1]).toEqual([`'=HYPERLINK("http://x.pe")`, undefined, 0, "'\tx", new Date('1994-03-31T23:59:00Z')]);
  });
});
