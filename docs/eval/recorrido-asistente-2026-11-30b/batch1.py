import json
from q import q
ALL={10,9,1,2,7,6,14,13,4,12,11,8}
II={9,1,6,13,4,11,8}; ADM={10,2,7,14,12}
AQP={1,2,7,6,14,4,12,11,8}
UNSA={9,1,6,4,12}; UCSM={2,7,14,11}; UCSP={13,8}
C7={14,11,8}; C8={9,1,6,12}; C9={10,2,7,13}; C10={4}
XAV={10,1,2,6,4,8}; XINT={7,13,12}; SAP={10,1,2,6,13}; PBI={1,12,8}; ACAD={9,1,4}
ENG=ALL-{13}; ENGAV={10,6}; ENGGE_INT={10,6,1,2,4,12,8}; QUE={9,1}
EXP={10,1,6,13}; Q5={6,8,1,12}; D10={6,8}
T=[
# (prompt, expected set or None, kind, top-set-for-order or None, count)
("primero los del tercio superior",ALL,"pref",Q5,None),
("de preferencia del quinto superior",ALL,"pref",Q5,None),
("administración, mejor si son del quinto superior",ADM,"pref",{12},None),
("ingeniería industrial de preferencia décimo superior",II,"pref",D10,None),
("ideal si ocuparon el primer puesto",ALL,"pref",{6},None),
("solo los del tercio superior",Q5,"filter",None,None),
("que sean del décimo superior",D10,"filter",None,None),
("los que ocuparon el primer puesto",{6},"filter",None,None),
("los 3 de administración con más experiencia",ADM,"count",{10},3),
("dame 5 de ingeniería industrial que sepan excel",II-{9},"count",None,5),
("top 10 con inglés",ENG,"count",None,10),
("los 2 mejores de la UNSA",UNSA,"count",None,2),
("quiero tres postulantes de Arequipa con SAP",AQP&SAP,"count",None,3),
("muéstrame 4 con excel avanzado",XAV,"count",None,4),
("no leídos",set(),"read",None,None),
("los leídos de administración",ADM,"read",None,None),
("de la Católica",None,"inst",None,None),
("de la Católica de Santa María",UCSM,"inst",None,None),
("de la San Pablo",UCSP,"inst",None,None),
("ucsm",UCSM,"inst",None,None),
("de la UCSP",UCSP,"inst",None,None),
("de la U de San Agustín",UNSA,"inst",None,None),
("sanmarcos",{10},"inst",None,None),
("la de San Marcos",{10},"inst",None,None),
("de la del Pacífico",set(),"inst",None,None),
("de la PUCP",set(),"inst",None,None),
("de la unsa",UNSA,"inst",None,None),
("promo 23",None,"year",None,None),
("egresados 2k23",set(),"year",None,None),
("ingresantes 2022",ALL-{1,4},"year",None,None),
("que ingresaron el 2k22",ALL-{1,4},"year",None,None),
("de octavo",C8,"cycle",None,None),
("de noveno ciclo",C9,"cycle",None,None),
("de décimo ciclo",C10,"cycle",None,None),
("de sétimo",C7,"cycle",None,None),
("ing. industrial de 8vo",II&C8,"cycle",None,None),
("del 7mo al 8vo ciclo",C7|C8,"cycle",None,None),
("de último año",C9|C10,"cycle",None,None),
("de cuarto año",C7|C8,"cycle",None,None),
]
res=[]
import sys
for p,exp,kind,top,cnt in T[int(sys.argv[1]) if len(sys.argv)>1 else 0:]:
    o=q(p,show=False,log='answers_b1.jsonl')
    ids=[r[1] for r in o['rows']]; sc={r[1]:r[3] for r in o['rows']}
    verdict=[]
    if exp is not None:
        want=exp if cnt is None else None
        if cnt is None and set(ids)!=exp and (o.get('total') or 0)<=10: verdict.append(f"SET got-exp={sorted(set(ids)-exp)} missing={sorted(exp-set(ids))}")
        if cnt is not None:
            if len(ids)!=min(cnt,len(exp)): verdict.append(f"COUNT {len(ids)} want {min(cnt,len(exp))}")
            if not set(ids)<=exp: verdict.append(f"OUTSIDE {sorted(set(ids)-exp)}")
    if top and ids[:len(top)] and set(ids[:len(top)])!=top: verdict.append(f"ORDER top={ids[:len(top)]} want {sorted(top)}")
    if kind=='pref' and any(v==0 for v in sc.values()): verdict.append("ZERO% in pref")
    print(f"{'OK ' if not verdict else 'XX '}{p!r} -> {o.get('texto')!r} tot={o.get('total')} ids={ids} sc={[sc[i] for i in ids]} msg={(o.get('message') or '')[:90]!r} {'; '.join(verdict)}")
