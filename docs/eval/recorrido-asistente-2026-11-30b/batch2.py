import sys
exec(open('batch1.py').read().split('T=[')[0])
T=[
("que no sean de Arequipa",ALL-AQP,"neg",None,None),
("ni de Lima ni de Puno",ALL-{10,9},"neg",None,None),
("sin inglés",{13},"neg",None,None),
("que no hablen inglés avanzado",ALL-ENGAV,"neg",None,None),
("excepto los de la UNSA",ALL-UNSA,"neg",None,None),
("menos los de ingeniería industrial",ADM,"neg",None,None),
("que no sepan SAP",ALL-SAP,"neg",None,None),
("no descartados",ALL-{9},"neg",None,None),
("fuera de los finalistas",ALL-{6},"neg",None,None),
("administración que no tengan experiencia",ADM-{10},"neg",None,None),
("sin experiencia laboral",ALL-EXP,"neg",None,None),
("que no sean de sétimo ciclo",ALL-C7,"neg",None,None),
("que no hablen quechua",ALL-QUE,"neg",None,None),
("que no estén en proceso",ALL-{2,7},"neg",None,None),
("no quiero a los de Moquegua",ALL-{13},"neg",None,None),
("industriales pero no de la San Pablo",II-UCSP,"neg",None,None),
("que no sean de la Católica",None,"neg",None,None),
("ingenieros industriales de Arequipa con Excel avanzado",II&AQP&XAV,"combo",None,None),
("administración con inglés intermedio para arriba",ADM&ENGGE_INT,"combo",None,None),
("que sepan power bi y excel",PBI,"combo",None,None),
("de la UNSA que manejen AutoCAD",UNSA&ACAD,"combo",None,None),
("del noveno ciclo con SAP",C9&SAP,"combo",None,None),
("finalistas o en proceso",{6,2,7},"combo",None,None),
("los que están en proceso",{2,7},"status",None,None),
("los seleccionados",None,"status",None,None),
("los descartados",{9},"status",None,None),
("con experiencia en almacén",{6},"combo",None,None),
("que vivan en Cerro Colorado",{14,4},"place",None,None),
("de Yanahuara o Cayma",{2,12,1,6},"place",None,None),
("con brevete",set(),"lic",None,None),
("con licencia de conducir A-I",set(),"lic",None,None),
("primero los que tienen más experiencia",ALL,"pref",{10,1,6,13},None),
("ordénalos por ciclo, los más avanzados primero",ALL,"pref",{4},None),
]
for p,exp,kind,top,cnt in T[int(sys.argv[1]) if len(sys.argv)>1 else 0:]:
    o=q(p,show=False,log='answers_b2.jsonl')
    ids=[r[1] for r in o['rows']]; sc={r[1]:r[3] for r in o['rows']}
    verdict=[]
    if exp is not None:
        if cnt is None and set(ids)!=exp and (o.get('total') or 0)<=10: verdict.append(f"SET extra={sorted(set(ids)-exp)} missing={sorted(exp-set(ids))}")
        if cnt is None and (o.get('total') or 0)>10 and o.get('total')!=len(exp): verdict.append(f"TOTAL {o.get('total')} want {len(exp)}")
    if top and set(ids[:len(top)])!=top: verdict.append(f"ORDER top={ids[:len(top)]} want {sorted(top)}")
    if any(v==0 for v in sc.values()): verdict.append("ZERO%")
    print(f"{'OK ' if not verdict else 'XX '}{p!r} -> {o.get('texto')!r} tot={o.get('total')} ids={ids} sc={[sc[i] for i in ids]} msg={(o.get('message') or '')[:90]!r} {'; '.join(verdict)}")
