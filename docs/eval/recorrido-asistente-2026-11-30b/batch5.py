import sys
exec(open('batch1.py').read().split('T=[')[0])
T=[
("dame los 2 de industrial, primero los del quinto superior",II,"count",None,2),
("top 3 del tercio superior",Q5,"count",None,3),
("mejor si hablan quechua",ALL,"pref",QUE,None),
("los 5 mejores que no sean de Lima",ALL-{10},"count",None,5),
("que no hayan sido descartados y que sean de administración",ADM,"combo",None,None),
("egresados de ingeniería industrial",set(),"plain",None,None),
("estudiantes de 9no o 10mo",C9|C10,"cycle",None,None),
("de octavo para arriba",C8|C9|C10,"cycle",None,None),
("que no sean ni de la UNSA ni de la San Pablo",ALL-UNSA-UCSP,"neg",None,None),
("sin SAP ni Power BI",ALL-SAP-PBI,"neg",None,None),
("que no hablen inglés ni portugués",set(),"neg",None,None),
("que no sean de Arequipa, de preferencia con experiencia",ALL-AQP,"pref",{10,13},None),
("que no tengan excel avanzado",ALL-XAV,"neg",None,None),
("los que tienen inglés básico nomás",{9,7,14,11},"plain",None,None),
("ingenieros con excel, pero que no sean de 7mo",(II-{9})-C7,"neg",None,None),
("de la UNI",set(),"inst",None,None),
("primero los que no he revisado",ALL,"pref",None,None),
("los 3 primeros puestos",None,"amb",None,None),
("de la San Agustín o de la Católica",UNSA|UCSM,"inst",None,None),
("que vivan en Arequipa pero no en Cerro Colorado",AQP-{14,4},"neg",None,None),
("que sepan de inventarios",None,"kw",None,None),
("que sepan kardex",None,"kw",None,None),
("que no sean de Lima ni de provincias",None,"amb",None,None),
("chicos de adm que no sepan power bi",ADM-PBI,"neg",None,None),
("no me muestres a los finalistas ni a los descartados",ALL-{6,9},"neg",None,None),
]
for p,exp,kind,top,cnt in T[int(sys.argv[1]) if len(sys.argv)>1 else 0:]:
    o=q(p,show=False,log='answers_b5.jsonl')
    ids=[r[1] for r in o['rows']]; sc={r[1]:r[3] for r in o['rows']}
    verdict=[]
    if exp is not None:
        if cnt is None and set(ids)!=exp and (o.get('total') or 0)<=10: verdict.append(f"SET extra={sorted(set(ids)-exp)} missing={sorted(exp-set(ids))}")
        if cnt is None and (o.get('total') or 0)>10 and o.get('total')!=len(exp): verdict.append(f"TOTAL {o.get('total')} want {len(exp)}")
        if cnt is not None:
            if len(ids)!=min(cnt,len(exp)): verdict.append(f"COUNT {len(ids)} want {min(cnt,len(exp))}")
            if not set(ids)<=exp: verdict.append(f"OUTSIDE {sorted(set(ids)-exp)}")
    if top and set(ids[:len(top)])!=top: verdict.append(f"ORDER top={ids[:len(top)]} want {sorted(top)}")
    if any(v==0 for v in sc.values()): verdict.append("ZERO%")
    print(f"{'OK ' if not verdict else 'XX '}{p!r} -> {o.get('texto')!r} tot={o.get('total')} ids={ids} sc={[sc[i] for i in ids]} msg={(o.get('message') or '')[:90]!r} ign={[(x['texto'],x['motivo']) for x in (o.get('consulta') or {}).get('ignorados',[])]} {'; '.join(verdict)}")
